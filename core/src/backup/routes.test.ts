import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestHub, type TestHub, testDialects } from '../testing/index.ts';

describe.each(testDialects)('GET /run/backup on %s', (dialect) => {
  let t: TestHub | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    t = undefined;
    dir = undefined;
  });

  const hubWithFile = async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ecohub-run-backup-'));
    t = await createTestHub({
      dialect,
      startJobs: true,
      sqliteFile: dialect === 'sqlite' ? path.join(dir, 'hub.sqlite') : undefined,
      config: { DATA_DIR: dir },
    });
    return t;
  };

  it('runs a verified backup for an elevated super admin and answers the spec shape', async () => {
    const hub = await hubWithFile();
    const { agent } = await hub.signedIn({ superAdmin: true, elevated: true });
    const before = await (await agent.request('GET', '/api/backups/status')).json();
    expect(before).toMatchObject({
      schedule: 'weekly',
      lastVerified: null,
      warning: 'No verified backup yet',
    });

    const res = await agent.request('GET', '/run/backup');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'success' });
    expect(body.message).toMatch(/^Backup ecohub-.* verified$/);

    const after = await (await agent.request('GET', '/api/backups/status')).json();
    expect(after.lastVerified).toMatchObject({ file: body.backup.file, size: body.backup.size });
    expect(after.warning).toBeNull();
  });

  it('is for elevated super admins only', async () => {
    const hub = await hubWithFile();
    const plain = await hub.signedIn({ role: 'owner' });
    expect((await plain.agent.request('GET', '/run/backup')).status).toBe(403);
    expect((await plain.agent.request('GET', '/api/backups/status')).status).toBe(403);
    const notElevated = await hub.signedIn({ superAdmin: true });
    expect((await notElevated.agent.request('GET', '/run/backup')).status).toBe(403);
    expect((await hub.request('/run/backup')).status).toBe(401);
  });

  if (dialect === 'sqlite') {
    it('answers a failure status with the reason', async () => {
      t = await createTestHub({ startJobs: true });
      const { agent } = await t.signedIn({ superAdmin: true, elevated: true });
      const body = await (await agent.request('GET', '/run/backup')).json();
      expect(body).toMatchObject({
        status: 'failed',
        message: 'An in-memory SQLite database cannot be backed up',
      });
    });
  }
});

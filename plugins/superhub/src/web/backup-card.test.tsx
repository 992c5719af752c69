import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestHub, type TestHub } from '@ecohub/core/testing';
import ecosystemPlugin from '@ecohub/plugin-ecosystem';
import { addMessages } from '@ecohub/web-kit';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { installDom } from '@ecohub/web-kit/testing/install-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import superhubPlugin from '../server/index.ts';
import { en } from './messages.ts';
import { SuperhubDashboardView } from './superhub-page.tsx';

let rtl: typeof import('@testing-library/react');
beforeAll(async () => {
  installDom();
  rtl = await import('@testing-library/react');
  addMessages('superhub', { en });
});

let t: TestHub | undefined;
let dir: string | undefined;
afterEach(async () => {
  rtl.cleanup();
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  t = undefined;
  dir = undefined;
});

const plugins = [ecosystemPlugin, superhubPlugin];

describe('SuperHub backup card', () => {
  it("runs a backup: 'Backup completed successfully!' and the last verified backup", async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ecohub-web-backup-'));
    t = await createTestHub({
      plugins,
      startJobs: true,
      sqliteFile: path.join(dir, 'hub.sqlite'),
      config: { DATA_DIR: dir },
    });
    const admin = await t.signedIn({ superAdmin: true, elevated: true });
    renderWithHub(<SuperhubDashboardView demo={false} />, t, { agent: admin.agent });
    const screen = rtl.within(document.body);
    expect(await screen.findByText('No verified backup yet')).toBeTruthy();
    rtl.fireEvent.click(await screen.findByRole('button', { name: 'Run Backup' }));
    expect(await screen.findByText('Backup completed successfully!', {}, { timeout: 20_000 })).toBeTruthy();
    expect(await screen.findByText(/^Last verified backup: .*, \d+\.\d MB$/)).toBeTruthy();
  });

  it("shows 'Backup failed: {message}' on a failure status", async () => {
    t = await createTestHub({ plugins, startJobs: true });
    const admin = await t.signedIn({ superAdmin: true, elevated: true });
    renderWithHub(<SuperhubDashboardView demo={false} />, t, { agent: admin.agent });
    const screen = rtl.within(document.body);
    rtl.fireEvent.click(await screen.findByRole('button', { name: 'Run Backup' }));
    expect(
      await screen.findByText(
        'Backup failed: An in-memory SQLite database cannot be backed up',
        {},
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
  });

  it('shows only the weekly auto backup to someone who is not an elevated super admin', async () => {
    t = await createTestHub({ plugins });
    const owner = await t.signedIn({ role: 'owner' });
    renderWithHub(<SuperhubDashboardView demo={false} />, t, { agent: owner.agent });
    const screen = rtl.within(document.body);
    expect(await screen.findByText('Weekly auto backup')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run Backup' })).toBeNull();
  });
});

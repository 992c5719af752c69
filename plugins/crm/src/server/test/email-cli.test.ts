import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { coreServices } from '@ecohub/core';
import { hubOn, sharedDatabase } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import crm from '../index.ts';
import { hasDovecot, NO_DOVECOT, rawMail, startDovecot } from './dovecot.ts';
import { crmOf } from './fixtures.ts';

const BIN = path.resolve(import.meta.dirname, '../../../../../cli/bin/ecosystem-cli.mjs');

const cli = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number; out: string; err: string }>((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: { ...process.env, ...env } }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });

// The CLI opens the database from DATABASE_URL alone (no schema option), so this runs on a SQLite file.
describe.skipIf(!hasDovecot)('ecosystem-cli email-sync', () => {
  it('syncs every mailbox now, prints what it fetched, and exits 1 when one failed', async () => {
    const dovecot = await startDovecot([{ user: 'ada@mail.test', password: 'pw-1' }]);
    const db = await sharedDatabase('sqlite');
    const hub = await hubOn(db.open(), [crm]);
    const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-cli-'));
    try {
      await dovecot.deliver(
        'ada@mail.test',
        rawMail({
          from: 'cleo@client.test',
          to: 'ada@mail.test',
          subject: 'Hi',
          messageId: '<c1@client.test>',
        }),
      );
      const org = await hub.ctx.use(coreServices).orgs.create({ name: 'Mail' });
      const { accounts } = crmOf(hub).email;
      await accounts.add(org.id, { provider: 'godaddy', email: 'ada@mail.test', password: 'pw-1' }, false);
      await hub.stop();
      const pluginsConfig = path.join(dir, 'plugins.json');
      writeFileSync(pluginsConfig, JSON.stringify({ plugins: ['@ecohub/plugin-crm'] }));
      const env = {
        DATABASE_URL: db.url,
        DATA_DIR: dir,
        PLUGINS_CONFIG: pluginsConfig,
        CRM_EMAIL_IMAP_HOST: '127.0.0.1',
        CRM_EMAIL_IMAP_PORT: String(dovecot.port),
        CRM_EMAIL_IMAP_TLS: 'false',
      };
      const first = await cli(['email-sync', '--json'], env);
      expect(first.code).toBe(0);
      expect(JSON.parse(first.out).accounts).toMatchObject([
        { email: 'ada@mail.test', fetched: 1, stored: 1, error: null },
      ]);
      const again = await cli(['email-sync'], env);
      expect(again.out).toBe('ada@mail.test: 0 fetched, 0 new\n');

      // A mailbox whose password is wrong: its error, and exit code 1.
      const h2 = await hubOn(db.open(), [crm]);
      await crmOf(h2).email.accounts.add(
        org.id,
        { provider: 'gmail', email: 'ada@mail.test', password: 'wrong' },
        false,
      );
      await h2.stop();
      const failed = await cli(['email-sync'], env);
      expect(failed.code).toBe(1);
      expect(failed.out).toMatch(/^ada@mail\.test: error: Authentication failed/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await db.drop();
      await dovecot.stop();
    }
  }, 60_000);
});

if (!hasDovecot) console.warn(`SKIPPED the email-sync command test: ${NO_DOVECOT}`);

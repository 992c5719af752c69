import {
  connect,
  createSession,
  DEMO_OWNER_EMAIL,
  num,
  PLATFORM_OWNER_EMAIL,
  systemClock,
  verifyPassword,
} from '@ecohub/core';
import { testDialects } from '@ecohub/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServer } from './commands/serve.ts';
import { memoryIo } from './io.ts';
import { run } from './program.ts';
import { type Fixture, fixture } from './test-fixture.ts';

describe.each(testDialects)('ecosystem-cli on %s', (dialect) => {
  let f: Fixture;
  beforeEach(async () => {
    f = await fixture(dialect);
  });
  afterEach(() => f.cleanup());

  /** Runs the CLI in memory; returns exit code, stdout and stderr. */
  const cli = async (args: string[], opts: { stdin?: string; env?: Record<string, string> } = {}) => {
    const m = memoryIo({ ...f.env, ...opts.env }, opts.stdin);
    const code = await run(args, m.io);
    return { code, out: m.out(), err: m.err() };
  };
  const json = async (args: string[], opts?: { stdin?: string }) => {
    const r = await cli([...args, '--json'], opts);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    return JSON.parse(r.out);
  };
  const query = async <T = any>(fn: (db: any) => Promise<T>): Promise<T> => {
    const d = connect({ url: f.env.DATABASE_URL, dataDir: f.env.DATA_DIR });
    try {
      return await fn(d.db);
    } finally {
      await d.close();
    }
  };

  it('migrates up, shows status and reverts one plugin', async () => {
    const up = await json(['migrate', 'up']);
    expect(up.applied).toContainEqual({ plugin: 'notes', name: '2026-11-23T00-notes' });
    expect(up.applied.some((m: { plugin: string }) => m.plugin === 'core')).toBe(true);
    expect((await json(['migrate'])).applied).toEqual([]);

    const status = await json(['migrate', 'status']);
    expect(status.every((m: { executedAt: string | null }) => m.executedAt)).toBe(true);

    const down = await json(['migrate', 'down', '--plugin', 'notes']);
    expect(down.reverted).toEqual([{ plugin: 'notes', name: '2026-11-23T00-notes' }]);
    const notes = await json(['migrate', 'status', '--plugin', 'notes']);
    expect(notes).toEqual([{ plugin: 'notes', name: '2026-11-23T00-notes', executedAt: null }]);

    const plain = await cli(['migrate', 'status']);
    expect(plain.out).toMatch(/notes\s+2026-11-23T00-notes\s+pending/);
    expect(await cli(['migrate', 'down'])).toMatchObject({
      code: 1,
      err: 'ecosystem-cli: migrate down reverts one plugin at a time: add --plugin <id>\n',
    });
    expect((await cli(['migrate', 'up', '--plugin', 'nope'])).err).toMatch(
      /^ecosystem-cli: No enabled plugin 'nope'/,
    );
  });

  it('seeds the demo once, with the plugins’ demo data, and says so the second time', async () => {
    const first = await json(['seed', '--demo']);
    expect(first).toMatchObject({
      created: true,
      ownerEmail: DEMO_OWNER_EMAIL,
      // The demo is its own tenant; the fresh instance's platform organisation is another one.
      platform: { created: true, ownerEmail: PLATFORM_OWNER_EMAIL, superAdmin: true },
      plugins: ['notes'],
    });
    expect(first.platform.orgId).not.toBe(first.orgId);
    const hash = await query((db) =>
      db.selectFrom('users').select('passwordHash').where('email', '=', DEMO_OWNER_EMAIL).executeTakeFirst(),
    );
    expect(await verifyPassword(hash.passwordHash, first.password)).toBe(true);

    const again = await cli(['seed', '--demo']);
    expect(again.code).toBe(0);
    expect(again.out).toContain('The demo organisation already exists: nothing changed.');
    expect(again.out).not.toContain(first.password);
    const counts = await query(async (db) => ({
      orgs: num(
        (
          await db
            .selectFrom('organizations')
            .select((eb: any) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        ).n,
      ),
      notes: num(
        (
          await db
            .selectFrom('notes')
            .select((eb: any) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        ).n,
      ),
    }));
    expect(counts).toEqual({ orgs: 2, notes: 1 });

    expect(await cli(['seed'])).toMatchObject({
      code: 1,
      err: 'ecosystem-cli: Choose what to seed: --demo loads the demo organisation\n',
    });
  });

  it('creates users with a password from stdin or a generated one, and lists them', async () => {
    const ada = await json(
      [
        'user',
        'create',
        '--email',
        'Ada@Example.test',
        '--password-stdin',
        '--name',
        'Ada Lovelace',
        '--org',
        'Analytical',
      ],
      { stdin: 'correct horse battery\n' },
    );
    expect(ada).toMatchObject({
      email: 'ada@example.test',
      role: 'owner',
      organization: { name: 'Analytical', created: true },
    });
    expect(ada.password).toBeUndefined();

    const root = await json([
      'user',
      'create',
      '--email',
      'root@example.test',
      '--org',
      'Analytical',
      '--super-admin',
    ]);
    expect(root).toMatchObject({
      role: 'member',
      superAdmin: true,
      organization: { id: ada.organization.id, created: false },
    });
    expect(root.password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const hashes = await query((db) => db.selectFrom('users').select(['email', 'passwordHash']).execute());
    const hashOf = (email: string) => hashes.find((h: { email: string }) => h.email === email)?.passwordHash;
    expect(await verifyPassword(hashOf('ada@example.test'), 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hashOf('root@example.test'), root.password)).toBe(true);

    const list = await json(['user', 'list']);
    expect(list).toEqual([
      expect.objectContaining({
        email: 'ada@example.test',
        name: 'Ada Lovelace',
        superAdmin: false,
        organizations: [{ id: ada.organization.id, name: 'Analytical', role: 'owner' }],
      }),
      expect.objectContaining({ email: 'root@example.test', superAdmin: true }),
    ]);
    expect((await cli(['user', 'list'])).out).toMatch(
      /ada@example\.test\s+Ada Lovelace\s+Analytical \(owner\)/,
    );

    expect(await cli(['user', 'create', '--email', 'ada@example.test'])).toMatchObject({
      code: 1,
      err: 'ecosystem-cli: A user with the email ada@example.test already exists\n',
    });
    expect(
      (await cli(['user', 'create', '--email', 'b@example.test', '--password-stdin'], { stdin: 'short\n' }))
        .err,
    ).toBe('ecosystem-cli: Password must be at least 8 characters\n');
    expect(
      (
        await cli(['user', 'create', '--email', 'b@example.test', '--password-stdin'], {
          stdin: 'password\n',
        })
      ).err,
    ).toBe('ecosystem-cli: This password is too common. Please choose a less common password\n');
    expect((await cli(['user', 'create', '--email', 'not-an-email'])).err).toBe(
      'ecosystem-cli: Invalid email address: not-an-email\n',
    );
  });

  it('sets a new password and signs the user out', async () => {
    const demo = await json(['seed', '--demo']);
    await query((db) => createSession(db, systemClock, demo.ownerId, demo.orgId));
    const set = await json(['user', 'password', '--email', DEMO_OWNER_EMAIL]);
    expect(set.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await json(['user', 'password', '--email', 'DEMO@ecohub.local', '--password-stdin'], {
      stdin: 'a new passphrase\n',
    });
    const after = await query(async (db) => ({
      hash: (
        await db.selectFrom('users').select('passwordHash').where('id', '=', demo.ownerId).executeTakeFirst()
      ).passwordHash,
      sessions: await db.selectFrom('sessions').select('id').where('userId', '=', demo.ownerId).execute(),
    }));
    expect(await verifyPassword(after.hash, 'a new passphrase')).toBe(true);
    expect(await verifyPassword(after.hash, set.password)).toBe(false);
    expect(after.sessions).toEqual([]);
    expect((await cli(['user', 'password', '--email', 'nobody@example.test'])).err).toBe(
      'ecosystem-cli: No user has the email nobody@example.test\n',
    );
  });

  it('runs the commands plugins contribute', async () => {
    await json(['seed', '--demo']);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect((await cli(['notes-count'])).code).toBe(0);
      expect(log).toHaveBeenCalledWith(JSON.stringify({ notes: 1 }));
    } finally {
      log.mockRestore();
    }
  });

  it('serves, seeding only an empty database', async () => {
    const m = memoryIo(f.env);
    const first = await startServer(m.io, { port: '0', seed: true });
    try {
      expect(first.demo?.created).toBe(true);
      const res = await fetch(`${first.url}/healthz`);
      expect(res.status).toBe(200);
      expect(m.out()).toContain(`Ecosystem Hub is running at ${first.url}`);
      expect(m.out()).toContain(`Sign in as ${DEMO_OWNER_EMAIL} with the password ${first.demo?.password}`);
      expect(m.out()).toContain(
        `Sign in as ${PLATFORM_OWNER_EMAIL} with the password ${first.demo?.platform.password}`,
      );
      await expect(startServer(memoryIo(f.env).io, { port: String(first.port), seed: true })).rejects.toThrow(
        `Port ${first.port} is already in use: choose another with --port or PORT`,
      );
    } finally {
      await first.close();
    }
    const second = await startServer(memoryIo(f.env).io, { port: '0', seed: true });
    await second.close();
    expect(second.demo).toBeNull();
  });

  it('prints a one-time setup link on an instance without a super admin, usable once from the web', async () => {
    {
      const m = memoryIo(f.env);
      const running = await startServer(m.io, { port: '0', seed: false });
      try {
        const setupUrl = running.setupUrl as string;
        expect(setupUrl).toMatch(new RegExp(`^${running.url}/signup\\?setup=[\\w-]{43}$`));
        expect(m.out()).toContain(setupUrl);
        const setupToken = new URL(setupUrl).searchParams.get('setup');
        const signUp = (email: string, token?: string) =>
          fetch(`${running.url}/api/auth/signup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: 'violet-harbor-engine-42', setupToken: token }),
          });
        // Whoever reaches the fresh instance first without the token is an ordinary user.
        const first = await signUp('first@example.test');
        expect(first.status).toBe(201);
        expect(await first.json()).toMatchObject({ isSuperAdmin: false });
        const owner = await signUp('owner@example.test', setupToken as string);
        expect(owner.status).toBe(201);
        expect(await owner.json()).toMatchObject({ isSuperAdmin: true });
        expect((await signUp('late@example.test', setupToken as string)).status).toBe(400);
      } finally {
        await running.close();
      }
      // With a super admin, no link is printed.
      const again = await startServer(memoryIo(f.env).io, { port: '0', seed: false });
      await again.close();
      expect(again.setupUrl).toBeNull();
    }
  });
});

describe('ecosystem-cli failures', () => {
  it('reports a bad configuration value in one line', async () => {
    const m = memoryIo({ PORT: 'abc', LOG_LEVEL: 'silent' });
    expect(await run(['migrate', 'status'], m.io)).toBe(1);
    expect(m.err()).toMatch(/^ecosystem-cli: Invalid configuration: PORT: [^\n]+\n$/);
  });

  it('names an unknown plugin entry of the config', async () => {
    const f = await fixture('sqlite');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(f.env.PLUGINS_CONFIG, JSON.stringify({ plugins: ['@ecohub/plugin-nope'] }));
    try {
      const m = memoryIo(f.env);
      expect(await run(['user', 'list'], m.io)).toBe(1);
      expect(m.err()).toMatch(
        /^ecosystem-cli: Plugin '@ecohub\/plugin-nope' \(ecohub\.config\.json\): package not found[^\n]*\n$/,
      );
    } finally {
      await f.cleanup();
    }
  });

  it('prints help for every command and exits 0', async () => {
    for (const args of [
      ['--help'],
      ['serve', '--help'],
      ['migrate', '--help'],
      ['user', 'create', '--help'],
    ]) {
      const m = memoryIo({ LOG_LEVEL: 'silent' });
      expect(await run(args, m.io)).toBe(0);
      expect(m.out()).toContain('Usage: ecosystem-cli');
    }
    const m = memoryIo({ LOG_LEVEL: 'silent' });
    expect(await run(['migrate', 'sideways'], m.io)).toBe(1);
    expect(m.err()).toBe(
      "ecosystem-cli: command-argument value 'sideways' is invalid for argument 'action'. Allowed choices are up, down, status.\n",
    );
  });
});

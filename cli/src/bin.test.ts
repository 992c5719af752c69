import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE_FLAGS } from '../bin/node-flags.mjs';
import { type Fixture, fixture } from './test-fixture.ts';

const BIN = fileURLToPath(new URL('../bin/ecosystem-cli.mjs', import.meta.url));

// End to end through the installed bin: tsx, config, plugins, the HTTP server and signals.
// Generous timeouts: each spawn compiles and loads core, which is slow on a busy 2-core machine.
describe('the ecosystem-cli bin', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture('sqlite');
  });
  afterAll(() => f.cleanup());

  /** Runs the bin with this Node, or (`shebang`) as the executable it is, through its shebang. */
  const start = (args: string[], env: Record<string, string> = {}, shebang = false) => {
    const { DATABASE_URL: _, ...inherited } = process.env;
    const child = spawn(shebang ? BIN : process.execPath, shebang ? args : [BIN, ...args], {
      env: { ...inherited, ...f.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    return { child, out: () => out, err: () => err };
  };
  const exit = async (child: ChildProcess) =>
    child.exitCode ?? ((await once(child, 'exit')) as [number | null])[0];

  it("serves /healthz on a free port, with the hub's Node flags, and stops cleanly on SIGTERM", async () => {
    expect(readFileSync(BIN, 'utf8').split('\n')[0]).toBe(`#!/usr/bin/env -S node ${NODE_FLAGS.join(' ')}`);
    const p = start(['serve', '--port', '0', '--no-seed', '--json'], {}, true);
    const line = await new Promise<string>((resolve, reject) => {
      p.child.stdout.on('data', () => {
        const found = p
          .out()
          .split('\n')
          .find((l) => l.includes('"url"'));
        if (found) resolve(found);
      });
      p.child.once('exit', (code) => reject(new Error(`exited ${code}: ${p.err()}`)));
    });
    const { url, demo } = JSON.parse(line);
    expect(demo).toBeNull();
    const res = await fetch(`${url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    // Executed through its shebang, the server runs with the flags (node-flags.mjs says why).
    const argv = readFileSync(`/proc/${p.child.pid}/cmdline`, 'utf8').split('\0');
    for (const flag of NODE_FLAGS) expect(argv).toContain(flag);
    p.child.kill('SIGTERM');
    expect(await exit(p.child)).toBe(0);
  }, 60_000);

  it('exits non-zero with a one-line reason on a bad configuration value', async () => {
    const p = start(['serve'], { PORT: 'abc' });
    expect(await exit(p.child)).toBe(1);
    expect(p.err()).toMatch(/^ecosystem-cli: Invalid configuration: PORT: [^\n]+\n$/);
  }, 60_000);
});

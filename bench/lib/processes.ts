import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NODE_FLAGS } from '../../cli/bin/node-flags.mjs';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the compiled start (cli/build), as `pnpm start` does: the bin runs cli/lib while it matches
 * the sources, and the TypeScript sources through tsx otherwise, so a bench of a server after a
 * change to its sources would measure tsx without it.
 */
export function buildCompiled(): void {
  const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'cli/build/build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0 || !existsSync(path.join(REPO_ROOT, 'cli/lib/build.json')))
    throw new Error('the compiled start did not build (cli/build/build.mjs)');
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface Started {
  url: string;
  /** Milliseconds from spawn to the first 200 of /healthz. */
  coldStartMs: number;
  /** CPU time (user + system) the server process had used by then, in ms (Linux; NaN elsewhere). */
  coldStartCpuMs: number;
  /** The server's process id (for cpuMsOf). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts a server (node `args`) and waits for its first 200 of /healthz. Every server runs with the
 * hub's Node flags (cli/bin/node-flags.mjs), as `pnpm start` runs the hub, so that a ratio between
 * the hub and a bare or floor server compares their code, not their runtime settings; `nodeFlags`
 * replaces them (http-baseline's hub with Node's defaults), and so does BENCH_NODE_FLAGS for every
 * server of a run (`BENCH_NODE_FLAGS= node --import tsx ingest.ts`: Node's defaults).
 */
export async function startAndWait(
  args: string[],
  env: Record<string, string>,
  port: number,
  nodeFlags: readonly string[] = process.env.BENCH_NODE_FLAGS !== undefined
    ? process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean)
    : NODE_FLAGS,
): Promise<Started> {
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  // BENCH_CPU_PROF=<dir>: profile the server; a signal ends it normally so the profile is written.
  const prof = process.env.BENCH_CPU_PROF;
  const flags = prof
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${prof}`,
        '--import',
        path.join(import.meta.dirname, 'exit-on-signal.mjs'),
      ]
    : [];
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, ...flags, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited ${child.exitCode}: ${stderr}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  const coldStartMs = performance.now() - t0;
  return {
    url,
    coldStartMs,
    coldStartCpuMs: cpuMsOf(child.pid),
    pid: child.pid as number,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** CPU time a process has used (user + system, ms), from /proc; NaN where there is none. */
export function cpuMsOf(pid: number | null | undefined): number {
  try {
    // Fields after the command name: state is the 1st, utime the 12th, stime the 13th (clock ticks, 100/s).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** A fresh data folder, removed by the returned function. */
export function tempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-bench-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs `load` and answers its result with the server's CPU microseconds per request meanwhile. */
export async function withCpu<R extends { requests: { total: number } }>(
  pid: number,
  load: () => Promise<R>,
): Promise<R & { cpuUsPerReq: number }> {
  const cpu0 = cpuMsOf(pid);
  const r = await load();
  return Object.assign(r, {
    cpuUsPerReq: r.requests.total ? ((cpuMsOf(pid) - cpu0) * 1000) / r.requests.total : 0,
  });
}

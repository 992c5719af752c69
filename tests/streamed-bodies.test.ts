import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlugins, REPO_ROOT } from '../core/src/host/load-plugins.ts';
import { DEFAULT_BODY_LIMIT } from '../core/src/http/body.ts';
import { createTestHub } from '../core/src/testing/index.ts';

// Bodies without a Content-Length (chunked), sent over a real socket to a real hub process (the CLI's
// `serve`, every plugin of the repository): each is counted while it streams and refused at its
// route's limit, with the server's memory unmoved by hundreds of megabytes sent at it.
const plugins = await loadPlugins(process.env.PLUGINS_CONFIG);
const CLI = path.join(REPO_ROOT, 'cli/bin/ecosystem-cli.mjs');
const MiB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'x');

interface Sent {
  status: number;
  body: string;
  connection: string | undefined;
  /** Bytes the client managed to write before the answer (or the closed socket) stopped it. */
  written: number;
}

/**
 * POSTs `total` bytes chunked (no Content-Length), one reused 64 KiB chunk at a time with
 * backpressure, so the test holds none of it; stops writing once the answer has come.
 */
function sendChunked(url: string, method: string, total: number, type = 'application/json'): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = request(url, { method, headers: { 'content-type': type, 'transfer-encoding': 'chunked' } });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection, written });
        req.destroy();
      });
      res.on('error', reject);
    });
    // The server closes the connection after its answer: writes still under way then fail.
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const pump = () => {
      while (!answered && written < total) {
        const n = Math.min(CHUNK.length, total - written);
        written += n;
        if (!req.write(n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n))) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/**
 * A client that sends a chunked body without reading anything until its writes stall (no drain for
 * `stallMs`) or `total` bytes are written, then reads what the server answered: the slowest reader
 * of its answer a sender can be. Resolves with the bytes written and the answer's text, or with the
 * socket error that cut it off.
 */
function sendWithoutReading(url: string, total: number, stallMs = 300) {
  const { hostname, port, pathname } = new URL(url);
  return new Promise<{ written: number; answer: string; error?: string }>((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.pause();
    let written = 0;
    let answer = '';
    let error: string | undefined;
    let stop = false;
    socket.on('error', (err: NodeJS.ErrnoException) => {
      error = err.code ?? err.message;
    });
    // Once the answer comes, stop sending (the server closes after it).
    socket.on('data', (d) => {
      answer += d;
      stop = true;
    });
    // The server ends its side after the answer: the client drops what it had still queued.
    socket.on('end', () => socket.destroy());
    socket.on('close', () => resolve({ written, answer, error }));
    const chunk = Buffer.concat([
      Buffer.from(`${CHUNK.length.toString(16)}\r\n`),
      CHUNK,
      Buffer.from('\r\n'),
    ]);
    const read = () => socket.resume();
    socket.once('connect', () => {
      socket.write(
        `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n`,
      );
      const pump = () => {
        while (written < total && !stop && !socket.destroyed) {
          written += CHUNK.length;
          if (!socket.write(chunk)) {
            const stalled = setTimeout(read, stallMs);
            socket.once('drain', () => {
              clearTimeout(stalled);
              pump();
            });
            return;
          }
        }
        read();
      };
      pump();
    });
  });
}

const rssOf = (pid: number) => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
};

describe('chunked bodies against a served hub', () => {
  let child: ChildProcess;
  let url: string;
  let dir: string;
  // What the served hub said and how it ended, for the message of a test that finds it gone.
  let err = '';
  let ended: string | null = null;
  const alive = () =>
    expect(ended, `the served hub exited (${ended}); its stderr:\n${err.slice(-4000)}`).toBeNull();
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ecohub-bodies-'));
    const { DATABASE_URL: _, ...env } = process.env;
    child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--no-seed', '--json'], {
      cwd: REPO_ROOT,
      env: { ...env, DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.once('exit', (code, signal) => {
      ended = `code ${code}, signal ${signal}`;
    });
    child.stderr?.on('data', (d) => {
      err += d;
    });
    url = await new Promise<string>((resolve, reject) => {
      child.stdout?.on('data', (d) => {
        out += d;
        const line = out.split('\n').find((l) => l.includes('"url"'));
        if (line) resolve(JSON.parse(line).url);
      });
      child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${err}`)));
    });
  }, 90_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a body over the limit without Content-Length with 413 on every mutating route', async () => {
    const limits = new Map<string, number>();
    for (const p of plugins)
      for (const [route, n] of Object.entries(p.bodyLimits ?? {})) limits.set(route, n);
    const t = await createTestHub({ plugins });
    const routes = [
      ...new Set(
        t.hub.app.routes
          .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !r.path.includes('*'))
          .map((r) => `${r.method} ${r.path}`),
      ),
    ];
    await t.close();
    expect(routes).toContain('POST /api/record');
    expect(routes).toContain('POST /api/contacts/import-csv');
    const problems: string[] = [];
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      const limit = limits.get(pattern) ?? DEFAULT_BODY_LIMIT;
      const concrete = pattern.replace(
        /:[A-Za-z0-9_]+(\{[^}]*\})?\??/g,
        '00000000-0000-4000-8000-000000000000',
      );
      const res = await sendChunked(`${url}${concrete}`, method, limit + 1);
      const expected = {
        message: `Request body is larger than ${Math.round(limit / 1024)} KiB`,
        code: 'payload_too_large',
      };
      if (res.status !== 413 || res.body !== JSON.stringify(expected) || res.connection !== 'close')
        problems.push(`${route}: ${res.status} ${res.connection} ${res.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    // The server still answers on new connections.
    alive();
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  }, 120_000);

  it('still answers 413 to a sender that only reads once its writes stall', async () => {
    alive();
    // Past the limit the server discards the rest for a moment, then stops reading: the sender's
    // writes stall instead of its connection being reset, and the 413 waits for it to read.
    const res = await sendWithoutReading(`${url}/api/auth/login`, 250 * MiB);
    expect(res.error).toBeUndefined();
    expect(res.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(res.answer).toContain('"code":"payload_too_large"');
    expect(res.written).toBeLessThan(100 * MiB);
    expect(res.written).toBeGreaterThan(DEFAULT_BODY_LIMIT + 8 * MiB);
  }, 60_000);

  it('keeps its memory while two 250 MB chunked bodies are sent at once', async () => {
    alive();
    const pid = child.pid!;
    // Warm: one small request, so the first use of the route is not counted as growth.
    await sendChunked(`${url}/api/auth/login`, 'POST', 2 * MiB);
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      if (ended === null) peak = Math.max(peak, rssOf(pid));
    }, 5);
    const sent = await Promise.all([
      sendChunked(`${url}/api/auth/login`, 'POST', 250 * MiB),
      sendChunked(`${url}/api/record`, 'POST', 250 * MiB),
    ]).finally(() => clearInterval(sampler));
    const after = rssOf(pid);
    peak = Math.max(peak, after);
    console.log(
      `hub RSS: before ${(before / MiB).toFixed(1)} MB, peak ${(peak / MiB).toFixed(1)} MB, after ${(after / MiB).toFixed(1)} MB; client wrote ${sent.map((s) => (s.written / MiB).toFixed(1)).join(' + ')} MB before the answers`,
    );
    expect(sent.map((s) => s.status)).toEqual([413, 413]);
    // The server stopped reading at the limit: the clients could not push the 250 MB through.
    for (const s of sent) expect(s.written).toBeLessThan(100 * MiB);
    expect(peak - before).toBeLessThan(50 * MiB);
    expect(after - before).toBeLessThan(50 * MiB);
  }, 120_000);
});

import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Dialect } from '../db/connect.ts';
import { runInThread } from './thread.ts';

export const MANIFEST_SUFFIX = '.manifest.json';
export const PARTIAL_SUFFIX = '.partial';

/** What a backup holds, written beside the archive (`<archive>.manifest.json`). */
export interface BackupManifest {
  format: 1;
  hubVersion: string;
  dialect: Dialect;
  /** PostgreSQL: the schema dumped. */
  schema?: string;
  createdAt: string;
  /** File name of the archive (in the same folder). */
  file: string;
  size: number;
  sha256: string;
  encrypted: boolean;
  /** Rows per table, counted in the same snapshot as the copy. */
  tables: Record<string, number>;
  /** Executed migrations per owner (core and each plugin), in order. */
  migrations: Record<string, string[]>;
  /** Versions of the enabled plugins, when known. */
  plugins?: Record<string, string>;
  /** Set once the archive was restored into a scratch database and matched this manifest. */
  verified: { at: string; durationMs: number } | null;
}

export const manifestPath = (archive: string) => `${archive}${MANIFEST_SUFFIX}`;

export function readManifest(archive: string): BackupManifest {
  const p = manifestPath(archive);
  if (!existsSync(p)) throw new Error(`No manifest beside ${archive} (expected ${p})`);
  try {
    return JSON.parse(readFileSync(p, 'utf8')) as BackupManifest;
  } catch (err) {
    throw new Error(`The manifest ${p} is not readable JSON: ${(err as Error).message}`);
  }
}

/** Written to a temporary name, then renamed: a crash leaves the old manifest or the new one. */
export function writeManifest(archive: string, m: BackupManifest): void {
  const p = manifestPath(archive);
  writeFileSync(`${p}${PARTIAL_SUFFIX}`, `${JSON.stringify(m, null, 2)}\n`);
  renameSync(`${p}${PARTIAL_SUFFIX}`, p);
}

export function sha256File(file: string): Promise<string> {
  // In a worker thread: hashing a large archive on the hub's thread would hold its requests for
  // the millisecond or two each megabyte takes, over and over.
  return runInThread<string>(HASH_WORKER, { file }, 'hashing');
}

const HASH_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { openSync, readSync, closeSync } = require('node:fs');
try {
  const hash = createHash('sha256');
  const buf = Buffer.allocUnsafe(1024 * 1024);
  const fd = openSync(workerData.file, 'r');
  try {
    for (let n; (n = readSync(fd, buf, 0, buf.length, null)) > 0; ) hash.update(buf.subarray(0, n));
  } finally {
    closeSync(fd);
  }
  parentPort.postMessage({ result: hash.digest('hex') });
} catch (err) {
  parentPort.postMessage({ error: String((err && err.message) || err) });
}
`;

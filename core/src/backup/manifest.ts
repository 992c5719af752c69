import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Dialect } from '../db/connect.ts';

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

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) hash.update(chunk);
  return hash.digest('hex');
}

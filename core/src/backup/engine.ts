import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pkg from '../../package.json' with { type: 'json' };
import type { CoreTables } from '../db/tables.ts';
import { decryptFile, encryptFile, isEncrypted, WrongKeyError } from './crypto.ts';
import { type DataLocation, locationOf } from './location.ts';
import { takeExclusiveLock } from './lock.ts';
import {
  type BackupManifest,
  MANIFEST_SUFFIX,
  manifestPath,
  PARTIAL_SUFFIX,
  readManifest,
  sha256File,
  writeManifest,
} from './manifest.ts';
import { dumpPostgres, inspectDump, swapRestorePostgres } from './postgres.ts';
import { type RetentionPolicy, toKeep } from './retention.ts';
import { copySqlite, inspectSqlite, type SqliteFacts } from './sqlite.ts';

export { WrongKeyError };

export type BackupStep = 'copy' | 'checksum' | 'verify' | 'retention';
export type OnProgress = (step: BackupStep, done: number, total: number) => void;

/** The weekly schedule (UTC): Sundays at 03:00. */
export const BACKUP_CRON = '0 3 * * 0';
/** `list` warns when the newest verified backup is older than this (a week and a day). */
export const BACKUP_MAX_AGE_MS = 8 * 86_400_000;

export interface BackupOptions {
  db: Kysely<CoreTables>;
  dir: string;
  /** Encrypt with this secret (AES-256-GCM); undefined for a plain archive. */
  encryptWith?: string;
  retention?: RetentionPolicy;
  plugins?: Record<string, string>;
  now?: () => Date;
  onProgress?: OnProgress;
}

export interface BackupResult {
  path: string;
  manifest: BackupManifest;
  deleted: string[];
}

const stamp = (d: Date) => d.toISOString().replace(/[-:.]/g, '');

function scratchDir(): string {
  const dir = path.join(tmpdir(), `ecohub-backup-${process.pid}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Backs the hub's database up into `dir`, then verifies the archive (restored into a scratch
 * database) before it gets its final name: a run killed at any point leaves only `.partial` files,
 * which `list` shows as incomplete and the next backup removes.
 */
export async function createBackup(o: BackupOptions): Promise<BackupResult> {
  const now = o.now ?? (() => new Date());
  const loc = await locationOf(o.db);
  mkdirSync(o.dir, { recursive: true });
  removePartials(o.dir);
  const createdAt = now();
  const name = `ecohub-${stamp(createdAt)}.${loc.dialect === 'sqlite' ? 'sqlite' : 'dump'}${o.encryptWith ? '.enc' : ''}`;
  const final = path.join(o.dir, name);
  const partial = `${final}${PARTIAL_SUFFIX}`;
  const raw = o.encryptWith ? `${final}.raw${PARTIAL_SUFFIX}` : partial;
  const progress = o.onProgress ?? (() => {});
  try {
    progress('copy', 0, 1);
    let facts: SqliteFacts;
    if (loc.dialect === 'sqlite')
      facts = await copySqlite(loc.file, raw, (p) => progress('copy', p.done, p.total));
    else facts = await dumpPostgres(loc.url, loc.schema, raw);
    progress('copy', 1, 1);
    if (o.encryptWith) {
      await encryptFile(raw, partial, o.encryptWith);
      await rm(raw, { force: true });
    }
    progress('checksum', 0, 1);
    const manifest: BackupManifest = {
      format: 1,
      hubVersion: pkg.version,
      dialect: loc.dialect,
      ...(loc.dialect === 'postgres' ? { schema: loc.schema } : {}),
      createdAt: createdAt.toISOString(),
      file: name,
      size: statSync(partial).size,
      sha256: await sha256File(partial),
      encrypted: !!o.encryptWith,
      tables: facts.tables,
      migrations: facts.migrations,
      ...(o.plugins ? { plugins: o.plugins } : {}),
      verified: null,
    };
    progress('checksum', 1, 1);
    progress('verify', 0, 1);
    const started = Date.now();
    const v = await verifyArchive(partial, manifest, { key: o.encryptWith, location: loc });
    if (!v.ok) throw new Error(`The new backup failed verification: ${v.problems.join('; ')}`);
    manifest.verified = { at: now().toISOString(), durationMs: Date.now() - started };
    progress('verify', 1, 1);
    renameSync(partial, final);
    writeManifest(final, manifest);
    progress('retention', 0, 1);
    const deleted = o.retention ? await prune(o.dir, o.retention) : [];
    progress('retention', 1, 1);
    return { path: final, manifest, deleted };
  } catch (err) {
    await rm(raw, { force: true });
    await rm(partial, { force: true });
    throw err;
  }
}

/** Leftovers of runs that were killed (never a finished backup). */
export function removePartials(dir: string): void {
  if (!existsSync(dir)) return;
  for (const f of readdirSync(dir))
    if (f.endsWith(PARTIAL_SUFFIX)) rmSync(path.join(dir, f), { force: true });
}

export interface VerifyOptions {
  key?: string;
  /** Where a PostgreSQL dump is restored to check it (a scratch database on that server). */
  location?: DataLocation;
  /** Keep the restored scratch database file here (SQLite; restore uses it). */
  keepAs?: string;
}

export interface VerifyResult {
  ok: boolean;
  problems: string[];
  manifest: BackupManifest;
}

/** Verifies a finished backup against its manifest (the `backup verify FILE` command). */
export async function verifyBackup(file: string, o: VerifyOptions = {}): Promise<VerifyResult> {
  if (!existsSync(file)) throw new Error(`No such backup: ${file}`);
  return verifyArchive(file, readManifest(file), o);
}

/**
 * Checks size and SHA-256, decrypts (a wrong key throws WrongKeyError), restores into a scratch
 * database (a temporary SQLite file; a new PostgreSQL database), runs integrity_check / pg_restore,
 * and compares row counts and migrations with the manifest.
 */
async function verifyArchive(file: string, m: BackupManifest, o: VerifyOptions): Promise<VerifyResult> {
  const problems: string[] = [];
  const size = statSync(file).size;
  if (size !== m.size) problems.push(`size is ${size} bytes, the manifest says ${m.size}`);
  const sha = await sha256File(file);
  if (sha !== m.sha256)
    problems.push('SHA-256 does not match the manifest (the archive was changed or damaged)');
  if (problems.length) return { ok: false, problems, manifest: m };
  if (m.encrypted !== isEncrypted(file)) problems.push('encryption does not match the manifest');
  const dir = scratchDir();
  try {
    const plain = path.join(dir, m.dialect === 'sqlite' ? 'scratch.sqlite' : 'scratch.dump');
    if (m.encrypted) await decryptFile(file, plain, o.key);
    else await copyFile(file, plain);
    let facts: SqliteFacts;
    if (m.dialect === 'sqlite') {
      facts = await inspectSqlite(plain);
      if (facts.integrity !== 'ok') problems.push(`integrity_check: ${facts.integrity}`);
    } else {
      if (o.location?.dialect !== 'postgres')
        throw new Error('Verifying a PostgreSQL backup needs a PostgreSQL server: set DATABASE_URL');
      facts = await inspectDump(o.location.url, m.schema ?? 'public', plain);
    }
    if (!problems.length) problems.push(...compareFacts(m, facts));
    if (o.keepAs && !problems.length) renameSync(plain, o.keepAs);
    return { ok: problems.length === 0, problems, manifest: m };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function compareFacts(m: Pick<BackupManifest, 'tables' | 'migrations'>, f: SqliteFacts): string[] {
  const problems: string[] = [];
  const names = new Set([...Object.keys(m.tables), ...Object.keys(f.tables)]);
  for (const t of [...names].sort()) {
    if (m.tables[t] !== f.tables[t])
      problems.push(
        `table ${t}: ${f.tables[t] ?? 'missing'} rows restored, manifest says ${m.tables[t] ?? 'none'}`,
      );
  }
  const owners = new Set([...Object.keys(m.migrations), ...Object.keys(f.migrations)]);
  for (const owner of [...owners].sort()) {
    if (JSON.stringify(m.migrations[owner] ?? []) !== JSON.stringify(f.migrations[owner] ?? []))
      problems.push(`migrations of ${owner} differ from the manifest`);
  }
  return problems;
}

export interface BackupEntry {
  file: string;
  path: string;
  createdAt: string;
  size: number;
  state: 'verified' | 'unverified' | 'incomplete';
  encrypted: boolean;
  dialect: string | null;
  ageMs: number;
}

export interface BackupList {
  dir: string;
  backups: BackupEntry[];
  newestVerified: BackupEntry | null;
  /** Set when the newest verified backup is older than the schedule allows (or there is none). */
  warning: string | null;
}

/** Backups in `dir`, newest first; `.partial` leftovers are listed as incomplete, never verified. */
export function listBackups(dir: string, now = new Date(), maxAgeMs = BACKUP_MAX_AGE_MS): BackupList {
  const backups: BackupEntry[] = [];
  const files = existsSync(dir) ? readdirSync(dir) : [];
  for (const f of files) {
    if (f.endsWith(MANIFEST_SUFFIX) || f.endsWith(`${MANIFEST_SUFFIX}${PARTIAL_SUFFIX}`)) continue;
    if (!f.startsWith('ecohub-')) continue;
    const p = path.join(dir, f);
    const st = statSync(p);
    let m: BackupManifest | null = null;
    if (!f.endsWith(PARTIAL_SUFFIX) && existsSync(manifestPath(p))) {
      try {
        m = readManifest(p);
      } catch {
        m = null;
      }
    }
    const createdAt = m?.createdAt ?? st.mtime.toISOString();
    backups.push({
      file: f,
      path: p,
      createdAt,
      size: st.size,
      state: f.endsWith(PARTIAL_SUFFIX)
        ? 'incomplete'
        : m?.verified && m.size === st.size
          ? 'verified'
          : 'unverified',
      encrypted: m?.encrypted ?? f.includes('.enc'),
      dialect: m?.dialect ?? null,
      ageMs: now.getTime() - new Date(createdAt).getTime(),
    });
  }
  backups.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const newestVerified = backups.find((b) => b.state === 'verified') ?? null;
  let warning: string | null = null;
  if (!newestVerified) warning = 'No verified backup yet';
  else if (newestVerified.ageMs > maxAgeMs)
    warning = `The newest verified backup is ${Math.floor(newestVerified.ageMs / 86_400_000)} days old; the weekly schedule should have made a newer one`;
  return { dir, backups, newestVerified, warning };
}

/** Deletes verified backups the policy does not keep; answers their names. */
export async function prune(dir: string, policy: RetentionPolicy): Promise<string[]> {
  const verified = listBackups(dir).backups.filter((b) => b.state === 'verified');
  const keep = toKeep(
    verified.map((b) => ({ name: b.file, createdAt: b.createdAt })),
    policy,
  );
  const deleted: string[] = [];
  for (const b of verified) {
    if (keep.has(b.file)) continue;
    await rm(b.path, { force: true });
    await rm(manifestPath(b.path), { force: true });
    deleted.push(b.file);
  }
  return deleted;
}

export interface RestoreOptions {
  file: string;
  location: DataLocation;
  key?: string;
  onStep?: (step: 'lock' | 'verify' | 'swap' | 'check') => void;
}

export interface RestoreResult {
  file: string;
  /** Where the data that was replaced is kept (a file, or a PostgreSQL schema). */
  aside: string;
  tables: Record<string, number>;
}

/**
 * Restores a backup over the current data: refuses while a hub serves it, verifies the archive in
 * a scratch database first, keeps the current data aside, swaps, checks the restored data against
 * the manifest, and puts the old data back if that check fails.
 */
export async function restoreBackup(o: RestoreOptions): Promise<RestoreResult> {
  if (!existsSync(o.file)) throw new Error(`No such backup: ${o.file}`);
  const m = readManifest(o.file);
  if (m.dialect !== o.location.dialect)
    throw new Error(`This is a ${m.dialect} backup; the hub's database is ${o.location.dialect}`);
  if (o.location.dialect === 'postgres' && m.schema !== o.location.schema)
    throw new Error(`This backup holds schema '${m.schema}'; the hub uses schema '${o.location.schema}'`);
  o.onStep?.('lock');
  const lock = await takeExclusiveLock(o.location);
  try {
    o.onStep?.('verify');
    if (o.location.dialect === 'sqlite') {
      const target = o.location.file;
      const restoring = `${target}.restoring`;
      rmSync(restoring, { force: true });
      const v = await verifyArchive(o.file, m, { key: o.key, keepAs: restoring });
      if (!v.ok) throw new Error(`The backup failed verification: ${v.problems.join('; ')}`);
      o.onStep?.('swap');
      const aside = `${target}.pre-restore-${stamp(new Date())}`;
      const moved: Array<[string, string]> = [];
      for (const suffix of ['', '-wal', '-shm']) {
        if (!existsSync(target + suffix)) continue;
        renameSync(target + suffix, aside + suffix);
        moved.push([target + suffix, aside + suffix]);
      }
      renameSync(restoring, target);
      o.onStep?.('check');
      const facts = await inspectSqlite(target);
      const problems =
        facts.integrity === 'ok' ? compareFacts(m, facts) : [`integrity_check: ${facts.integrity}`];
      if (problems.length) {
        rmSync(target, { force: true });
        for (const [from, to] of moved) renameSync(to, from);
        throw new Error(
          `The restored database did not match the manifest (current data kept): ${problems.join('; ')}`,
        );
      }
      return { file: o.file, aside, tables: facts.tables };
    }
    const dir = scratchDir();
    try {
      const plain = path.join(dir, 'restore.dump');
      const v = await verifyArchive(o.file, m, { key: o.key, location: o.location, keepAs: plain });
      if (!v.ok) throw new Error(`The backup failed verification: ${v.problems.join('; ')}`);
      o.onStep?.('swap');
      let tables: Record<string, number> = {};
      const { aside } = await swapRestorePostgres(o.location.url, o.location.schema, plain, (facts) => {
        const problems = compareFacts(m, facts);
        if (problems.length)
          throw new Error(
            `The restored schema did not match the manifest (current data kept): ${problems.join('; ')}`,
          );
        tables = facts.tables;
      });
      o.onStep?.('check');
      return { file: o.file, aside: `schema ${aside}`, tables };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await lock.release();
  }
}

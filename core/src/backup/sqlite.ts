import { createRequire } from 'node:module';
import { runInThread } from './thread.ts';

export interface SqliteFacts {
  tables: Record<string, number>;
  migrations: Record<string, string[]>;
  /** `PRAGMA integrity_check` (inspect only): 'ok' or the problems found. */
  integrity?: string;
  /** How the copy was made: the database file at a WAL-free snapshot, or the backup API's pages. */
  method?: 'file' | 'pages';
}

export interface CopyProgress {
  done: number;
  total: number;
}

// Plain CommonJS run in a worker thread, so neither the copy nor the checks block the hub's event loop.
// The copy holds one read transaction from the first page to the last: in WAL mode the hub keeps
// writing meanwhile, the copy is the snapshot taken when it began, and the row counts are read in
// that same transaction (the same snapshot). The backup API would otherwise restart on every write
// of another connection.
//
// The fast path: a TRUNCATE checkpoint empties the WAL, then the read transaction begins. If the WAL
// file is still empty once that transaction has read, the snapshot began with no WAL frame (SQLite
// truncates the WAL only while no reader holds a frame of it), so it reads the database file alone
// (read mark 0), and no checkpoint can write into that file until it ends (a checkpoint's backfill
// needs read mark 0 exclusively): a kernel copy of the file is the snapshot, at copy_file_range
// speed. A write that slipped in between leaves frames in the WAL: tried again a few times, then the
// backup API copies page by page. Either way the copy is verified against this snapshot's counts.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { copyFileSync, statSync } = require('node:fs');
const Database = require(workerData.driver);
function walEmpty(file) {
  try {
    return statSync(file + '-wal').size === 0;
  } catch (err) {
    return err.code === 'ENOENT';
  }
}
// Begins the read transaction (its snapshot starts at its first read); true when that snapshot is
// the database file alone.
function snapshot(db, file) {
  for (let i = 0; ; i++) {
    // A passive checkpoint first copies the WAL into the database file and syncs it without
    // holding the hub's writers; the TRUNCATE checkpoint after it, which holds them while it waits
    // for readers, finds next to nothing left to copy or sync, and waits 20 ms at most.
    db.pragma('busy_timeout = 20');
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
      db.pragma('wal_checkpoint(TRUNCATE)');
    } catch {}
    db.pragma('busy_timeout = 5000');
    db.exec('begin');
    db.prepare('select count(*) from sqlite_master').pluck().get();
    if (walEmpty(file)) return true;
    if (i === 4) return false;
    db.exec('commit');
  }
}
function facts(db) {
  const q = (s) => '"' + s.replace(/"/g, '""') + '"';
  const names = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").pluck().all();
  const tables = {};
  for (const n of names) tables[n] = db.prepare('select count(*) from ' + q(n)).pluck().get();
  const migrations = {};
  for (const n of names) {
    const m = /^migrations_(.+)$/.exec(n);
    if (!m || n.endsWith('_lock')) continue;
    migrations[m[1]] = db.prepare('select name from ' + q(n) + ' order by name').pluck().all();
  }
  return { tables, migrations };
}
(async () => {
  try {
    if (workerData.op === 'copy') {
      const db = new Database(workerData.source, { fileMustExist: true });
      db.pragma('busy_timeout = 5000');
      let fileIsSnapshot = false;
      if (workerData.fast === false) db.exec('begin');
      else fileIsSnapshot = snapshot(db, workerData.source);
      const f = facts(db);
      let last = 0;
      if (fileIsSnapshot) {
        copyFileSync(workerData.source, workerData.dest);
        db.exec('commit');
        db.close();
        parentPort.postMessage({ result: { ...f, method: 'file' } });
        return;
      }
      await db.backup(workerData.dest, {
        progress({ totalPages, remainingPages }) {
          const now = Date.now();
          if (now - last > 200) {
            last = now;
            parentPort.postMessage({ progress: { done: totalPages - remainingPages, total: totalPages } });
          }
          return workerData.pagesPerStep;
        },
      });
      db.exec('commit');
      db.close();
      parentPort.postMessage({ result: { ...f, method: 'pages' } });
    } else {
      const db = new Database(workerData.source, { fileMustExist: true });
      const integrity = db.pragma('integrity_check').map((r) => r.integrity_check).join('; ');
      const f = integrity === 'ok' ? facts(db) : { tables: {}, migrations: {} };
      db.close();
      parentPort.postMessage({ result: { ...f, integrity } });
    }
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
})();
`;

function runWorker(
  data: Record<string, unknown>,
  onProgress?: (p: CopyProgress) => void,
): Promise<SqliteFacts> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  return runInThread<SqliteFacts, CopyProgress>(WORKER, { ...data, driver }, 'SQLite backup', onProgress);
}

/**
 * Copies a live SQLite database in a worker thread with its own connection: the database file itself
 * when a snapshot without WAL frames can be had (see above), else the online backup API
 * (better-sqlite3's `backup()`; `fast: false` forces it); answers the row counts and migrations of
 * the copied snapshot.
 */
export function copySqlite(
  source: string,
  dest: string,
  onProgress?: (p: CopyProgress) => void,
  o: { pagesPerStep?: number; fast?: boolean } = {},
): Promise<SqliteFacts> {
  return runWorker(
    { op: 'copy', source, dest, pagesPerStep: o.pagesPerStep ?? 4096, fast: o.fast },
    onProgress,
  );
}

/** integrity_check, row counts and migrations of a SQLite file (in a worker thread). */
export function inspectSqlite(file: string): Promise<SqliteFacts> {
  return runWorker({ op: 'inspect', source: file });
}

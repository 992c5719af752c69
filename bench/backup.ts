// Backup of a live SQLite database: `node --import tsx bench/backup.ts [MB]` (default 500).
// Builds a database of about that size, then in the same run measures
//  - a raw file copy of it (fs.copyFile, the baseline) and a read/write stream copy,
//  - the backup's copy step (in a worker thread: the database file at a WAL-free snapshot, and the
//    online backup API page by page) and the whole verified backup
//    (copy, SHA-256, restore into a scratch file with integrity_check and row counts),
// with a writer inserting a row every millisecond through the hub's own connection (Kysely, WAL,
// background checkpoints) during the backup, and reports the longest gap between two of its
// inserts, with the same writer's longest gap without a backup as the baseline.
// Goals: backup copy ≥ 0.5 × the raw copy's MB/s; longest writer stall ≤ 50 ms.
import {
  closeSync,
  copyFileSync,
  createReadStream,
  createWriteStream,
  fsyncSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { copySqlite } from '../core/src/backup/sqlite.ts';
import { connect, createBackup } from '../core/src/index.ts';

const targetMb = Number(process.argv[2] ?? 500);
const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-bench-backup-'));
const file = path.join(dir, 'ecohub.sqlite');
const mbOf = (f: string) => statSync(f).size / 1024 / 1024;
const rate = (mb: number, ms: number) => (mb / (ms / 1000)).toFixed(0);

try {
  // 1. About targetMb of rows (1 KiB of text each) and an index, like a hub's tables.
  const t0 = Date.now();
  const build = new SQLite(file);
  build.pragma('journal_mode = WAL');
  build.pragma('synchronous = OFF');
  build.exec('create table items (id integer primary key, org_id text not null, body text not null)');
  build.exec('create index items_org on items (org_id, id)');
  const ins = build.prepare('insert into items (org_id, body) values (?, ?)');
  const rows = Math.round((targetMb * 1024 * 1024) / 1150);
  const body = (i: number) => `${i.toString(36)} `.repeat(1024).slice(0, 1024);
  for (let i = 0; i < rows; i += 10_000) {
    build.transaction(() => {
      for (let k = i; k < Math.min(rows, i + 10_000); k++) ins.run(`org-${k % 50}`, body(k));
    })();
  }
  build.pragma('wal_checkpoint(TRUNCATE)');
  build.close();
  // On disk, as a running hub's database is (its checkpoints sync it): built with synchronous OFF,
  // its 600 MB would otherwise still be waiting in the page cache, and the first checkpoint's sync
  // would write them all while the writer below waits on the disk.
  const fd = openSync(file, 'r+');
  fsyncSync(fd);
  closeSync(fd);
  const size = mbOf(file);
  console.log(
    `database: ${size.toFixed(0)} MB, ${rows} rows (built in ${((Date.now() - t0) / 1000).toFixed(0)} s)`,
  );

  // 2. Baselines: the raw copy (copy_file_range where the kernel has it) and a stream copy.
  let s = Date.now();
  copyFileSync(file, path.join(dir, 'raw-copy.sqlite'));
  const rawMs = Date.now() - s;
  s = Date.now();
  await pipeline(
    createReadStream(file, { highWaterMark: 1 << 20 }),
    createWriteStream(path.join(dir, 'stream-copy.sqlite')),
  );
  const streamMs = Date.now() - s;
  rmSync(path.join(dir, 'raw-copy.sqlite'));
  rmSync(path.join(dir, 'stream-copy.sqlite'));

  // 3. The hub's connection and a writer: one insert per millisecond; the longest gap between two.
  const database = connect({ url: `sqlite:${file}` });
  // The backup step running now, so the longest gap can be attributed to one.
  let phase = '';
  const writer = () => {
    let stop = false;
    let longest = 0;
    let longestIn = '';
    let count = 0;
    const done = (async () => {
      let last = performance.now();
      while (!stop) {
        await database.db.insertInto('items').values({ orgId: 'org-w', body: 'w' }).execute();
        count++;
        const now = performance.now();
        if (now - last > longest) {
          longest = now - last;
          longestIn = phase;
        }
        await new Promise((r) => setTimeout(r, 1));
        last = performance.now();
      }
    })();
    return async () => {
      stop = true;
      await done;
      return { longest, longestIn, count };
    };
  };
  // Baseline stall: the same writer for 3 s with no backup.
  let stopWriter = writer();
  await new Promise((r) => setTimeout(r, 3000));
  const idle = await stopWriter();

  // 4. The backup's copy step alone, under the writer: as the backup makes it (the database file
  //    at a WAL-free snapshot when it can have one), then page by page with the backup API.
  const copyStep = async (fast: boolean) => {
    stopWriter = writer();
    const started = Date.now();
    const { method } = await copySqlite(file, path.join(dir, 'copy-step.sqlite'), undefined, { fast });
    const ms = Date.now() - started;
    const stall = await stopWriter();
    rmSync(path.join(dir, 'copy-step.sqlite'));
    return { ms, stall, method };
  };
  const { ms: copyMs, stall: copyStall, method } = await copyStep(true);
  const { ms: pagesMs, stall: pagesStall } = await copyStep(false);

  // 5. The whole verified backup, under the writer.
  stopWriter = writer();
  s = Date.now();
  const steps: Record<string, number> = {};
  let stepStart = Date.now();
  let current = '';
  const r = await createBackup({
    db: database.db,
    dir: path.join(dir, 'backups'),
    onProgress: (step) => {
      if (step === current) return;
      if (current) steps[current] = Date.now() - stepStart;
      current = step;
      phase = step;
      stepStart = Date.now();
    },
  });
  steps[current] = Date.now() - stepStart;
  const fullMs = Date.now() - s;
  const fullStall = await stopWriter();
  await database.close();

  const raw = Number(rate(size, rawMs));
  const copy = Number(rate(size, copyMs));
  console.log(`raw copy (fs.copyFile):            ${rawMs} ms, ${raw} MB/s`);
  console.log(`stream copy (read/write 1 MiB):    ${streamMs} ms, ${rate(size, streamMs)} MB/s`);
  const pages = Number(rate(size, pagesMs));
  console.log(
    `backup copy step (${method === 'file' ? 'file at a WAL-free snapshot' : 'backup API'}): ${copyMs} ms, ${copy} MB/s = ${(copy / raw).toFixed(2)} × raw copy (goal ≥ 0.5), ${(copy / Number(rate(size, streamMs))).toFixed(2)} × stream copy`,
  );
  console.log(
    `  page by page (backup API):       ${pagesMs} ms, ${pages} MB/s = ${(pages / raw).toFixed(2)} × raw copy, ${(pages / Number(rate(size, streamMs))).toFixed(2)} × stream copy`,
  );
  console.log(
    `verified backup end to end:        ${fullMs} ms, ${rate(size, fullMs)} MB/s (${Object.entries(steps)
      .map(([k, v]) => `${k} ${v} ms`)
      .join(', ')}); verified ${!!r.manifest.verified}`,
  );
  console.log(
    `writer, longest gap between inserts: no backup ${idle.longest.toFixed(1)} ms (${idle.count} inserts); during the copy step ${copyStall.longest.toFixed(1)} ms (${copyStall.count}), page by page ${pagesStall.longest.toFixed(1)} ms (${pagesStall.count}); during the verified backup ${fullStall.longest.toFixed(1)} ms in its ${fullStall.longestIn} step (${fullStall.count}) (goal ≤ 50 ms)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

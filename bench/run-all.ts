// `pnpm bench`: runs every benchmark in this folder (each top-level *.ts except this one) in turn.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const benches = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.ts') && f !== 'run-all.ts')
  .sort();
let failed = 0;
for (const bench of benches) {
  console.log(`\n▶ ${bench}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, bench)], {
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    failed++;
    console.log(`■ ${bench} failed (exit ${r.status})`);
  }
}
process.exit(failed ? 1 : 0);

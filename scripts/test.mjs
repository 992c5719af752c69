#!/usr/bin/env node
// `pnpm test`: every check a change must pass, in order, stopping at the first failure.
// typecheck → lint → unit and integration tests (SQLite; PostgreSQL too with TEST_DATABASE_URL)
// → extra suites that packages declare as `test:extra` (browser suite, size budgets)
// → `pnpm start` itself on a new data folder (scripts/start-smoke.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const results = '.vitest-results.json';
const steps = [
  ['typecheck', 'pnpm', ['run', '-s', 'typecheck']],
  ['lint', 'pnpm', ['exec', 'biome', 'check', '.']],
  [
    'tests',
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${results}`],
  ],
  ['extra suites', 'pnpm', ['-r', '--if-present', '--workspace-concurrency=1', 'run', 'test:extra']],
  // The README's first command, on a new data folder: build, migrate, demo, sign-in, pages.
  ['start smoke', 'node', ['scripts/start-smoke.mjs']],
];

let passed = 0;
let failed = 0;
for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (name === 'tests' && existsSync(results)) {
    const json = JSON.parse(readFileSync(results, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    rmSync(results);
  }
  console.log(
    `■ ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (r.status !== 0) {
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(r.status ?? 1);
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);

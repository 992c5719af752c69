import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    // A timeout only catches a hang; no test asserts a time. On a slow CI machine the whole run took
    // 2.7 times as long as on an idle one (803 s against 295 s), and a PostgreSQL backup test that
    // takes 0.8 s alone ran past 20 s: 60 s leaves that margin to the slowest tests (13 s here).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at once even on two cores (Vitest's default there is one): most tests wait on
    // SQLite, PostgreSQL or a child process, and the suite takes about 9 minutes instead of 13.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

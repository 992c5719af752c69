import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Two files at once even on two cores (Vitest's default there is one): most tests wait on
    // SQLite, PostgreSQL or a child process, and the suite takes about 9 minutes instead of 13.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

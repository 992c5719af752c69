import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Server tests (node, outside any web/ folder) share their workers' module cache: each of the ~170
// files imports core and most plugins, and importing them afresh for every file took ~310 s of
// the run's CPU. Files that change globals — a DOM (web/, .tsx, happy-dom), or a module replaced
// with vi.mock — still run each in a fresh module graph.
const ISOLATED = ['**/web/**/*.test.{ts,tsx}', '**/*.test.tsx', 'core/src/auth/password-bound.test.ts'];

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Two files at once even on two cores (Vitest's default there is one): most tests wait on
    // SQLite, PostgreSQL or a child process, and the suite takes about 9 minutes instead of 13.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**', ...ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});

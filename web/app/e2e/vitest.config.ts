import { defineConfig } from 'vitest/config';

// The browser suite (`pnpm --filter @ecohub/web test:extra`): each file has its own hub (port 0,
// its own data folder) and its own browser, so two files run at once: they mostly wait on the
// browser, and the suite takes about 300 s instead of 390 on two cores.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

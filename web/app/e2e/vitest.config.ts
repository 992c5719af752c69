import { defineConfig } from 'vitest/config';

// The browser suite (`pnpm --filter @ecohub/web test:extra`): files run one after another, each with
// its own hub and browser.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

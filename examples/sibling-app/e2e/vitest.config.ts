import { defineConfig } from 'vitest/config';

// The example's browser suite (`pnpm --filter @ecohub/example-sibling-app test:extra`).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

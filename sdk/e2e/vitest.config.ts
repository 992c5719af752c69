import { defineConfig } from 'vitest/config';

// The SDK's browser suite (`pnpm --filter @ecohub/sdk test:extra`, after the build and size-limit).
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

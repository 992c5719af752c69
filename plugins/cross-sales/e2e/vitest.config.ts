import { defineConfig } from 'vitest/config';

// The browser suite (`pnpm --filter @ecohub/plugin-cross-sales test:extra`, after the SDK's build).
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

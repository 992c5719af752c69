import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ecohubWebPlugins } from './vite/web-plugins.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  plugins: [react(), tailwindcss(), ecohubWebPlugins(repoRoot)],
  resolve: { dedupe: ['react', 'react-dom', '@tanstack/react-query', 'wouter'] },
  server: {
    port: 5173,
    // `pnpm dev`: the API comes from a hub running locally (`pnpm start` or `ecosystem-cli serve`).
    proxy: { '/api': { target: process.env.HUB_URL ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: { outDir: 'dist', emptyOutDir: true, assetsInlineLimit: 0 },
  // The server-side render (src/entry-server.tsx, loaded by the hub) carries its dependencies.
  ssr: { noExternal: true },
});

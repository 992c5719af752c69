import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // npm entry points: ESM, CommonJS and type declarations.
    entry: { tracker: 'src/tracker/index.ts', widget: 'src/widget/index.ts', server: 'src/server/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    target: 'es2020',
    outDir: 'dist',
  },
  {
    // The script tag build the hub serves at /sdk.js.
    entry: { ecohub: 'src/browser.ts' },
    format: ['iife'],
    minify: true,
    target: 'es2020',
    outDir: 'dist/browser',
  },
]);

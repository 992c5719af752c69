#!/usr/bin/env node
// The compiled start: every server package's TypeScript (core, cli, sdk, plugins, examples) compiled
// file by file with esbuild from `<pkg>/src` to `<pkg>/lib`, same paths, `.js` for `.ts`. Nothing is
// bundled: each output file imports the same modules as its source, so paths read at run time
// (import.meta.dirname, assets beside the code) hold. Imports of a workspace package (`@ecohub/core`,
// `@ecohub/plugin-crm/shared`) are rewritten to the relative path of its compiled file, so the
// compiled code never resolves a workspace package through its `exports` (which name the TypeScript
// sources, for tsx, vitest, Vite and tsc) and needs no loader or flag: `node cli/lib/main.js`.
// Each build removes the previous one first (no stale file survives) and writes cli/lib/build.json
// last; the bin runs lib/ only while that record matches the sources (./sources.mjs).
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import {
  OUT,
  outputOf,
  packageSources,
  REPO_ROOT,
  SRC,
  STAMP,
  serverPackages,
  VENDORED,
  vendoredVersions,
} from './sources.mjs';

const CODE_SPEC = /\.(ts|tsx|mts)$/;

const WORKSPACE_SPEC = /^(@ecohub\/[^/]+)(\/.*)?$/;
const posix = (p) => p.split(path.sep).join('/');

/** Compiles every server package; returns what it did. Throws (with esbuild's messages) on failure. */
export async function buildServer({ quiet = false } = {}) {
  const startedAt = Date.now();
  const packages = serverPackages();
  const compiled = new Set();
  const assets = [];
  let files = 0;
  for (const dir of packages.values()) {
    rmSync(path.join(dir, OUT), { recursive: true, force: true });
    const src = packageSources(dir);
    for (const f of src.code) compiled.add(f);
    assets.push(...src.assets);
    files += src.code.length + src.assets.length + 1; // + package.json, as sources.mjs counts
  }

  const core = packages.get('@ecohub/core');
  const vendorDir = path.join(core, OUT, 'vendor');
  await esbuild.build({
    entryPoints: VENDORED.map((name) => ({ in: name, out: name })),
    absWorkingDir: core,
    outdir: vendorDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'silent',
  });

  const relativeOut = (importer, out) => {
    const rel = posix(path.relative(path.dirname(outputOf(importer)), out));
    return rel.startsWith('.') ? rel : `./${rel}`;
  };
  const relativeTo = (importer, target) => relativeOut(importer, outputOf(target));

  /** Keeps every import external, pointing it at the compiled file where the source imports TypeScript. */
  const rewriteImports = {
    name: 'ecohub-compiled-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const spec = args.path;
        if (VENDORED.includes(spec) && compiled.has(args.importer))
          return { path: relativeOut(args.importer, path.join(vendorDir, `${spec}.js`)), external: true };
        // A module of a web package shared with the server (web-kit's activity values) is bundled
        // into the file that imports it, with its own relative imports.
        if (!compiled.has(args.importer)) return undefined;
        if (spec.startsWith('.')) {
          if (!CODE_SPEC.test(spec)) return { path: spec, external: true };
          const target = path.resolve(args.resolveDir, spec);
          if (!compiled.has(target))
            return {
              errors: [{ text: `${spec} is not server code the build compiles (tests and web/ are not)` }],
            };
          return { path: relativeTo(args.importer, target), external: true };
        }
        const ws = WORKSPACE_SPEC.exec(spec);
        if (ws && !packages.has(ws[1])) return undefined;
        if (ws && packages.has(ws[1])) {
          const target = exportTarget(packages.get(ws[1]), `.${ws[2] ?? ''}`);
          if (!target || !compiled.has(target))
            return { errors: [{ text: `${spec}: no compiled server code is exported there` }] };
          return { path: relativeTo(args.importer, target), external: true };
        }
        return { path: spec, external: true };
      });
    },
  };

  const result = await esbuild.build({
    entryPoints: [...compiled].map((f) => ({
      in: f,
      out: posix(path.relative(REPO_ROOT, outputOf(f))).replace(/\.js$/, ''),
    })),
    outdir: REPO_ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    jsx: 'automatic',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'silent',
    plugins: [rewriteImports],
  });
  for (const w of result.warnings) console.warn(`build warning: ${w.text}`);

  for (const f of assets) {
    const out = outputOf(f);
    mkdirSync(path.dirname(out), { recursive: true });
    copyFileSync(f, out);
  }
  // Files bundled in from outside the server packages: the bin's freshness check stats them too.
  const inlined = Object.keys(result.metafile.inputs)
    .map((f) => path.resolve(REPO_ROOT, f))
    .filter((f) => !compiled.has(f))
    .map((f) => posix(path.relative(REPO_ROOT, f)));
  writeFileSync(
    STAMP,
    `${JSON.stringify({ startedAt, packages: packages.size, files, inlined, vendored: vendoredVersions(core) }, null, 2)}\n`,
  );
  const ms = Date.now() - startedAt;
  if (!quiet)
    console.log(
      `Compiled ${compiled.size} files of ${packages.size} packages (${SRC}/ → ${OUT}/) in ${ms} ms`,
    );
  return { files: compiled.size, packages: packages.size, ms };
}

/** The source file a package exports at `subpath` ('.' or './shared'), absolute; null if none. */
function exportTarget(dir, subpath) {
  const { exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const target = typeof exports === 'string' && subpath === '.' ? exports : exports?.[subpath];
  return typeof target === 'string' ? path.resolve(dir, target) : null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await buildServer();
  } catch (err) {
    // esbuild has printed nothing (logLevel silent): its errors are in err.errors.
    for (const e of err.errors ?? [err])
      console.error(
        `build error: ${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text ?? e.message}`,
      );
    process.exit(1);
  }
}

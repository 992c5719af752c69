#!/usr/bin/env node
// The compiled start: every server package's TypeScript (core, cli, sdk, plugins, examples) bundled
// by one esbuild build with code splitting into cli/lib/bundle/ — an output file per entry and chunks
// of the modules entries share, so the hub's start loads a few dozen files instead of one per
// source file (about 700), and every module, core's module-level state included, exists once.
// The entries are the files other code loads by path: each package's `exports` (the plugin entries
// core's loadPlugins imports) and `src/main.ts` (the CLI the bin runs); at each entry's compiled
// path (`<pkg>/src/x.ts` → `<pkg>/lib/x.js`) a stub re-exports its bundle file. Workspace imports
// (`@ecohub/core`, `@ecohub/plugin-crm/shared`) are bundled from their TypeScript sources, so the
// packages' `exports` keep naming them (for tsx, vitest, Vite and tsc) and the compiled code needs no
// loader or flag: `node cli/lib/main.js`. npm packages stay external, as the path of the file Node
// would load from the importing package (pnpm's node_modules is strict per package), except the
// VENDORED ones, bundled. A module's `import.meta.url` and `import.meta.dirname` are those of its own
// compiled path, so assets beside the code (copied to lib/) and `createRequire(import.meta.url)`
// resolve as before. Each build removes the previous one first (no stale file survives) and writes
// cli/lib/build.json last; the bin runs lib/ only while that record matches the sources (./sources.mjs).
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import {
  BUNDLE,
  OUT,
  outputOf,
  packageSources,
  REPO_ROOT,
  SRC,
  STAMP,
  serverPackages,
  VENDORED,
  watchedPaths,
} from './sources.mjs';

const CODE_SPEC = /\.(ts|tsx|mts)$/;
/** A zod locale other than the default named by server code (see zodEnglishOnly). */
const ZOD_LOCALE_USE = /\bz\.locales\b|\{[^}]*\blocales\b[^}]*\}\s*from\s*['"]zod/;

const WORKSPACE_SPEC = /^(@ecohub\/[^/]+)(\/.*)?$/;
const posix = (p) => p.split(path.sep).join('/');

/** Bundles every server package; returns what it did. Throws (with esbuild's messages) on failure. */
export async function buildServer({ quiet = false } = {}) {
  const startedAt = Date.now();
  const packages = serverPackages();
  // Listed before anything is compiled: a file added meanwhile changes a watched folder.
  const watched = watchedPaths(packages);
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

  const bundleDir = path.join(REPO_ROOT, BUNDLE);
  const entries = entryPoints(packages, compiled);

  const relativeFromBundle = (file) => {
    const rel = posix(path.relative(bundleDir, file));
    return rel.startsWith('.') ? rel : `./${rel}`;
  };

  /**
   * Resolves every import: workspace packages to their TypeScript sources (bundled), npm packages to
   * the file Node would load (kept external, as a path relative to the bundle's folder: a chunk
   * holds several packages' code, and under pnpm's strict node_modules a plugin's dependency is
   * found from that plugin's folder only), the VENDORED ones bundled. CommonJS bundled in requires
   * Node's own modules, but an ES module has no `require`: such a require reads
   * `process.getBuiltinModule` (Node ≥ 20.16) instead.
   */
  const resolveImports = {
    name: 'ecohub-bundle-imports',
    setup(build) {
      build.onLoad({ filter: /.*/, namespace: 'ecohub-builtin' }, (args) => ({
        contents: `module.exports = process.getBuiltinModule(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData?.ecohubResolving) return undefined;
        const spec = args.path;
        if (spec.startsWith('node:') || isBuiltin(spec)) {
          if (args.kind === 'require-call') return { path: spec, namespace: 'ecohub-builtin' };
          return { path: spec, external: true };
        }
        if (!compiled.has(args.importer)) return undefined; // inside a bundled web module or vendored package
        if (spec.startsWith('.')) {
          if (!CODE_SPEC.test(spec)) return undefined; // JSON and the like: bundled
          const target = path.resolve(args.resolveDir, spec);
          if (!compiled.has(target))
            return {
              errors: [{ text: `${spec} is not server code the build compiles (tests and web/ are not)` }],
            };
          return { path: target };
        }
        const ws = WORKSPACE_SPEC.exec(spec);
        if (ws && packages.has(ws[1])) {
          const target = exportTarget(packages.get(ws[1]), `.${ws[2] ?? ''}`);
          if (!target || !compiled.has(target))
            return { errors: [{ text: `${spec}: no compiled server code is exported there` }] };
          return { path: target };
        }
        // A module of a web package shared with the server (web-kit's activity values) is bundled.
        if (ws) return undefined;
        if (VENDORED.includes(packageName(spec))) return undefined;
        const found = await build.resolve(spec, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { ecohubResolving: true },
        });
        if (found.errors.length) return { errors: found.errors };
        return { path: relativeFromBundle(found.path), external: true };
      });
    },
  };

  /**
   * Each module reads `import.meta` as it would from its own compiled file (`<pkg>/lib/….js`): a URL
   * or folder relative to the bundle's file that holds it, which always lies in BUNDLE. Assets beside
   * the code and `createRequire(import.meta.url)` (a package's own dependencies) resolve as before.
   */
  const ownImportMeta = {
    name: 'ecohub-import-meta',
    setup(build) {
      build.onLoad({ filter: CODE_SPEC }, (args) => {
        if (!compiled.has(args.path)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const loader = path.extname(args.path).slice(1) === 'tsx' ? 'tsx' : 'ts';
        if (!source.includes('import.meta')) return { contents: source, loader };
        const own = outputOf(args.path);
        let contents = source
          .replace(
            /\bimport\.meta\.url\b/g,
            `new URL(${JSON.stringify(relativeFromBundle(own))}, import.meta.url).href`,
          )
          .replace(
            /\bimport\.meta\.dirname\b/g,
            `__ecohubJoin(import.meta.dirname, ${JSON.stringify(relativeFromBundle(path.dirname(own)))})`,
          );
        const other = /\bimport\.meta\.(?!url\b|dirname\b)\w+/.exec(contents);
        if (other)
          return { errors: [{ text: `${other[0]} has no meaning in the bundle (use import.meta.url)` }] };
        // On the first line, so that the source map's lines still match.
        if (contents !== source && contents.includes('__ecohubJoin('))
          contents = `import { join as __ecohubJoin } from 'node:path';${contents}`;
        return { contents, loader };
      });
    },
  };

  /**
   * zod's messages in English only. zod exports its 49 locales as `z.locales` (370 KB, a ninth of
   * the JavaScript the hub's start compiles); the hub's messages are its own and zod's default is
   * English, which zod registers itself. So the bundle's `locales` namespace holds `en` alone, and
   * server code that names another locale (`z.locales.fr`, `import { locales } from 'zod'`) fails
   * the build here rather than at run time.
   */
  const zodEnglishOnly = {
    name: 'ecohub-zod-english',
    setup(build) {
      build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
        /[\\/]zod[\\/]v4[\\/](classic|mini|core)$/.test(args.resolveDir)
          ? { path: path.join(args.resolveDir, '../locales/en.js'), namespace: 'ecohub-zod-locales' }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'ecohub-zod-locales' }, (args) => ({
        contents: `export { default as en } from ${JSON.stringify(args.path)};`,
        resolveDir: path.dirname(args.path),
        loader: 'js',
      }));
      build.onLoad({ filter: CODE_SPEC }, (args) => {
        if (!compiled.has(args.path)) return undefined;
        const named = ZOD_LOCALE_USE.exec(readFileSync(args.path, 'utf8'));
        return named
          ? { errors: [{ text: `${named[0]}: the compiled server bundles zod's English messages only` }] }
          : undefined;
      });
    },
  };

  const result = await esbuild.build({
    // The metafile's paths (entries, inputs) are relative to this folder, whatever the caller's.
    absWorkingDir: REPO_ROOT,
    entryPoints: entries.map((f) => ({ in: f, out: bundleName(f) })),
    outdir: bundleDir,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Node's own conditions only: esbuild's default adds `module`, which Node never reads.
    conditions: [],
    jsx: 'automatic',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'silent',
    plugins: [zodEnglishOnly, resolveImports, ownImportMeta],
  });
  for (const w of result.warnings) console.warn(`build warning: ${w.text}`);

  // Each entry's expected compiled path holds a stub re-exporting the bundle's entry.
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const source = path.resolve(REPO_ROOT, meta.entryPoint);
    const stub = outputOf(source);
    let target = posix(path.relative(path.dirname(stub), path.resolve(REPO_ROOT, out)));
    if (!target.startsWith('.')) target = `./${target}`;
    const lines = meta.exports.length ? [`export * from '${target}';`] : [`import '${target}';`];
    if (meta.exports.includes('default')) lines.push(`export { default } from '${target}';`);
    mkdirSync(path.dirname(stub), { recursive: true });
    writeFileSync(stub, `${lines.join('\n')}\n`);
  }

  for (const f of assets) {
    const out = outputOf(f);
    mkdirSync(path.dirname(out), { recursive: true });
    copyFileSync(f, out);
  }
  // Files bundled in from outside the server packages: the bin's freshness check stats them too.
  // (npm packages are not among them: an install after the build makes it stale, see sources.mjs.)
  const inlined = Object.keys(result.metafile.inputs)
    .filter((f) => !f.startsWith('ecohub-builtin:'))
    .map((f) => path.resolve(REPO_ROOT, f))
    .filter((f) => !compiled.has(f) && !f.split(path.sep).includes('node_modules'))
    .map((f) => posix(path.relative(REPO_ROOT, f)));
  writeFileSync(
    STAMP,
    `${JSON.stringify({ startedAt, packages: packages.size, files, entries: entries.length, inlined, watched }, null, 2)}\n`,
  );
  const ms = Date.now() - startedAt;
  const chunks = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js')).length;
  if (!quiet)
    console.log(
      `Bundled ${compiled.size} files of ${packages.size} packages into ${chunks} files of ${BUNDLE}/ (${entries.length} entries) in ${ms} ms`,
    );
  return { files: compiled.size, packages: packages.size, entries: entries.length, chunks, ms };
}

/**
 * The files other code loads by path: each package's `exports` that the build compiles (the plugin
 * entries core's loadPlugins imports, `@ecohub/core`, `./shared`…) and each package's `src/main.ts`
 * (the CLI's, which the bin runs).
 */
function entryPoints(packages, compiled) {
  const found = new Set();
  for (const dir of packages.values()) {
    const { exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const targets = typeof exports === 'string' ? [exports] : Object.values(exports ?? {});
    for (const t of [...targets, `./${SRC}/main.ts`]) {
      if (typeof t !== 'string') continue;
      const file = path.resolve(dir, t);
      if (compiled.has(file)) found.add(file);
    }
  }
  return [...found];
}

/** An entry's file name in the bundle's folder: its compiled path, flattened (`core/lib/index.js` → `core.lib.index`). */
const bundleName = (file) =>
  posix(path.relative(REPO_ROOT, outputOf(file)))
    .replace(/\.js$/, '')
    .replaceAll('/', '.');

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

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

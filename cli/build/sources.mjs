// Which files the compiled start is built from, and whether a build is still current. Shared by the
// build (build.mjs) and the bin, which runs the compiled JavaScript only while it matches the sources.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Each server package's TypeScript in `src/` is compiled file by file to the same path in `lib/`. */
export const SRC = 'src';
export const OUT = 'lib';

/** The workspace packages whose server code runs in the hub; web/* and bench are never compiled. */
const PACKAGE_GLOBS = ['core', 'cli', 'sdk', 'plugins/*', 'examples/*'];

/** The build's record, written last: its presence means the build completed. */
export const STAMP = path.join(REPO_ROOT, 'cli', OUT, 'build.json');

/** The compiled bin's entry (what `ecosystem-cli` runs when the build is current). */
export const COMPILED_MAIN = path.join(REPO_ROOT, 'cli', OUT, 'main.js');

/**
 * Dependencies published as hundreds of small modules (kysely's 262 files, zod's 95), bundled once
 * each into core/lib/vendor/<name>.js: resolving and loading them file by file took a fifth of the
 * hub's start. Every compiled import of them points there, so the compiled start has one copy; the
 * build records their versions, and a reinstall of another version makes the build stale.
 */
export const VENDORED = ['kysely', 'zod'];

/** The installed version of each vendored dependency (as core resolves it). */
export function vendoredVersions(coreDir) {
  return Object.fromEntries(
    VENDORED.map((name) => {
      try {
        return [
          name,
          JSON.parse(readFileSync(path.join(coreDir, 'node_modules', name, 'package.json'), 'utf8')).version,
        ];
      } catch {
        return [name, null];
      }
    }),
  );
}

/** Folders that hold no server code a request or command runs: tests, browser code. */
const SKIPPED_DIRS = new Set(['web', 'e2e', 'test', 'testing', 'node_modules']);
const CODE = /\.(ts|tsx|mts)$/;
const NOT_SERVER = /\.(test|spec)\.[cm]?tsx?$|\.d\.ts$|\.md$/;

/** name → folder (absolute) of the server packages. */
export function serverPackages() {
  const found = new Map();
  for (const glob of PACKAGE_GLOBS) {
    const dirs = glob.endsWith('/*')
      ? readdirSync(path.join(REPO_ROOT, glob.slice(0, -2))).map((d) =>
          path.join(REPO_ROOT, glob.slice(0, -2), d),
        )
      : [path.join(REPO_ROOT, glob)];
    for (const dir of dirs) {
      const manifest = path.join(dir, 'package.json');
      if (!existsSync(manifest) || !existsSync(path.join(dir, SRC))) continue;
      found.set(JSON.parse(readFileSync(manifest, 'utf8')).name, dir);
    }
  }
  return found;
}

/** Every file of a package's `src/` the build takes: code to compile and assets to copy (absolute paths). */
export function packageSources(dir) {
  const code = [];
  const assets = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(full);
      } else if (!NOT_SERVER.test(entry.name)) {
        (CODE.test(entry.name) ? code : assets).push(full);
      }
    }
  };
  walk(path.join(dir, SRC));
  return { code, assets };
}

/** Where a source file (absolute, under `<pkg>/src`) lands in `<pkg>/lib`. */
export function outputOf(file) {
  const rel = path.relative(REPO_ROOT, file).split(path.sep);
  const at = rel.indexOf(SRC);
  rel[at] = OUT;
  return path.join(REPO_ROOT, ...rel).replace(CODE, '.js');
}

/**
 * The compiled entry of the bin when a completed build matches the sources (no file or package.json
 * changed since it started, none added or removed, nor any web file bundled in or the build's own
 * scripts), else null. Costs one stat per source file.
 */
export function currentBuild() {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return null;
  }
  const packages = serverPackages();
  if (packages.size !== stamp.packages) return null;
  let files = 0;
  for (const dir of packages.values()) {
    const { code, assets } = packageSources(dir);
    for (const f of [...code, ...assets, path.join(dir, 'package.json')]) {
      files++;
      if (statSync(f).mtimeMs > stamp.startedAt) return null;
    }
  }
  // The build itself: a changed build script may compile differently.
  for (const f of readdirSync(import.meta.dirname)) {
    if (statSync(path.join(import.meta.dirname, f)).mtimeMs > stamp.startedAt) return null;
  }
  for (const f of stamp.inlined ?? []) {
    const full = path.join(REPO_ROOT, f);
    if (!existsSync(full) || statSync(full).mtimeMs > stamp.startedAt) return null;
  }
  const core = packages.get('@ecohub/core');
  const vendored = core ? vendoredVersions(core) : {};
  for (const name of VENDORED) if (!vendored[name] || stamp.vendored?.[name] !== vendored[name]) return null;
  return files === stamp.files && existsSync(COMPILED_MAIN) ? COMPILED_MAIN : null;
}

// Which files the compiled start is built from, and whether a build is still current. Shared by the
// build (build.mjs) and the bin, which runs the compiled JavaScript only while it matches the sources.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Each server package's TypeScript in `src/`; its compiled entries are stubs at the same paths in `lib/`. */
export const SRC = 'src';
export const OUT = 'lib';

/** The workspace packages whose server code runs in the hub; web/* and bench are never compiled. */
const PACKAGE_GLOBS = ['core', 'cli', 'sdk', 'plugins/*', 'examples/*'];

/**
 * The folder (from the repository root) of the bundle: every entry and shared chunk, side by side.
 * Each entry's compiled path (`core/lib/index.js`, a plugin's `lib/server/index.js`, `cli/lib/main.js`)
 * is a stub re-exporting its entry there.
 */
export const BUNDLE = `cli/${OUT}/bundle`;

/** The build's record, written last: its presence means the build completed. */
export const STAMP = path.join(REPO_ROOT, 'cli', OUT, 'build.json');

/** The compiled bin's entry (what `ecosystem-cli` runs when the build is current). */
export const COMPILED_MAIN = path.join(REPO_ROOT, 'cli', OUT, 'main.js');

/**
 * npm packages the server code imports that are bundled, with what they import, rather than loaded
 * from node_modules at run time: pure JavaScript published as many small files (kysely's 262, zod's
 * 95, hono's 40, ics and its validators' 30 CommonJS files…), whose file-by-file resolving, reading
 * and compiling took a large share of the hub's start. A package bundled here is also imported by no
 * external package the hub loads (`@hono/node-server` imports hono: both are here), so none exists
 * twice. The others stay external: native addons (better-sqlite3, argon2), pino (its transports run
 * files beside its code), react (shared with Ink, which must see the same copy), and those loaded on
 * first use only.
 */
export const VENDORED = [
  'kysely',
  'zod',
  'hono',
  '@hono/node-server',
  'openid-client',
  '@oslojs/crypto',
  '@oslojs/encoding',
  'htmlparser2',
  'text-readability',
  'p-limit',
  'ics',
  'commander',
  'standardwebhooks',
  'papaparse',
  'fastest-levenshtein',
  'ipaddr.js',
  'robots-parser',
];

/**
 * pnpm's record of the installed tree, rewritten by every install: the bundle holds some npm
 * packages and names the files of the others, so an install after the build makes it stale.
 */
export const INSTALL_RECORD = path.join(REPO_ROOT, 'node_modules', '.pnpm', 'lock.yaml');

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

/**
 * Every file of a package's `src/` the build takes: code to compile and assets to copy, and the
 * folders walked to find them (absolute paths).
 */
export function packageSources(dir) {
  const code = [];
  const assets = [];
  const dirs = [];
  const walk = (d) => {
    dirs.push(d);
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
  return { code, assets, dirs };
}

/**
 * What the bin's freshness check watches, relative to the repository root: every file the build
 * takes (code, assets, each package's package.json) and the folders whose listing decides which
 * files those are — each folder walked in a `src/`, `plugins/` and `examples/`, any folder there
 * that is not (yet) a package, and the root while core, cli or sdk is missing. While none of those
 * folders changed (no entry added, removed or renamed), the files are the same and one stat each
 * says whether the build is current, without listing the folders again.
 */
export function watchedPaths(packages) {
  const dirs = [];
  const files = [];
  const isPackage = new Set(packages.values());
  for (const glob of PACKAGE_GLOBS) {
    if (!glob.endsWith('/*')) {
      if (!isPackage.has(path.join(REPO_ROOT, glob))) dirs.push(REPO_ROOT);
      continue;
    }
    const parent = path.join(REPO_ROOT, glob.slice(0, -2));
    dirs.push(parent);
    for (const entry of readdirSync(parent, { withFileTypes: true })) {
      const full = path.join(parent, entry.name);
      if (entry.isDirectory() && !isPackage.has(full)) dirs.push(full);
    }
  }
  for (const dir of packages.values()) {
    const src = packageSources(dir);
    dirs.push(...src.dirs);
    files.push(...src.code, ...src.assets, path.join(dir, 'package.json'));
  }
  const rel = (p) => path.relative(REPO_ROOT, p).split(path.sep).join('/');
  return { dirs: [...new Set(dirs)].map(rel), files: files.map(rel) };
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
 * changed since it started, none added or removed, nor any web file bundled in, the build's own
 * scripts or the installed npm packages), else null. Costs one stat per source file and watched
 * folder (see watchedPaths); when a folder changed, the folders are listed again to compare.
 */
export function currentBuild() {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return null;
  }
  const newer = (f) =>
    (statSync(path.join(REPO_ROOT, f), { throwIfNoEntry: false })?.mtimeMs ?? Infinity) > stamp.startedAt;
  const listed = stamp.watched && !stamp.watched.dirs.some(newer);
  if (listed ? stamp.watched.files.some(newer) : !sourcesUnchanged(stamp)) return null;
  // The build itself: a changed build script may compile differently.
  for (const f of readdirSync(import.meta.dirname)) {
    if (statSync(path.join(import.meta.dirname, f)).mtimeMs > stamp.startedAt) return null;
  }
  if ((stamp.inlined ?? []).some(newer)) return null;
  if (existsSync(INSTALL_RECORD) && statSync(INSTALL_RECORD).mtimeMs > stamp.startedAt) return null;
  return existsSync(COMPILED_MAIN) ? COMPILED_MAIN : null;
}

/** The same packages and files as the build took (listed again), none changed since it started. */
function sourcesUnchanged(stamp) {
  const packages = serverPackages();
  if (packages.size !== stamp.packages) return false;
  let files = 0;
  for (const dir of packages.values()) {
    const { code, assets } = packageSources(dir);
    for (const f of [...code, ...assets, path.join(dir, 'package.json')]) {
      files++;
      if (statSync(f).mtimeMs > stamp.startedAt) return false;
    }
  }
  return files === stamp.files;
}

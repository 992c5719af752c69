import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { PLUGIN_API_VERSION, type Plugin } from '../plugin.ts';
import { PluginHostError } from './order.ts';

/** The repository root: package names in the plugins config resolve from here. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const DEFAULT_PLUGINS_CONFIG = path.join(REPO_ROOT, 'ecohub.config.json');

const pluginsConfigSchema = z.object({ plugins: z.array(z.string().trim().min(1)) }).strict();

const PACKAGE_NAME = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

/** Reads ecohub.config.json (`{"plugins": [...]}`) and returns its entries. */
export function readPluginsConfig(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new PluginHostError(`Cannot read the plugins config ${file}: ${(err as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new PluginHostError(`The plugins config ${file} is not valid JSON: ${(err as Error).message}`);
  }
  const parsed = pluginsConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new PluginHostError(
      `The plugins config ${file} must look like {"plugins": ["<package or path>"]}: ${issues.join('; ')}`,
    );
  }
  return parsed.data.plugins;
}

/**
 * Loads every plugin the config file lists, in the listed order (the host orders them by
 * dependency later). Entries are package names (resolved from the repository root, then among the
 * workspace's packages) or paths relative to the config file's folder.
 */
export async function loadPlugins(configFile: string = DEFAULT_PLUGINS_CONFIG): Promise<Plugin[]> {
  const file = path.resolve(configFile);
  const entries = readPluginsConfig(file);
  // Read once for all the entries, and only if one is a workspace package pnpm did not link.
  let workspace: Map<string, string> | undefined;
  const inWorkspace = () => (workspace ??= workspacePackages());
  const targets = entries.map((entry) => {
    const where = `Plugin '${entry}' (${path.basename(file)})`;
    const target = PACKAGE_NAME.test(entry)
      ? resolvePackage(entry, where, inWorkspace)
      : resolvePath(path.resolve(path.dirname(file), entry), where);
    return { where, target };
  });
  // All imported at once, so that their files are read meanwhile; a failure is reported in the
  // listed order.
  const loading = targets.map(({ target }) =>
    import(pathToFileURL(compiledMirror(target)).href).then(
      (mod: { default?: unknown }) => ({ mod }),
      (err: unknown) => ({ err }),
    ),
  );
  const plugins: Plugin[] = [];
  for (const [i, { where, target }] of targets.entries()) {
    const loaded = await loading[i]!;
    if ('err' in loaded)
      throw new PluginHostError(`${where} failed to load from ${target}: ${(loaded.err as Error).message}`);
    plugins.push(checkPlugin(loaded.mod.default, where));
  }
  return plugins;
}

/** Whether this module runs compiled (cli/build: `src/*.ts` → `lib/*.js`) rather than from its source. */
const COMPILED = import.meta.url.endsWith('.js');

/**
 * A compiled hub loads a plugin's compiled entry: `<pkg>/src/….ts` becomes `<pkg>/lib/….js` when the
 * build wrote it (cli/build writes one, into its bundle, for each file a workspace package exports);
 * anything else, JavaScript or an unbuilt source, is imported as it is.
 */
function compiledMirror(target: string): string {
  if (!COMPILED) return target;
  const at = target.lastIndexOf(`${path.sep}src${path.sep}`);
  if (at < 0 || !/\.(ts|tsx|mts)$/.test(target)) return target;
  const mirror = `${target.slice(0, at)}${path.sep}lib${target.slice(at + 4).replace(/\.(ts|tsx|mts)$/, '.js')}`;
  return existsSync(mirror) ? mirror : target;
}

function checkPlugin(value: unknown, where: string): Plugin {
  const p = value as Partial<Plugin> | undefined;
  if (!p || typeof p !== 'object' || typeof p.id !== 'string' || !('apiVersion' in p)) {
    throw new PluginHostError(
      `${where}: its default export is not an Ecosystem Hub plugin (export default definePlugin({...}))`,
    );
  }
  if (p.apiVersion !== PLUGIN_API_VERSION) {
    throw new PluginHostError(
      `${where}: plugin API version ${String(p.apiVersion)} is not supported (this hub runs version ${PLUGIN_API_VERSION})`,
    );
  }
  return p as Plugin;
}

function resolvePackage(name: string, where: string, inWorkspace: () => Map<string, string>): string {
  try {
    return createRequire(path.join(REPO_ROOT, 'package.json')).resolve(name);
  } catch {
    // pnpm links a workspace package into the root's node_modules only when the root depends on
    // it, so the config may also name any package of the workspace directly.
    const dir = inWorkspace().get(name);
    if (dir) return resolvePath(dir, where);
    throw new PluginHostError(
      `${where}: package not found from ${REPO_ROOT} nor among the workspace packages (is it installed?)`,
    );
  }
}

function resolvePath(target: string, where: string): string {
  if (!existsSync(target)) throw new PluginHostError(`${where}: ${target} does not exist`);
  if (!statSync(target).isDirectory()) return target;
  const manifest = path.join(target, 'package.json');
  if (!existsSync(manifest)) throw new PluginHostError(`${where}: ${target} has no package.json`);
  const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
  try {
    // A package resolves its own name through its "exports" (Node's self-reference).
    return createRequire(manifest).resolve(name ?? '.');
  } catch (err) {
    throw new PluginHostError(`${where}: cannot resolve the entry of ${target}: ${(err as Error).message}`);
  }
}

/** name → folder of the workspace packages (pnpm-workspace.yaml entries are `dir` or `dir/*`). */
function workspacePackages(): Map<string, string> {
  const found = new Map<string, string>();
  const yaml = path.join(REPO_ROOT, 'pnpm-workspace.yaml');
  if (!existsSync(yaml)) return found;
  const block = readFileSync(yaml, 'utf8').match(/^packages:[^\n]*\n((?:[ \t]+[^\n]*\n?)*)/m)?.[1] ?? '';
  const globs = [...block.matchAll(/^\s+-\s+['"]?([^'"\s#]+)['"]?\s*$/gm)].map((m) => m[1]);
  const dirs = globs.flatMap((g) => {
    if (!g.endsWith('/*')) return [path.join(REPO_ROOT, g)];
    const parent = path.join(REPO_ROOT, g.slice(0, -2));
    return existsSync(parent) ? readdirSync(parent).map((d) => path.join(parent, d)) : [];
  });
  for (const dir of dirs) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
    if (name) found.set(name, dir);
  }
  return found;
}

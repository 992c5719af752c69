import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

export const VIRTUAL_ID = 'virtual:ecohub-web-plugins';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

interface Manifest {
  name?: string;
  exports?: Record<string, unknown>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** name → folder of the workspace packages (globs `dir` or `dir/*` of pnpm-workspace.yaml). */
function workspacePackages(root: string): Map<string, string> {
  const found = new Map<string, string>();
  const yaml = path.join(root, 'pnpm-workspace.yaml');
  if (!existsSync(yaml)) return found;
  const block = readFileSync(yaml, 'utf8').match(/^packages:[^\n]*\n((?:[ \t]+[^\n]*\n?)*)/m)?.[1] ?? '';
  for (const [, glob] of block.matchAll(/^\s+-\s+['"]?([^'"\s#]+)['"]?\s*$/gm)) {
    const dirs = glob.endsWith('/*')
      ? (() => {
          const parent = path.join(root, glob.slice(0, -2));
          return existsSync(parent) ? readdirSync(parent).map((d) => path.join(parent, d)) : [];
        })()
      : [path.join(root, glob)];
    for (const dir of dirs) {
      const manifest = path.join(dir, 'package.json');
      if (existsSync(manifest)) {
        const { name } = readJson<Manifest>(manifest);
        if (name) found.set(name, dir);
      }
    }
  }
  return found;
}

/** The file of `<entry>/web`, or null when the plugin has no web part. */
function webEntry(root: string, base: string, entry: string, workspace: Map<string, string>): string | null {
  const isPath = entry.startsWith('.') || path.isAbsolute(entry);
  const dir = isPath ? path.resolve(base, entry) : workspace.get(entry);
  if (!dir) {
    // An installed third-party package: Node resolution through its "exports".
    try {
      return createRequire(path.join(root, 'package.json')).resolve(`${entry}/web`);
    } catch {
      return null;
    }
  }
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest))
    throw new Error(`Plugin '${entry}' (ecohub.config.json): ${dir} has no package.json`);
  const target = readJson<Manifest>(manifest).exports?.['./web'];
  if (typeof target !== 'string') return null;
  const file = path.resolve(dir, target);
  return existsSync(file) ? file : null;
}

/** The plugins config the server reads too: PLUGINS_CONFIG, else ecohub.config.json at the root. */
export const pluginsConfigFile = (root: string): string =>
  path.resolve(root, process.env.PLUGINS_CONFIG || 'ecohub.config.json');

/** The web parts of the plugins the config lists, in its order (paths relative to its folder). */
export function listWebPlugins(root: string, configFile = pluginsConfigFile(root)): string[] {
  const { plugins } = readJson<{ plugins: string[] }>(configFile);
  const workspace = workspacePackages(root);
  const base = path.dirname(configFile);
  return plugins.map((e) => webEntry(root, base, e, workspace)).filter((f): f is string => f !== null);
}

/**
 * `import plugins from 'virtual:ecohub-web-plugins'`: the default exports of `<entry>/web` for every
 * entry of ecohub.config.json that has one, so enabling a plugin in the config is all it takes.
 */
export function ecohubWebPlugins(root: string): Plugin {
  const configFile = pluginsConfigFile(root);
  return {
    name: 'ecohub-web-plugins',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      // A test file reached from app code (e.g. `import.meta.glob('./locales/*.ts')` picking up
      // locales/translations.test.ts) would be shipped to browsers with its test libraries.
      if (/\.test\.tsx?$/.test(id.split('?')[0] ?? ''))
        this.error(`${id} is a test file and must not be in the web app: exclude it from the import or glob`);
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile(configFile);
      const files = listWebPlugins(root, configFile);
      const imports = files.map((f, i) => `import p${i} from ${JSON.stringify(f)};`);
      return `${imports.join('\n')}\nexport default [${files.map((_, i) => `p${i}`).join(', ')}];\n`;
    },
    configureServer(server) {
      server.watcher.add(configFile);
      server.watcher.on('change', (file) => {
        if (path.resolve(file) !== configFile) return;
        const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) server.moduleGraph.invalidateModule(mod);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listWebPlugins } from './web-plugins.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A small workspace: a root config, `plugins/*` packages, and a plugin outside the workspace. */
function workspace(config: string[]) {
  const root = mkdtempSync(path.join(tmpdir(), 'ecohub-web-plugins-'));
  dirs.push(root);
  const pkg = (dir: string, name: string, exports: Record<string, string>, files: string[]) => {
    mkdirSync(path.join(root, dir, 'src/web'), { recursive: true });
    writeFileSync(path.join(root, dir, 'package.json'), JSON.stringify({ name, exports }));
    for (const f of files) writeFileSync(path.join(root, dir, f), 'export default {};');
  };
  writeFileSync(path.join(root, 'pnpm-workspace.yaml'), 'packages:\n  - plugins/*\n');
  writeFileSync(path.join(root, 'ecohub.config.json'), JSON.stringify({ plugins: config }));
  pkg('plugins/crm', '@acme/plugin-crm', { '.': './src/server.ts', './web': './src/web/index.tsx' }, [
    'src/web/index.tsx',
  ]);
  pkg('plugins/jobs', '@acme/plugin-jobs', { '.': './src/server.ts' }, []);
  pkg('extra/notes', 'notes', { './web': './src/web/index.tsx' }, ['src/web/index.tsx']);
  return root;
}

describe('listWebPlugins', () => {
  it('imports <entry>/web for each configured plugin that has one, in config order', () => {
    const root = workspace(['./extra/notes', '@acme/plugin-jobs', '@acme/plugin-crm']);
    expect(listWebPlugins(root)).toEqual([
      path.join(root, 'extra/notes/src/web/index.tsx'),
      path.join(root, 'plugins/crm/src/web/index.tsx'),
    ]);
  });

  it('resolves paths from the folder of the config file', () => {
    const root = workspace([]);
    mkdirSync(path.join(root, 'conf'));
    const file = path.join(root, 'conf/plugins.json');
    writeFileSync(file, JSON.stringify({ plugins: ['../extra/notes'] }));
    expect(listWebPlugins(root, file)).toEqual([path.join(root, 'extra/notes/src/web/index.tsx')]);
  });

  it('names the entry whose folder has no package.json', () => {
    const root = workspace(['./missing']);
    mkdirSync(path.join(root, 'missing'));
    expect(() => listWebPlugins(root)).toThrow(
      /Plugin '\.\/missing' \(ecohub.config.json\): .* has no package.json/,
    );
  });
});

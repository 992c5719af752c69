import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPlugins } from './load-plugins.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-plugins-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a config file (and any extra files) and returns the config's path. */
function setup(name: string, config: unknown, files: Record<string, string> = {}): string {
  const root = path.join(dir, name);
  mkdirSync(root, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const file = path.join(root, 'ecohub.config.json');
  writeFileSync(file, typeof config === 'string' ? config : JSON.stringify(config));
  return file;
}

const plugin = (id: string) =>
  `export default { apiVersion: 2, id: '${id}', version: '1.0.0', dependsOn: [] };`;

describe('loadPlugins', () => {
  it('loads files and package folders relative to the config file, in order', async () => {
    const file = setup(
      'ok',
      { plugins: ['./one.mjs', 'pkgs/two'] },
      {
        'one.mjs': plugin('one'),
        'pkgs/two/package.json': JSON.stringify({
          name: 'two',
          type: 'module',
          exports: { '.': './main.mjs' },
        }),
        'pkgs/two/main.mjs': plugin('two'),
      },
    );
    const plugins = await loadPlugins(file);
    expect(plugins.map((p) => p.id)).toEqual(['one', 'two']);
  });

  it('finds a workspace package by name, then checks its default export is a plugin', async () => {
    const file = setup('core', { plugins: ['@ecohub/core'] });
    await expect(loadPlugins(file)).rejects.toThrow(
      "Plugin '@ecohub/core' (ecohub.config.json): its default export is not an Ecosystem Hub plugin",
    );
  });

  it('names an unknown package', async () => {
    const file = setup('unknown', { plugins: ['@ecohub/plugin-does-not-exist'] });
    await expect(loadPlugins(file)).rejects.toThrow(
      "Plugin '@ecohub/plugin-does-not-exist' (ecohub.config.json): package not found",
    );
  });

  it('names a missing path', async () => {
    const file = setup('missing', { plugins: ['./nowhere.mjs'] });
    await expect(loadPlugins(file)).rejects.toThrow(
      /Plugin '\.\/nowhere\.mjs' \(ecohub\.config\.json\): .* does not exist/,
    );
  });

  it('refuses another plugin API version', async () => {
    const file = setup(
      'v1',
      { plugins: ['./v1.mjs'] },
      { 'v1.mjs': "export default { apiVersion: 1, id: 'v1' };" },
    );
    await expect(loadPlugins(file)).rejects.toThrow('plugin API version 1 is not supported');
  });

  it('reports a module that throws while loading', async () => {
    const file = setup('throws', { plugins: ['./bad.mjs'] }, { 'bad.mjs': "throw new Error('boom');" });
    await expect(loadPlugins(file)).rejects.toThrow(/Plugin '\.\/bad\.mjs' .* failed to load from .*: boom/);
  });

  it('refuses a malformed config', async () => {
    await expect(loadPlugins(setup('json', '{ plugins: ['))).rejects.toThrow('is not valid JSON');
    await expect(loadPlugins(setup('shape', { plugins: 'crm' }))).rejects.toThrow('plugins:');
    await expect(loadPlugins(path.join(dir, 'absent.json'))).rejects.toThrow(
      'Cannot read the plugins config',
    );
  });
});

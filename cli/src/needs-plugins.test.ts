import { describe, expect, it } from 'vitest';
import { needsPlugins } from './program.ts';

const builtIn = ['serve', 'migrate', 'seed', 'user', 'backup', 'restore'];

describe('which command lines load the plugins', () => {
  it('none for help, version and built-in commands', () => {
    for (const argv of [
      [],
      ['--help'],
      ['-V'],
      ['help'],
      ['help', 'serve'],
      ['serve', '--port', '0'],
      ['user', 'list'],
    ])
      expect(needsPlugins(argv, builtIn), argv.join(' ')).toBe(false);
  });

  it('a command that is not built in, or help about one', () => {
    expect(needsPlugins(['notes-count'], builtIn)).toBe(true);
    expect(needsPlugins(['help', 'notes-count'], builtIn)).toBe(true);
    expect(needsPlugins(['notes-count', '--help'], builtIn)).toBe(true);
  });
});

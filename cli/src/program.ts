import { DEFAULT_PLUGINS_CONFIG, type Hub, loadConfig, loadPlugins, type Plugin } from '@ecohub/core';
import { Command, CommanderError } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { backupCommand } from './commands/backup.ts';
import { migrateCommand } from './commands/migrate.ts';
import { seedCommand } from './commands/seed.ts';
import { serveCommand } from './commands/serve.ts';
import { userCommand } from './commands/user.ts';
import { type Opened, openHub } from './context.ts';
import { type Io, processIo } from './io.ts';

/** Builds the program: the built-in commands, then the commands the enabled plugins contribute. */
export async function buildProgram(io: Io, plugins: Plugin[], openHub: () => Promise<Hub>) {
  const program = new Command('ecosystem-cli')
    .description('Operate an Ecosystem Hub: serve it, migrate and seed its database, manage accounts.')
    .version(pkg.version)
    .showSuggestionAfterError()
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: () => {}, // run() prints one line itself
    });
  program.addHelpText(
    'after',
    '\nPlugins enabled in ecohub.config.json may add commands of their own; they are loaded only to run one.',
  );
  serveCommand(program, io);
  migrateCommand(program, io);
  seedCommand(program, io);
  userCommand(program, io);
  backupCommand(program, io);
  for (const p of plugins) {
    try {
      // Each plugin's commands get its own context and setup result, the hub opened on first use.
      const running = () => openHub().then((hub) => hub.running(p.id));
      p.cli?.(
        program,
        () => running().then((r) => r.ctx),
        () => running().then((r) => r.setup),
        { stdout: io.stdout, stderr: io.stderr },
      );
    } catch (err) {
      throw new Error(`Plugin '${p.id}' could not add its CLI commands: ${(err as Error).message}`);
    }
  }
  // Every subcommand reports errors the same way as the program.
  for (const cmd of allCommands(program)) cmd.exitOverride().configureOutput(program.configureOutput());
  return program;
}

/**
 * Whether the command line names a command that is not built in (so perhaps a plugin's, or a
 * typo to report against them). `--help`, `--version` and built-in commands never load plugins.
 */
export function needsPlugins(argv: string[], builtIn: string[]): boolean {
  const words = argv.filter((a) => !a.startsWith('-'));
  const name = words[0] === 'help' ? words[1] : words[0];
  return name !== undefined && name !== 'help' && !builtIn.includes(name);
}

function allCommands(cmd: Command): Command[] {
  return cmd.commands.flatMap((c) => [c, ...allCommands(c)]);
}

const oneLine = (s: string) =>
  s
    .replace(/^error: /, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/** Runs the CLI and returns its exit code; any failure is printed as one line on stderr. */
export async function run(argv: string[], io: Io = processIo()): Promise<number> {
  let opened: Promise<Opened> | undefined;
  // Plugin commands get the hub on demand; it is opened (and migrated) once and closed at the end.
  const hub = () => {
    opened ??= openHub(io, {}).then(async (o) => {
      await o.hub.migrate();
      return o;
    });
    return opened.then((o) => o.hub);
  };
  let plugins: Plugin[] = [];
  let pluginError: Error | undefined;
  // Loading every plugin takes seconds: only a command that is not built in can be a plugin's.
  const builtIn = (await buildProgram(io, [], hub)).commands.map((c) => c.name());
  if (needsPlugins(argv, builtIn)) {
    try {
      plugins = await loadPlugins(loadConfig(io.env).PLUGINS_CONFIG ?? DEFAULT_PLUGINS_CONFIG);
    } catch (err) {
      // Built-in commands still run (and report this error when they open the hub).
      pluginError = err as Error;
    }
  }
  try {
    const program = await buildProgram(io, plugins, hub);
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      if (
        err.code === 'commander.helpDisplayed' ||
        err.code === 'commander.version' ||
        err.code === 'commander.help'
      )
        return err.exitCode;
      const reason =
        err.code === 'commander.unknownCommand' && pluginError ? pluginError.message : err.message;
      io.stderr.write(`ecosystem-cli: ${oneLine(reason)}\n`);
      return err.exitCode || 1;
    }
    io.stderr.write(`ecosystem-cli: ${oneLine((err as Error).message ?? String(err))}\n`);
    if (io.env.LOG_LEVEL === 'debug') io.stderr.write(`${(err as Error).stack}\n`);
    return 1;
  } finally {
    if (opened) await (await opened.catch(() => undefined))?.hub.stop();
  }
}

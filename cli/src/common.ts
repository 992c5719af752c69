import type { Command } from 'commander';

/** Options shared by the commands that open the hub. */
export function hubOptions(cmd: Command): Command {
  return cmd
    .option('--data <dir>', 'data folder (SQLite file, backups); default DATA_DIR or ./data')
    .option('--json', 'print one JSON line for scripts');
}

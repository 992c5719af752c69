// The CLI compiles plugins with tsx under its own tsconfig, which does not cover this folder: the
// pragma asks for the automatic JSX runtime here as everywhere else.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { CliTerminal } from '@ecohub/core';
import { type AppRow, summaryLine } from './deploy-rows.ts';

/** How the command shows progress: a live Ink table on a terminal, one line per step otherwise. */
export interface DeployView {
  update(row: AppRow): void;
  /** Ends the view; the summary is its last line. */
  close(): void | Promise<void>;
}

const line = (r: AppRow) =>
  `${r.state === 'done' ? '✓' : r.state === 'failed' ? '✗' : '→'} ${r.app_id}  ${r.app}  ${r.state}${r.detail ? `  ${r.detail}` : ''}\n`;

/** One line per step (an app starting, then done or failed), then the summary: for pipes and logs. */
export function lineView(write: (s: string) => void, rows: AppRow[]): DeployView {
  const current = new Map(rows.map((r) => [r.app_id, r]));
  return {
    update(row) {
      current.set(row.app_id, row);
      write(line(row));
    },
    close() {
      write(`${summaryLine([...current.values()])}\n`);
    },
  };
}

/** The live table (Ink is loaded only here: it is slow to import). */
export async function tableView(terminal: CliTerminal, rows: AppRow[]): Promise<DeployView> {
  const [{ render }, { DeployTable }] = await Promise.all([import('ink'), import('./deploy-table.tsx')]);
  let current = rows;
  const view = render(<DeployTable rows={current} />, {
    stdout: terminal.stdout as NodeJS.WriteStream,
    stderr: terminal.stderr as NodeJS.WriteStream,
    patchConsole: false,
    exitOnCtrlC: false,
  });
  return {
    update(row) {
      current = current.map((r) => (r.app_id === row.app_id ? row : r));
      view.rerender(<DeployTable rows={current} />);
    },
    async close() {
      view.unmount();
      // Ink writes its last frame when it has exited: anything printed after (an error) comes below.
      await view.waitUntilExit();
    },
  };
}

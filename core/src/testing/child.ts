import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export interface HubChild {
  process: ChildProcess;
  /** What the child wrote on stderr so far (for the failure message). */
  stderr(): string;
  /** Resolves when the child exits, however. */
  exited: Promise<unknown>;
  /** SIGKILL, if it still runs: the crash the test is about. */
  kill(): void;
}

/**
 * Runs a TypeScript file in a new Node process (through tsx, from the repository root), for tests
 * that kill a hub mid-job and check that another process resumes it.
 */
export function startHubChild(file: string, args: string[], env: Record<string, string> = {}): HubChild {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  const exited = new Promise((r) => child.once('exit', r));
  return {
    process: child,
    stderr: () => stderr,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

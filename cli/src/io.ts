import { Readable } from 'node:stream';

/** Where a command reads and writes: the process, or memory in tests. */
export interface Io {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream;
  env: Record<string, string | undefined>;
}

export const processIo = (): Io => ({
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
});

/** An Io whose output is collected as text (stdout is not a TTY, so output is plain lines). */
export function memoryIo(env: Record<string, string | undefined> = {}, stdinText = '') {
  let out = '';
  let err = '';
  const sink = (append: (s: string) => void) =>
    ({
      write: (chunk: string | Uint8Array) => {
        append(String(chunk));
        return true;
      },
    }) as unknown as NodeJS.WritableStream;
  const io: Io = {
    stdout: sink((s) => {
      out += s;
    }),
    stderr: sink((s) => {
      err += s;
    }),
    stdin: Readable.from([stdinText]),
    env,
  };
  return { io, out: () => out, err: () => err };
}

export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/** A failure the operator can act on: printed as one line, exit code 1. */
export class CliError extends Error {
  override name = 'CliError';
}

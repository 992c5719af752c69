import type { Io } from '../io.ts';
import type { Output } from '../output.ts';
import type { Step } from './steps.tsx';

export interface Progress {
  /** Runs one step, shown live on a terminal and as a line otherwise; `detail` describes its result. */
  step<T>(label: string, fn: () => Promise<T>, detail?: (result: T) => string | undefined): Promise<T>;
  /** Stops drawing (call before printing anything else). */
  close(): void;
}

/** Live steps on a terminal, plain lines otherwise. Ink is loaded only when drawn (it is slow to import). */
export async function progress(io: Io, out: Output): Promise<Progress> {
  if (!out.interactive) {
    return {
      async step(label, fn, detail) {
        const result = await fn();
        const d = detail?.(result);
        out.line(d ? `${label}: ${d}` : label);
        return result;
      },
      close() {},
    };
  }
  const [{ render }, { Steps }] = await Promise.all([import('ink'), import('./steps.tsx')]);
  const steps: Step[] = [];
  const view = render(<Steps steps={steps} />, {
    stdout: io.stdout as NodeJS.WriteStream,
    stderr: io.stderr as NodeJS.WriteStream,
    patchConsole: false,
    exitOnCtrlC: false,
  });
  const redraw = () => view.rerender(<Steps steps={[...steps]} />);
  return {
    async step(label, fn, detail) {
      const s: Step = { label, state: 'running' };
      steps.push(s);
      redraw();
      try {
        const result = await fn();
        Object.assign(s, { state: 'done', detail: detail?.(result) });
        return result;
      } catch (err) {
        s.state = 'failed';
        throw err;
      } finally {
        redraw();
      }
    },
    close() {
      view.unmount();
    },
  };
}

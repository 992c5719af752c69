import { Worker } from 'node:worker_threads';

/**
 * Runs plain CommonJS `code` in a worker thread, so a backup's copies, hashes and checks never hold
 * the hub's event loop. The code posts `{progress}` any number of times, then `{result}` or `{error}`.
 */
export function runInThread<R, P = never>(
  code: string,
  workerData: Record<string, unknown>,
  what: string,
  onProgress?: (p: P) => void,
): Promise<R> {
  const worker = new Worker(code, { eval: true, workerData });
  return new Promise((resolve, reject) => {
    let settled = false;
    worker.on('message', (m: { progress?: P; result?: R; error?: string }) => {
      if (m.progress) onProgress?.(m.progress);
      else if (m.result !== undefined) {
        settled = true;
        resolve(m.result);
      } else if (m.error) {
        settled = true;
        reject(new Error(m.error));
      }
    });
    worker.on('error', (err) => {
      settled = true;
      reject(err);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`The ${what} thread stopped (exit ${code})`));
    });
  });
}

import { readdirSync, readFileSync } from 'node:fs';

/** The processes whose command line holds `marker` as one argument (Linux /proc): a server and its workers. */
export function pidsWith(marker: string): number[] {
  const out: number[] = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d) || Number(d) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0').includes(marker)) out.push(Number(d));
    } catch {
      // The process ended meanwhile.
    }
  }
  return out;
}

/** User + system CPU milliseconds of these processes so far (a process that is gone counts 0). */
export function cpuMsOf(pids: number[]): number {
  let ms = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ms += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      // Gone.
    }
  }
  return ms;
}

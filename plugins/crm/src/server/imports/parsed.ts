import type { ParsedCsv } from './parse.ts';

/** How long, and how many, parsed files wait for their job in this process. */
const KEEP_MS = 60_000;
const KEEP_FILES = 4;

const waiting = new Map<string, { parsed: ParsedCsv; timer: NodeJS.Timeout }>();

/**
 * Keeps the file `start` just parsed for the import job, which usually runs in this process moments
 * later: it then skips parsing the file a second time. The stored file stays the source of truth:
 * a job that finds nothing here (another process, a restart, a retry) parses the stored text.
 */
export function keepParsed(importId: string, parsed: ParsedCsv): void {
  if (waiting.size >= KEEP_FILES) forget(waiting.keys().next().value as string);
  const timer = setTimeout(() => forget(importId), KEEP_MS);
  timer.unref();
  waiting.set(importId, { parsed, timer });
}

/** The parsed file of an import, once: the entry is removed. */
export function takeParsed(importId: string): ParsedCsv | null {
  const entry = waiting.get(importId);
  if (!entry) return null;
  forget(importId);
  return entry.parsed;
}

function forget(importId: string): void {
  const entry = waiting.get(importId);
  if (!entry) return;
  clearTimeout(entry.timer);
  waiting.delete(importId);
}

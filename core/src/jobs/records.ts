import { fromJson } from '../db/conventions.ts';
import type { JobRecord, JobStatus } from './types.ts';

export const FINISHED: JobStatus[] = ['completed', 'failed', 'canceled'];

export const isFinished = (s: JobStatus): boolean => FINISHED.includes(s);

/** A `jobs` row as the public record (JSON columns parsed). */
export function toRecord(row: any): JobRecord {
  return {
    id: row.id,
    orgId: row.orgId ?? null,
    type: row.type,
    status: row.status,
    payload: fromJson(row.payload, null),
    progress: fromJson(row.progress, null),
    checkpoint: fromJson(row.checkpoint, null),
    result: fromJson(row.result, null),
    error: row.error ?? null,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.maxAttempts),
    runAt: row.runAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    finishedAt: row.finishedAt ?? null,
  };
}

import { z } from 'zod';

/** Spec 001 §2.4 / issue 4: at most 10 MiB and 50,000 rows per CSV import. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
/** The web follows the import job every 2 s (spec 001 §4, §9): `useJob(jobId)`, GET /api/jobs/:id. */
export const IMPORT_POLL_MS = 2000;
/** Rows shown in the import preview. */
export const IMPORT_PREVIEW_ROWS = 5;

export const IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'source',
  'status',
  'value',
  'tags',
  'street',
  'city',
  'state',
  'zip',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const importCsvSchema = z
  .object({
    csvData: z.string().min(1, 'The CSV file is empty'),
    filename: z.string().trim().min(1).max(255),
    /** CSV header → contact field; overrides the headers recognised automatically. */
    mapping: z.record(z.string().max(200), z.enum(IMPORT_FIELDS)).optional(),
  })
  .strict();
export type ImportCsvBody = z.input<typeof importCsvSchema>;

export interface ImportPreviewRow {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
}

export interface ImportStarted {
  jobId: string;
  preview: ImportPreviewRow[];
  totalRows: number;
  /** CSV header → contact field actually used. */
  mapping: Record<string, ImportField>;
}

export const importStatusQuerySchema = z.object({ jobId: z.string().min(1).max(64) }).strict();
export const jobIdParamSchema = z.object({ jobId: z.string().min(1).max(64) });

export type ImportState = 'processing' | 'completed' | 'failed';

export interface ImportStatus {
  jobId: string;
  filename: string;
  status: ImportState;
  processed_rows: number;
  total_rows: number;
  successful_imports: number;
  failed_imports: number;
  created: number;
  updated: number;
  undone: boolean;
  error: string | null;
}

export interface ImportUndone {
  removed: number;
  restored: number;
}

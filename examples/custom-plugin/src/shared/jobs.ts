/** The export job: its name, and its result as GET /api/jobs/:id reports it. */
export const EXPORT_JOB = 'custom-notes.export';

export interface ExportResult {
  /** The organisation's notes as Markdown, oldest first. */
  markdown: string;
  notes: number;
}

// The rows of `ecosystem-cli deploy-webhooks`, apart from the Ink table that draws them: the plain
// output and the hub's start import this module, and Ink (slow to import) only when drawn.

export type AppState = 'pending' | 'deploying' | 'done' | 'failed';

export interface AppRow {
  app_id: string;
  app: string;
  state: AppState;
  /** The acknowledged version, or why it failed. */
  detail?: string;
}

/** The summary line (the same words as the web page's toast and the plain output). */
export const summaryLine = (rows: AppRow[]) =>
  `Successfully deployed to ${rows.filter((r) => r.state === 'done').length}/${rows.length} applications`;

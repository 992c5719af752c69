/** The generation job (POST /api/generate-content answers its id). */
export const GENERATE_JOB = 'content.generate';

/** Publishes every scheduled item whose date has come (every organisation; run every 5 minutes). */
export const PUBLISH_DUE_JOB = 'content.publish-due';

export interface PublishDueResult {
  published: number;
}

/** Sends one campaign to its pending recipients; resumes where it stopped. */
export const SEND_JOB = 'marketing.send';
/** Sends the drip steps that are due and advances each contact. */
export const DRIP_JOB = 'marketing.drip-tick';
/** Runs one workflow for one contact, logging each action. */
export const WORKFLOW_JOB = 'marketing.workflow-run';

export interface SendResult {
  sent: number;
  failed: number;
  bounced: number;
  suppressed: number;
  paused: boolean;
  /** In-doubt messages (a dead run's hand-offs) sent again with their Message-ID. */
  resent: number;
}

import { z } from 'zod';

export const CAMPAIGN_TYPES = ['email', 'drip'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
/** Spec 002 §4: Active shows the primary badge and a pause button; any other status play. */
export const CAMPAIGN_STATUSES = ['Draft', 'Scheduled', 'Active', 'Paused', 'Completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The template a new campaign starts from; {{firstName}} is replaced per recipient. */
export const DEFAULT_MJML = `<mjml>
  <mj-body>
    <mj-section>
      <mj-column>
        <mj-text font-size="18px">Hello {{firstName}},</mj-text>
        <mj-text>Write your message here.</mj-text>
        <mj-button href="https://example.com">Learn more</mj-button>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

const name = z.string().trim().min(1, 'Name is required').max(200, 'Name is at most 200 characters');
const subject = z.string().trim().min(1, 'Subject is required').max(300, 'Subject is at most 300 characters');
const mjml = z
  .string()
  .trim()
  .min(1, 'Template is required')
  .max(200_000, 'Template is at most 200,000 characters')
  .refine((v) => v.startsWith('<mjml'), 'The template must be an MJML document (<mjml>…</mjml>)');

export const campaignInputSchema = z
  .object({
    name,
    listId: z.string().min(1, 'Choose a subscriber list').max(64),
    subject,
    mjml: mjml.default(DEFAULT_MJML),
  })
  .strict();
export type CampaignInput = z.input<typeof campaignInputSchema>;

export const campaignPatchSchema = z
  .object({ name: name.optional(), subject: subject.optional(), mjml: mjml.optional() })
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'Send at least one field to change');

export const sendSchema = z
  .object({ scheduledAt: z.iso.datetime({ offset: true, message: 'Enter a date and time' }).optional() })
  .strict();
export const testSendSchema = z.object({ email: z.email('Enter a valid email address').max(254) }).strict();
/** Pause/play (spec 002 §4): Active pauses, Paused plays. */
export const campaignStatusSchema = z.object({ status: z.enum(['Active', 'Paused']) }).strict();
export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

/** Spec 002 §3 Campaign, with the rates the list shows (percent, one decimal). */
export interface Campaign {
  id: string;
  name: string;
  type: CampaignType;
  status: CampaignStatus;
  listId: string | null;
  subject: string;
  mjml: string;
  scheduledAt: string | null;
  jobId: string | null;
  subscribers: number;
  sent: number;
  pending: number;
  opens: number;
  clicks: number;
  conversions: number;
  openRate: number;
  clickRate: number;
  conversionRate: number;
  createdAt: string;
}

export interface Preview {
  subject: string;
  html: string;
  text: string;
  warnings: string[];
}

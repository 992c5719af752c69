import { z } from 'zod';

/** Spec 001 §3 Workflow: id, name, description, type, status (active, otherwise inactive). */
export const WORKFLOW_TRIGGERS = ['contact-created', 'contact-updated', 'booking-created'] as const;
export const WORKFLOW_STATUSES = ['active', 'inactive'] as const;
const STAGES = ['lead', 'qualified', 'customer', 'lost'] as const;

export const conditionSchema = z
  .object({ field: z.enum(['source', 'status', 'tag']), equals: z.string().trim().min(1).max(100) })
  .strict();

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tag'), tag: z.string().trim().min(1).max(50) }).strict(),
  z.object({ type: z.literal('move-stage'), status: z.enum(STAGES) }).strict(),
  z
    .object({
      type: z.literal('send-email'),
      subject: z.string().trim().min(1).max(300),
      text: z.string().trim().min(1).max(20_000),
    })
    .strict(),
  z.object({ type: z.literal('start-drip'), campaignId: z.string().min(1).max(64) }).strict(),
  z.object({ type: z.literal('webhook'), url: z.url({ protocol: /^https?$/ }).max(2000) }).strict(),
]);
export type WorkflowAction = z.output<typeof actionSchema>;

export const workflowInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200),
    description: z.string().trim().max(1000).default(''),
    type: z.enum(WORKFLOW_TRIGGERS),
    status: z.enum(WORKFLOW_STATUSES).default('active'),
    conditions: z.array(conditionSchema).max(20).default([]),
    actions: z.array(actionSchema).min(1, 'Add at least one action').max(20),
  })
  .strict();
export type WorkflowInput = z.input<typeof workflowInputSchema>;
export const workflowStatusSchema = z.object({ status: z.enum(WORKFLOW_STATUSES) }).strict();

export interface Workflow {
  id: string;
  name: string;
  description: string;
  type: (typeof WORKFLOW_TRIGGERS)[number];
  status: (typeof WORKFLOW_STATUSES)[number];
  conditions: z.output<typeof conditionSchema>[];
  actions: WorkflowAction[];
  /** From the last 30 days of runs. */
  runs: number;
  succeeded: number;
  failed: number;
  lastRunAt: string | null;
}

export interface WorkflowRun {
  id: string;
  workflowId: string;
  workflowName: string;
  contactId: string | null;
  status: 'running' | 'succeeded' | 'failed';
  log: Array<{ action: string; outcome: string }>;
  startedAt: string;
  finishedAt: string | null;
}

export interface AutomationSummary {
  /** Percent: successful runs over all runs of the last 30 days (0 without runs). */
  automationScore: number;
  activeWorkflows: number;
  totalWorkflows: number;
  runs: number;
  succeeded: number;
  failed: number;
}

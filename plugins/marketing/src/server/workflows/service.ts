import { forOrg, fromJson, newId, notFound, num, toIso, toJson } from '@ecohub/core';
import { z } from 'zod';
import { WORKFLOW_JOB } from '../../shared/jobs.ts';
import type {
  AutomationSummary,
  conditionSchema,
  Workflow,
  WorkflowAction,
  WorkflowRun,
  workflowInputSchema,
} from '../../shared/workflow.ts';
import type { MarketingHub } from '../hub.ts';

type Condition = z.output<typeof conditionSchema>;
interface Definition {
  conditions: Condition[];
  actions: WorkflowAction[];
}
export interface TriggerSubject {
  contactId: string | null;
  email: string;
  firstName: string;
  source: string;
  status: string;
  tags: string[];
}

/** Runs and the score look at the last 30 days. */
const WINDOW_MS = 30 * 86_400_000;

export const matches = (conditions: Condition[], s: TriggerSubject): boolean =>
  conditions.every((c) => {
    const v = c.equals.toLowerCase();
    if (c.field === 'tag') return s.tags.some((t) => t.toLowerCase() === v);
    return (c.field === 'source' ? s.source : s.status).toLowerCase() === v;
  });

/** Workflows (trigger → conditions → actions), stored per organisation; each firing runs as a job. */
export function workflowService(hub: MarketingHub) {
  const runCounts = async (orgId: string, at: Date = hub.clock.now()) =>
    forOrg(hub.db, orgId)
      .selectFrom('marketingWorkflowRuns')
      .select((eb) => [
        'workflowId',
        eb.fn.countAll().as('runs'),
        eb.fn.sum(eb.case().when('status', '=', 'succeeded').then(1).else(0).end()).as('ok'),
        eb.fn.sum(eb.case().when('status', '=', 'failed').then(1).else(0).end()).as('failed'),
        eb.fn.max('startedAt').as('last'),
      ])
      .where('startedAt', '>=', toIso(new Date(at.getTime() - WINDOW_MS)))
      .where('startedAt', '<=', toIso(at))
      .groupBy('workflowId')
      .execute();

  const service = {
    /** `at`: the 30 days of runs ending then (default now). */
    async list(orgId: string, at?: Date): Promise<Workflow[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('marketingWorkflows')
        .selectAll()
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      const counts = await runCounts(orgId, at);
      return rows.map((w) => {
        const def = fromJson<Definition>(w.definition, { conditions: [], actions: [] });
        const c = counts.find((x) => x.workflowId === w.id);
        return {
          id: w.id,
          name: w.name,
          description: w.description,
          type: w.type as Workflow['type'],
          status: w.status === 'active' ? 'active' : 'inactive',
          conditions: def.conditions,
          actions: def.actions,
          runs: num(c?.runs),
          succeeded: num(c?.ok),
          failed: num(c?.failed),
          lastRunAt: (c?.last as string | null | undefined) ?? null,
        };
      });
    },

    async create(orgId: string, input: z.output<typeof workflowInputSchema>): Promise<Workflow> {
      const id = newId();
      await forOrg(hub.db, orgId)
        .insertInto('marketingWorkflows', {
          id,
          name: input.name,
          description: input.description,
          type: input.type,
          status: input.status,
          definition: toJson({ conditions: input.conditions, actions: input.actions }),
          createdAt: toIso(hub.clock.now()),
        })
        .execute();
      return (await service.list(orgId)).find((w) => w.id === id)!;
    },

    async setStatus(orgId: string, id: string, status: 'active' | 'inactive'): Promise<Workflow> {
      const r = await forOrg(hub.db, orgId)
        .updateTable('marketingWorkflows')
        .set({ status })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw notFound('Workflow not found');
      return (await service.list(orgId)).find((w) => w.id === id)!;
    },

    async remove(orgId: string, id: string): Promise<void> {
      const r = await forOrg(hub.db, orgId)
        .deleteFrom('marketingWorkflows')
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(r.numDeletedRows) === 0) throw notFound('Workflow not found');
    },

    async get(orgId: string, id: string) {
      const w = await forOrg(hub.db, orgId)
        .selectFrom('marketingWorkflows')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!w) return null;
      return { ...w, definition: fromJson<Definition>(w.definition, { conditions: [], actions: [] }) };
    },

    /** Enqueues one run per active workflow of this trigger whose conditions hold. */
    async fire(orgId: string, type: Workflow['type'], subject: TriggerSubject): Promise<string[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('marketingWorkflows')
        .selectAll()
        .where('type', '=', type)
        .where('status', '=', 'active')
        .execute();
      const jobs: string[] = [];
      for (const w of rows) {
        const def = fromJson<Definition>(w.definition, { conditions: [], actions: [] });
        if (!matches(def.conditions, subject)) continue;
        jobs.push(
          await hub.jobs.enqueue(WORKFLOW_JOB, { workflowId: w.id, subject }, { orgId, maxAttempts: 1 }),
        );
      }
      return jobs;
    },

    async runs(orgId: string, limit = 20): Promise<WorkflowRun[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('marketingWorkflowRuns')
        .innerJoin('marketingWorkflows', 'marketingWorkflows.id', 'marketingWorkflowRuns.workflowId')
        .select([
          'marketingWorkflowRuns.id',
          'marketingWorkflowRuns.workflowId',
          'marketingWorkflows.name as workflowName',
          'marketingWorkflowRuns.contactId',
          'marketingWorkflowRuns.status',
          'marketingWorkflowRuns.log',
          'marketingWorkflowRuns.startedAt',
          'marketingWorkflowRuns.finishedAt',
        ])
        .orderBy('marketingWorkflowRuns.startedAt', 'desc')
        .orderBy('marketingWorkflowRuns.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        ...r,
        status: r.status as WorkflowRun['status'],
        log: fromJson<WorkflowRun['log']>(r.log, []),
      }));
    },

    /**
     * The Automation Score: percent of the last 30 days' runs that succeeded, weighted by the share
     * of workflows that are active (an organisation that switched its automations off scores less).
     * 0 without runs.
     */
    async summary(orgId: string, at?: Date): Promise<AutomationSummary> {
      const list = await service.list(orgId, at);
      const runs = list.reduce((a, w) => a + w.runs, 0);
      const succeeded = list.reduce((a, w) => a + w.succeeded, 0);
      const failed = list.reduce((a, w) => a + w.failed, 0);
      const active = list.filter((w) => w.status === 'active').length;
      const score = runs && list.length ? (succeeded / runs) * (active / list.length) * 100 : 0;
      return {
        automationScore: Math.round(score * 10) / 10,
        activeWorkflows: active,
        totalWorkflows: list.length,
        runs,
        succeeded,
        failed,
      };
    },
  };
  return service;
}
export type WorkflowService = ReturnType<typeof workflowService>;

export const workflowRunPayload = z.object({
  workflowId: z.string(),
  subject: z.object({
    contactId: z.string().nullable(),
    email: z.string(),
    firstName: z.string(),
    source: z.string(),
    status: z.string(),
    tags: z.array(z.string()),
  }),
});

import { forOrg, type JobRun, newId, toIso, toJson } from '@ecohub/core';
import { crmService } from '@ecohub/plugin-crm/shared';
import type { WorkflowAction } from '../../shared/workflow.ts';
import type { DripService } from '../drips/service.ts';
import type { MarketingHub } from '../hub.ts';
import type { SuppressionList } from '../lists/suppression.ts';
import { type TriggerSubject, type WorkflowService, workflowRunPayload } from './service.ts';

interface Deps {
  hub: MarketingHub;
  workflows: WorkflowService;
  drips: DripService;
  suppression: SuppressionList;
}

/** One action; returns what happened, throws when it failed. */
async function act(d: Deps, orgId: string, a: WorkflowAction, s: TriggerSubject): Promise<string> {
  const crm = d.hub.use(crmService);
  const contact = s.contactId ? await crm.contacts.get(orgId, s.contactId) : null;
  switch (a.type) {
    case 'tag': {
      if (!contact) throw new Error('No CRM contact to tag');
      if (contact.tags.includes(a.tag)) return `already tagged ${a.tag}`;
      await crm.contacts.update(orgId, contact.id, { tags: [...contact.tags, a.tag] }, null);
      return `tagged ${a.tag}`;
    }
    case 'move-stage': {
      if (!contact) throw new Error('No CRM contact to move');
      if (contact.status === a.status) return `already ${a.status}`;
      await crm.contacts.update(orgId, contact.id, { status: a.status }, null);
      return `moved to ${a.status}`;
    }
    case 'send-email': {
      if (!s.email) throw new Error('No email address');
      if (await d.suppression.has(orgId, s.email)) return 'suppressed, not sent';
      const res = await d.hub.mail.send({
        orgId,
        to: s.email,
        subject: a.subject,
        text: a.text.replace(/\{\{\s*firstName\s*\}\}/g, s.firstName || 'there'),
        template: 'marketing:workflow',
      });
      if (res.error) throw new Error(`Email not delivered: ${res.error}`);
      return `emailed ${s.email}`;
    }
    case 'start-drip': {
      if (!s.email) throw new Error('No email address');
      const added = await d.drips.enroll(orgId, a.campaignId, {
        email: s.email,
        firstName: s.firstName,
        contactId: s.contactId,
      });
      return added ? 'drip started' : 'already in the drip, or suppressed';
    }
    case 'webhook': {
      const res = await d.hub.outbound.request(a.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'marketing.workflow', orgId, contact: s }),
        timeoutMs: 10_000,
      });
      if (res.status >= 300) throw new Error(`Webhook answered ${res.status}`);
      return `webhook ${res.status}`;
    }
  }
}

/**
 * The workflow job: runs the actions in order and logs each outcome on the run row. The first
 * failing action stops the run (failed); the row is written before the first action, so a run
 * that crashed stays visible as running.
 */
export async function runWorkflow(run: JobRun, d: Deps): Promise<{ status: string }> {
  const orgId = run.orgId;
  if (!orgId) throw new Error('A workflow run belongs to an organisation');
  const { workflowId, subject } = workflowRunPayload.parse(run.payload);
  const w = await d.workflows.get(orgId, workflowId);
  if (!w) return { status: 'skipped' };
  const id = newId();
  const scope = forOrg(d.hub.db, orgId);
  await scope
    .insertInto('marketingWorkflowRuns', {
      id,
      workflowId,
      contactId: subject.contactId,
      status: 'running',
      log: '[]',
      startedAt: toIso(d.hub.clock.now()),
      finishedAt: null,
    })
    .execute();
  const log: Array<{ action: string; outcome: string }> = [];
  let status = 'succeeded';
  for (const a of w.definition.actions) {
    try {
      log.push({ action: a.type, outcome: await act(d, orgId, a, subject) });
    } catch (err) {
      log.push({ action: a.type, outcome: err instanceof Error ? err.message : String(err) });
      status = 'failed';
      break;
    }
  }
  await scope
    .updateTable('marketingWorkflowRuns')
    .set({ status, log: toJson(log), finishedAt: toIso(d.hub.clock.now()) })
    .where('id', '=', id)
    .execute();
  return { status };
}

import { HttpError, type HubApp, readBody, validate } from '@ecohub/core';
import type { MiddlewareHandler } from 'hono';
import { INVALID_TOKEN, SYNC_MAX_ITEMS, SYNC_PATH } from '../../shared/constants.ts';
import { SYNC_JOB } from '../../shared/jobs.ts';
import { syncPayloadSchema } from '../../shared/sync.ts';
import type { IphoneHub } from '../hub.ts';
import type { RecordStore } from '../records/service.ts';
import type { TokenStore } from '../tokens/service.ts';
import type { SyncJobPayload } from './job.ts';

/** More records than a sync carries is "too large" (413) with the reason, before field validation. */
const itemLimit: MiddlewareHandler = async (c, next) => {
  const { json } = await readBody(c);
  const data = (json as { data?: unknown } | undefined)?.data;
  if (Array.isArray(data) && data.length > SYNC_MAX_ITEMS) {
    throw new HttpError(
      413,
      `A sync carries at most ${SYNC_MAX_ITEMS} records; this one has ${data.length}. Send them in parts.`,
      'payload_too_large',
    );
  }
  await next();
};

/**
 * POST /api/iphone/sync `{ type, authToken, data[] }` (spec 001 §3, §6: the token is in the body, no
 * session needed: an iOS Shortcut sends it). The body is validated per type (400 with the field
 * issues), the token resolved (401), then a sync record is stored Processing and a job processes
 * it: 202 `{ record, jobId }`.
 */
export function syncRoutes(app: HubApp, hub: IphoneHub, tokens: TokenStore, records: RecordStore): void {
  app.post(SYNC_PATH, itemLimit, validate('json', syncPayloadSchema), async (c) => {
    const body = c.req.valid('json');
    const owner = await tokens.resolve(body.authToken);
    if (!owner) throw new HttpError(401, INVALID_TOKEN, 'invalid_token');
    const recordId = await records.create(owner.orgId, owner.tokenId, body.type, body.data.length);
    const payload: SyncJobPayload = { recordId, type: body.type, userId: owner.userId, data: body.data };
    const jobId = await hub.jobs.enqueue(SYNC_JOB, payload, { orgId: owner.orgId });
    await records.setJob(owner.orgId, recordId, jobId);
    return c.json({ record: await records.get(owner.orgId, recordId), jobId }, 202);
  });
}

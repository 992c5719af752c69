import { type HubApp, orgOf, principalOf, requirePermission, validate } from '@ecohub/core';
import { importCsvSchema, importStatusQuerySchema, jobIdParamSchema } from '../../shared/index.ts';
import type { ImportService } from './service.ts';

/** A job id (core's newId: a UUID); constrained so it never hides a static path. */
const JOB_ID = ':jobId{[0-9a-f-]{36}}';

export function importRoutes(app: HubApp, imports: ImportService) {
  app.post(
    '/api/contacts/import-csv',
    requirePermission('contacts:import'),
    validate('json', importCsvSchema),
    async (c) => {
      const p = principalOf(c);
      return c.json(await imports.start(p.orgId, p.user?.id ?? null, c.req.valid('json')), 202);
    },
  );

  app.get(
    '/api/contacts/import-status',
    requirePermission('contacts:read'),
    validate('query', importStatusQuerySchema),
    async (c) => c.json(await imports.status(orgOf(c), c.req.valid('query').jobId)),
  );

  app.get(
    `/api/contacts/imports/${JOB_ID}/failures.csv`,
    requirePermission('contacts:read'),
    validate('param', jobIdParamSchema),
    async (c) => {
      const { filename, csv } = await imports.failuresCsv(orgOf(c), c.req.valid('param').jobId);
      return c.body(`\uFEFF${csv}`, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`,
      });
    },
  );

  app.post(
    `/api/contacts/imports/${JOB_ID}/undo`,
    requirePermission('contacts:import'),
    validate('param', jobIdParamSchema),
    async (c) => {
      const p = principalOf(c);
      return c.json(await imports.undo(p.orgId, c.req.valid('param').jobId, p.user?.id ?? null));
    },
  );
}

// A hub process with the CRM for the kill -9 tests, started by core's `startHubChild`:
// - `jobs <url> [schema]`: runs jobs (the CSV import) until it is killed;
// - `undo <url> <orgId> <jobId> [schema]`: undoes an import slowly, printing a line after each
//   committed undo transaction and pausing, until it is killed.
import { connect } from '@ecohub/core';
import { hubOn } from '@ecohub/core/testing';
import crm from '../index.ts';
import { crmOf } from './fixtures.ts';

const [mode, url, ...rest] = process.argv.slice(2);
if (mode === 'jobs') {
  const [schema] = rest;
  const hub = await hubOn(connect({ url, schema }), [crm]);
  await hub.start();
  process.stdout.write('started\n');
} else {
  const [orgId, jobId, schema] = rest;
  const hub = await hubOn(connect({ url, schema }), [crm]);
  await crmOf(hub).imports.undo(orgId, jobId, null, {
    onUndoTransaction: async ({ phase, rows }) => {
      process.stdout.write(`${phase} ${rows}\n`);
      await new Promise((r) => setTimeout(r, 50));
    },
  });
  process.stdout.write('done\n');
}

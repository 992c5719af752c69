// A hub process that undoes an import slowly, for the undo crash test:
// `node --import tsx undo-crash-child.ts <url> <orgId> <jobId> [schema]`. It prints a line after
// each committed undo transaction and pauses, until it is killed.
import { hubOn } from '../test/shared-db.ts';
import { importService } from './service.ts';

const [url, orgId, jobId, schema] = process.argv.slice(2);
const hub = await hubOn(url, schema);
await importService(hub.ctx, {
  onUndoTransaction: async ({ phase, rows }) => {
    process.stdout.write(`${phase} ${rows}\n`);
    await new Promise((r) => setTimeout(r, 50));
  },
}).undo(orgId, jobId, null);
process.stdout.write('done\n');

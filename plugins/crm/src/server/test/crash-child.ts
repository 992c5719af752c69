// A hub process for the import crash test: `node --import tsx crash-child.ts <url> [schema]`.
// It runs jobs until it is killed.
import { hubOn } from './shared-db.ts';

const [url, schema] = process.argv.slice(2);
const hub = await hubOn(url, schema);
await hub.start();
process.stdout.write('started\n');

// A hub process for the crash test: `node --import tsx crash-child.ts <database url> [schema]`.
// It runs jobs until it is killed.
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { connect } from '../db/connect.ts';
import { createHub } from '../host/hub.ts';
import { crashPlugin } from './crash-fixture.ts';

const [url, schema] = process.argv.slice(2);
const hub = await createHub({
  config: loadConfig({}, { LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' }),
  plugins: [crashPlugin],
  database: connect({ url, schema }),
  logger: pino({ level: 'silent' }),
});
await hub.start();
process.stdout.write('started\n');

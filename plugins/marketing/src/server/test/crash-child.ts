// A hub process for the kill -9 test, started by core's `startHubChild`:
// `<database url> <smtp url> [schema]` runs jobs (the campaign send) until it is killed.
import { connect, createHub, loadConfig } from '@ecohub/core';
import { plugins } from './hub.ts';

const [url, smtpUrl, schema] = process.argv.slice(2);
const hub = await createHub({
  config: loadConfig({}, {
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    SMTP_URL: smtpUrl,
  } as never),
  plugins,
  database: connect({ url: url!, schema }),
  env: {},
  pluginConfig: { marketing: { MARKETING_SEND_RATE: 400 } },
});
await hub.migrate();
await hub.start();
process.stdout.write('started\n');

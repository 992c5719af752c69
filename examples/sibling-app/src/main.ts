// `pnpm --filter @ecohub/example-sibling-app start`: the example on PORT (4000).
import { serve } from '@hono/node-server';
import { createSiblingApp } from './app.ts';
import { configFromEnv } from './config.ts';

const cfg = configFromEnv();
const port = Number(process.env.PORT ?? 4000);
serve({ fetch: createSiblingApp(cfg).app.fetch, port }, () => {
  console.log(`Sibling app on http://localhost:${port} reporting to ${cfg.hub} as ${cfg.app}`);
});

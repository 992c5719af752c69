import type { WebhookConfig } from '../../shared/configs.ts';

export interface AppFacts {
  hubUrl: string;
  appId: string;
  name: string;
  slug: string;
  appUrl: string;
  publishableKey: string;
  /** Only when an admin asked for it explicitly; otherwise the files read it from the environment. */
  secret: string | null;
  config: WebhookConfig;
}

const SECRET_ENV = 'ECOHUB_SIGNING_SECRET';
const base = (url: string) => url.replace(/\/$/, '');
const paths = (f: AppFacts) =>
  [...new Set(f.config.listeners.map((l) => l.path))].join(', ') || '/ecohub/webhooks';

/** The configuration file: the spec's shape plus where the app receives and sends. */
export function configFile(f: AppFacts): string {
  const { app, app_id, listeners, triggers, version } = f.config;
  const file = {
    app,
    app_id,
    version,
    listeners,
    triggers,
    endpoints: {
      hub: f.hubUrl,
      record: `${f.hubUrl}/api/record`,
      config: `${base(f.appUrl)}/ecohub/config`,
      webhooks: listeners.map((l) => `${base(f.appUrl)}${l.path}`),
    },
    publishable_key: f.publishableKey,
    ...(f.secret ? { signing_secret: f.secret } : {}),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The SDK snippet for the app's server: sending events, receiving its config and forwarded events. */
export function sdkSnippet(f: AppFacts): string {
  const secret = f.secret ? JSON.stringify(f.secret) : `process.env.${SECRET_ENV} as string`;
  return [
    `// Ecosystem Hub integration of ${f.name} (${f.appId}), webhook configuration v${f.config.version}.`,
    `// Browser tracker: <script src="${f.hubUrl}/sdk/ecohub.js" data-key="${f.publishableKey}" async></script>`,
    `import { configHandler, createHubClient, webhookHandler } from '@ecohub/sdk/server';`,
    '',
    `const secret = ${secret};`,
    `export const hub = createHubClient({ hub: '${f.hubUrl}', app: '${f.appId}', secret });`,
    '',
    '// POST /ecohub/config: the hub deploys the webhook configuration here (signed; the answer is the ack).',
    `export const receiveConfig = configHandler({ app: '${f.appId}', secrets: secret }, async (config) => {`,
    "  console.log('webhook configuration v%d received', config.version); // store it with your settings",
    '});',
    '',
    `// Forwarded events (Standard Webhooks, verified): mount on ${paths(f)}.`,
    'export const receiveEvents = webhookHandler(secret, async (event) => {',
    "  console.log('event from the hub', event);",
    '});',
    '',
  ].join('\n');
}

/** A shell script that writes the app's hub settings into .env.ecohub and checks the hub answers. */
export function deploymentScript(f: AppFacts): string {
  const secretLine = f.secret
    ? `${SECRET_ENV}='${f.secret}'`
    : `: "\${${SECRET_ENV}:?Set ${SECRET_ENV} to the app's signing secret (shown when the app was created or rotated)}"`;
  return [
    '#!/usr/bin/env sh',
    `# Ecosystem Hub deployment of ${f.name} (${f.appId}): run it in the app's folder.`,
    'set -eu',
    secretLine,
    `printf '%s\\n' 'HUB_URL=${f.hubUrl}' 'APP_ID=${f.appId}' 'PUBLISHABLE_KEY=${f.publishableKey}' "SIGNING_SECRET=\${${SECRET_ENV}}" > .env.ecohub`,
    `echo 'Wrote .env.ecohub for ${f.name}'`,
    `curl -fsS -o /dev/null '${f.hubUrl}/healthz' && echo 'The hub at ${f.hubUrl} answers'`,
    `echo 'Mount the SDK handlers: POST /ecohub/config (configHandler) and ${paths(f)} (webhookHandler)'`,
    '',
  ].join('\n');
}

import type { FetchHandler } from './handlers.ts';
import { verifyWebhook } from './handlers.ts';
import { WebhookVerificationError } from './signature.ts';

/** The webhook configuration the hub deploys to an app (`POST {app}/ecohub/config`). */
export interface DeployedConfig {
  app: string;
  app_id: string;
  version: number;
  listeners: Array<{ event: string; path: string }>;
  triggers: Array<{ action: string; forward_to: string[] }>;
}

/** What the app answers once it stored the configuration: the hub marks the version deployed. */
export interface ConfigAck {
  ack: true;
  app_id: string;
  version: number;
}

const isConfig = (v: unknown): v is DeployedConfig => {
  const c = v as DeployedConfig | null;
  return (
    !!c &&
    typeof c.app_id === 'string' &&
    Number.isInteger(c.version) &&
    Array.isArray(c.listeners) &&
    Array.isArray(c.triggers)
  );
};

/**
 * The receiving side of a deploy: verifies the hub's Standard Webhooks signature (the app's own
 * secret), checks the body is `{type: 'config.deployed', data: <config>}` for this app, lets the app
 * store it (`store` may be async), and answers the ack `{ack, app_id, version}`. 401 for a bad
 * signature, 400 for another app's or a malformed configuration.
 */
export function configHandler(
  opts: { app: string; secrets: string | string[] },
  store: (config: DeployedConfig) => unknown,
): FetchHandler {
  return async (request) => {
    let body: unknown;
    try {
      body = await verifyWebhook(request, opts.secrets);
    } catch (err) {
      if (err instanceof WebhookVerificationError)
        return Response.json({ message: err.message }, { status: 401 });
      throw err;
    }
    const msg = body as { type?: unknown; data?: unknown } | null;
    if (msg?.type !== 'config.deployed' || !isConfig(msg.data) || msg.data.app_id !== opts.app)
      return Response.json({ message: 'Not a configuration for this application' }, { status: 400 });
    await store(msg.data);
    const ack: ConfigAck = { ack: true, app_id: msg.data.app_id, version: msg.data.version };
    return Response.json(ack);
  };
}

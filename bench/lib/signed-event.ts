import { createHmac } from 'node:crypto';
import { messageId } from '../../sdk/src/server/message-id.ts';

/** One event signed per Standard Webhooks v1, as @ecohub/sdk/server's client sends it. */
export function signedEvent(
  secret: string,
  appId: string,
): { headers: Record<string, string>; body: string } {
  const id = messageId();
  const ts = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({
    app: appId,
    event: 'bench.event',
    status: 'ok',
    tag: 'bench',
    data: { n: 1 },
  });
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const sig = createHmac('sha256', key).update(`${id}.${ts}.${body}`).digest('base64');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(ts),
      'webhook-signature': `v1,${sig}`,
    },
  };
}

import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export type Mode = 'valid' | 'fenced' | 'invalid-json' | 'invalid-draft' | 'http-500';

/**
 * A local OpenAI-compatible endpoint (`POST /v1/chat/completions`) on a loopback port, answering
 * as told: a valid JSON draft (bare or in a code fence), prose, a draft missing fields, or a 500.
 */
export async function startLlmStandIn() {
  const requests: Array<{ body: any; authorization: string | undefined }> = [];
  let mode: Mode = 'valid';
  const app = new Hono();
  app.post('/v1/chat/completions', async (c) => {
    const body = await c.req.json();
    requests.push({ body, authorization: c.req.header('authorization') });
    if (mode === 'http-500') return c.json({ error: { message: 'model overloaded' } }, 500);
    const draft = {
      title: 'Why rooftop solar pays off',
      metaDescription:
        'Rooftop solar for homeowners: what it costs, what it saves and how to choose an installer you can trust, in plain words.',
      slug: 'why-it-pays-off',
      headings: ['What it costs', 'What it saves'],
      body: '## What it costs\n\nRooftop solar costs less every year. [Ask us](/contact).\n\n## What it saves\n\nMost homes save on every bill.',
    };
    const content =
      mode === 'invalid-json'
        ? 'Sure! Here is a blog post about solar panels: Solar is great.'
        : mode === 'invalid-draft'
          ? JSON.stringify({ title: 'Solar', body: 'Too short' })
          : mode === 'fenced'
            ? `\`\`\`json\n${JSON.stringify(draft)}\n\`\`\``
            : JSON.stringify(draft);
    return c.json({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    answer(m: Mode) {
      mode = m;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

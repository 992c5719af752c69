import { testDialects } from '@ecohub/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHub, generate } from './helpers.ts';
import { startLlmStandIn } from './llm-stand-in.ts';

let llm: Awaited<ReturnType<typeof startLlmStandIn>>;
beforeAll(async () => {
  llm = await startLlmStandIn();
});
afterAll(() => llm.close());

describe.each(testDialects)('the LLM adapter on %s', (dialect) => {
  const hub = () =>
    contentHub(dialect, {
      outbound: true,
      content: {
        CONTENT_LLM_BASE_URL: llm.url,
        CONTENT_LLM_MODEL: 'stand-in-7b',
        CONTENT_LLM_API_KEY: 'sk-test',
      },
    });

  it('writes the item with the configured OpenAI-compatible endpoint, validated and SEO-optimised', async () => {
    const t = await hub();
    try {
      const a = await t.signedIn();
      for (const mode of ['valid', 'fenced'] as const) {
        llm.answer(mode);
        const before = llm.requests.length;
        const item = (await generate(t, a.agent, { topic: 'Rooftop solar', language: 'fr', type: 'blog' }))
          .result?.item;
        expect(llm.requests.length).toBe(before + 1);
        const sent = llm.requests.at(-1);
        expect(sent?.authorization).toBe('Bearer sk-test');
        expect(sent?.body).toMatchObject({ model: 'stand-in-7b', response_format: { type: 'json_object' } });
        expect(sent?.body.messages[1].content).toContain('Write a blog in French about: Rooftop solar.');
        expect(item).toMatchObject({ generator: 'llm', language: 'fr', keyphrase: 'rooftop solar' });
        expect(item.body).toContain('Rooftop solar costs less every year.');
        // SEO optimise (on by default) put the keyphrase in the slug the model left it out of.
        expect(item.slug).toBe('rooftop-solar-why-it-pays-off');
        expect(item.title).toBe('Why rooftop solar pays off');
        expect(item.seo.formula).toBe('Kandel–Moles');
      }
      // Switched off, the model's slug is kept.
      llm.answer('valid');
      const raw = (await generate(t, a.agent, { topic: 'Rooftop solar', seoOptimize: false })).result?.item;
      expect(raw.slug).toBe('why-it-pays-off');
    } finally {
      await t.close();
    }
  });

  it('falls back to the built-in generator on prose, an invalid draft or an HTTP error', async () => {
    const t = await hub();
    try {
      const a = await t.signedIn();
      for (const mode of ['invalid-json', 'invalid-draft', 'http-500'] as const) {
        llm.answer(mode);
        const job = await generate(t, a.agent, { topic: 'Rooftop solar', type: 'email' });
        expect(job.state, mode).toBe('completed');
        expect(job.result?.item, mode).toMatchObject({ generator: 'local', type: 'email' });
        expect(job.result?.item.body).toContain('Many people ask us about rooftop solar.');
      }
    } finally {
      await t.close();
    }
  });

  it('falls back when the endpoint cannot be reached, and calls nothing unless configured', async () => {
    const down = await contentHub(dialect, {
      outbound: true,
      content: { CONTENT_LLM_BASE_URL: 'http://127.0.0.1:9/v1', CONTENT_LLM_TIMEOUT_MS: 2000 },
    });
    try {
      const a = await down.signedIn();
      expect((await generate(down, a.agent, { topic: 'Heat pumps' })).result?.item.generator).toBe('local');
    } finally {
      await down.close();
    }
    const off = await contentHub(dialect);
    try {
      const a = await off.signedIn();
      const before = llm.requests.length;
      expect((await generate(off, a.agent, { topic: 'Heat pumps' })).result?.item.generator).toBe('local');
      expect(llm.requests.length).toBe(before);
    } finally {
      await off.close();
    }
  });
});

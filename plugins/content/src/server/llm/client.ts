import { OutboundError } from '@ecohub/core';
import { z } from 'zod';
import { type Draft, draftSchema } from '../../shared/content.ts';
import type { GenerationContext } from '../generate/local.ts';
import type { ContentHub } from '../hub.ts';

const LANGUAGE_NAMES = { en: 'English', fr: 'French', de: 'German', es: 'Spanish' } as const;

/** The part of an OpenAI-compatible chat completion we read. */
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** Why the adapter gave up; the job then writes the item with the built-in generator. */
export type LlmFailure = 'unreachable' | 'http' | 'invalid-answer' | 'invalid-json' | 'invalid-draft';

export type LlmResult = { ok: true; draft: Draft } | { ok: false; failure: LlmFailure; detail: string };

export function prompt(ctx: GenerationContext): Array<{ role: 'system' | 'user'; content: string }> {
  return [
    {
      role: 'system',
      content:
        'You write marketing content with good SEO. Answer with one JSON object only, with the keys ' +
        'title (string), metaDescription (120 to 160 characters), slug (lower-case words joined by hyphens), ' +
        'headings (array of the subheadings you used) and body (Markdown, ## for subheadings, short sentences, ' +
        'internal links as [text](/path)).',
    },
    {
      role: 'user',
      content: [
        `Write a ${ctx.type} in ${LANGUAGE_NAMES[ctx.language]} about: ${ctx.topic}.`,
        `Focus keyphrase: "${ctx.keyphrase}" (use it in the title, the first paragraph, the slug, the meta description and some subheadings).`,
        `Publisher: ${ctx.site} (organisation ${ctx.org}).`,
        ctx.audience ? `Audience: ${ctx.audience}.` : '',
        ctx.products.length
          ? `Products to mention where natural: ${ctx.products.slice(0, 5).join(', ')}.`
          : '',
        ctx.type === 'social'
          ? 'Keep it under 60 words.'
          : ctx.type === 'email'
            ? 'At least 150 words.'
            : 'At least 350 words.',
      ]
        .filter(Boolean)
        .join('\n'),
    },
  ];
}

/** The JSON object of an answer, also when a model wraps it in a Markdown code fence. */
function jsonOf(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  return JSON.parse((fenced?.[1] ?? content).trim());
}

/**
 * A small client of any OpenAI-compatible `/chat/completions` (OpenAI, Ollama, vLLM, llama.cpp
 * server…), through the hardened outbound client. Never throws: a failure says why, and the caller
 * falls back to the built-in generator.
 */
export async function generateWithLlm(hub: ContentHub, ctx: GenerationContext): Promise<LlmResult> {
  const base = hub.settings.CONTENT_LLM_BASE_URL;
  if (!base) return { ok: false, failure: 'unreachable', detail: 'No LLM is configured' };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (hub.settings.CONTENT_LLM_API_KEY) headers.authorization = `Bearer ${hub.settings.CONTENT_LLM_API_KEY}`;
  let res: Awaited<ReturnType<typeof hub.outbound.request>>;
  try {
    res = await hub.outbound.request(`${base.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: hub.settings.CONTENT_LLM_MODEL,
        messages: prompt(ctx),
        response_format: { type: 'json_object' },
        temperature: 0.7,
        stream: false,
      }),
      timeoutMs: hub.settings.CONTENT_LLM_TIMEOUT_MS,
      maxBytes: 1024 * 1024,
      maxRedirects: 0,
    });
  } catch (err) {
    const detail = err instanceof OutboundError ? `${err.reason}: ${err.message}` : 'The request failed';
    return { ok: false, failure: 'unreachable', detail };
  }
  if (res.status < 200 || res.status >= 300)
    return { ok: false, failure: 'http', detail: `The LLM endpoint answered HTTP ${res.status}` };
  let content: string;
  try {
    const parsed = completionSchema.safeParse(res.json());
    if (!parsed.success) return { ok: false, failure: 'invalid-answer', detail: 'Not a chat completion' };
    content = parsed.data.choices[0]?.message.content ?? '';
  } catch {
    return { ok: false, failure: 'invalid-answer', detail: 'The answer is not JSON' };
  }
  let object: unknown;
  try {
    object = jsonOf(content);
  } catch {
    return { ok: false, failure: 'invalid-json', detail: 'The message is not a JSON object' };
  }
  const draft = draftSchema.safeParse(object);
  if (!draft.success)
    return {
      ok: false,
      failure: 'invalid-draft',
      detail: draft.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    };
  return { ok: true, draft: draft.data };
}

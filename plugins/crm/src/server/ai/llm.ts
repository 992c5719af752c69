import type { OutboundClient } from '@ecohub/core';
import { z } from 'zod';
import { type AiSuggestionRequest, aiSuggestionsSchema } from '../../shared/index.ts';
import type { EngineContext } from './engine.ts';

const chatAnswerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

export interface LlmOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

const SYSTEM = `You suggest what a CRM user should do or type next. Answer JSON only, matching the
schema. Every suggestion cites its evidence, taken only from the facts given (contact, activities,
the local engine's suggestions); never invent facts. Confidence is between 0 and 1.`;

/**
 * An OpenAI-compatible chat completions client on core's outbound client (Ollama's /v1 speaks
 * it): the request, the organisation's facts and the local engine's suggestions go in; structured
 * output (the answer's JSON schema, from zod) comes back and is validated like any input. Any
 * failure throws; the service then answers the local engine's suggestions.
 */
export function llmEngine(outbound: OutboundClient, o: LlmOptions) {
  const schema = z.toJSONSchema(aiSuggestionsSchema);
  return async (r: AiSuggestionRequest, ctx: EngineContext, local: z.infer<typeof aiSuggestionsSchema>) => {
    const facts = {
      request: { currentPage: r.currentPage, userInput: r.userInput, scenario: ctx.scenario },
      contact: ctx.contact,
      activities: ctx.history,
      localSuggestions: local.suggestions,
    };
    const res = await outbound.request(`${o.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: o.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: JSON.stringify(facts) },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'suggestions', strict: true, schema } },
      }),
      timeoutMs: 20_000,
      maxBytes: 1024 * 1024,
    });
    if (res.status !== 200) throw new Error(`The LLM answered HTTP ${res.status}`);
    const content = chatAnswerSchema.parse(res.json()).choices[0].message.content;
    return aiSuggestionsSchema.parse(JSON.parse(content));
  };
}

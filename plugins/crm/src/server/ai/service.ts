import { createHash } from 'node:crypto';
import { AI_CACHE_MS, type AiSuggestionRequest, type AiSuggestions } from '../../shared/index.ts';
import type { ContactSearch } from '../contacts/search.ts';
import type { ContactService } from '../contacts/service.ts';
import type { CrmHub } from '../hub.ts';
import { localEngine } from './engine.ts';
import { llmEngine } from './llm.ts';

const CACHE_ENTRIES = 1000;

/**
 * Contextual suggestions (spec 002): the local engine, or the configured LLM given the same facts
 * (CRM_AI_BASE_URL; its failure falls back to the local answer, logged). Answers are cached 30 s
 * per organisation and request.
 */
export function aiService(hub: CrmHub, contacts: ContactService, search: ContactSearch) {
  const local = localEngine(hub, contacts, search);
  const s = hub.settings;
  const llm = s.CRM_AI_BASE_URL
    ? llmEngine(hub.outbound, { baseUrl: s.CRM_AI_BASE_URL, apiKey: s.CRM_AI_API_KEY, model: s.CRM_AI_MODEL })
    : null;
  const cache = new Map<string, { at: number; value: AiSuggestions }>();

  async function compute(orgId: string, r: AiSuggestionRequest): Promise<AiSuggestions> {
    const ctx = await local.context(orgId, r);
    const answer = await local.suggest(orgId, r, ctx);
    if (!llm) return { ...answer, engine: 'local' };
    try {
      return { ...(await llm(r, ctx, answer)), engine: 'llm' };
    } catch (err) {
      hub.log.warn({ err }, 'crm: the LLM failed; answering the local suggestions');
      return { ...answer, engine: 'local' };
    }
  }

  return {
    async suggest(orgId: string, r: AiSuggestionRequest): Promise<AiSuggestions> {
      const key = createHash('sha256')
        .update(orgId)
        .update('\0')
        .update(JSON.stringify(r))
        .digest('base64url');
      const now = hub.clock.now().getTime();
      const hit = cache.get(key);
      if (hit && now - hit.at < AI_CACHE_MS) return hit.value;
      const value = await compute(orgId, r);
      cache.delete(key);
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(key, { at: now, value });
      return value;
    },
  };
}

export type AiService = ReturnType<typeof aiService>;

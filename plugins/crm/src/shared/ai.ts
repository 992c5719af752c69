import { z } from 'zod';

/** Spec 002 §9: suggestions need 3 typed characters; input debounce; cache; recent activity shown. */
export const AI_MIN_INPUT = 3;
export const AI_DEBOUNCE_MS = 300;
export const AI_CACHE_MS = 30_000;
export const AI_RECENT_ACTIVITY = 10;

/** The /ai-demo scenarios (spec 002 §2). */
export const AI_SCENARIOS = ['contact-search', 'email-writing', 'note-taking'] as const;
export type AiScenario = (typeof AI_SCENARIOS)[number];

export const SUGGESTION_TYPES = ['completion', 'improvement', 'next_action', 'template'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

const contactDataSchema = z
  .object({
    id: z.string().max(100).optional(),
    firstName: z.string().max(200).optional(),
    lastName: z.string().max(200).optional(),
    email: z.string().max(320).optional(),
    company: z.string().max(200).optional(),
  })
  .passthrough();

/** Spec 002 §3 AI suggestion request (the demo adds `scenario` to recent activity and form data). */
export const aiSuggestionRequestSchema = z.object({
  currentPage: z.string().max(500).default(''),
  userInput: z.string().max(5000).default(''),
  contactData: contactDataSchema.nullish(),
  recentActivity: z
    .array(
      z
        .object({
          type: z.string().max(100),
          timestamp: z.union([z.string().max(100), z.number()]).optional(),
          scenario: z.string().max(100).optional(),
        })
        .passthrough(),
    )
    .max(100)
    .default([]),
  formData: z
    .object({ scenario: z.enum(AI_SCENARIOS).optional() })
    .passthrough()
    .nullish(),
});
export type AiSuggestionRequest = z.infer<typeof aiSuggestionRequestSchema>;

/** What a suggestion rests on: a contact, an activity, a deal, the input itself. */
export const evidenceSchema = z.object({
  kind: z.enum(['contact', 'activity', 'deal', 'email', 'booking', 'company', 'input']),
  id: z.string().nullable(),
  text: z.string(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

/** Spec 002 §3 AI suggestion, with its evidence. */
export const aiSuggestionSchema = z.object({
  type: z.enum(SUGGESTION_TYPES),
  text: z.string(),
  confidence: z.number().min(0).max(1),
  action: z.string(),
  evidence: z.array(evidenceSchema),
});
export type AiSuggestion = z.infer<typeof aiSuggestionSchema>;

export const quickActionSchema = z.object({ label: z.string(), action: z.string() });
export type QuickAction = z.infer<typeof quickActionSchema>;

/** The answer, from the local engine or the configured LLM (`engine`). */
export const aiSuggestionsSchema = z.object({
  suggestions: z.array(aiSuggestionSchema),
  quickActions: z.array(quickActionSchema),
});
export interface AiSuggestions extends z.infer<typeof aiSuggestionsSchema> {
  engine: 'local' | 'llm';
}

/** Spec 002 §9 confidence colours: ≥ 0.9 green, ≥ 0.8 blue, ≥ 0.7 orange, below red. */
export function confidenceBand(c: number): 'green' | 'blue' | 'orange' | 'red' {
  return c >= 0.9 ? 'green' : c >= 0.8 ? 'blue' : c >= 0.7 ? 'orange' : 'red';
}

import { z } from 'zod';
import { DIFFICULTIES, PRIORITIES, ROADMAP_STATUSES, URGENCIES } from './constants.ts';

const text = (max: number) => z.string().trim().max(max);
/** An application id (`app_…`) or slug of the organisation's registry. */
const appRef = z.string().trim().min(1, 'Choose an application').max(120);

export const opportunitiesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const targetContactsQuery = z.object({ from: appRef, to: appRef });

export const matrixInputSchema = z.object({
  sourceApp: appRef,
  targetApp: appRef,
  reasoning: text(500).min(1, 'Enter the reasoning'),
  incentive: text(200).default(''),
  placement: text(200).default(''),
  priority: z.enum(URGENCIES).default('medium'),
});
export type MatrixInput = z.input<typeof matrixInputSchema>;

export const matrixPatchSchema = z
  .object({
    reasoning: text(500).min(1, 'Enter the reasoning'),
    incentive: text(200),
    placement: text(200),
    priority: z.enum(URGENCIES),
  })
  .partial()
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change' });
export type MatrixPatch = z.input<typeof matrixPatchSchema>;

export const uuidParam = z.object({ id: z.uuid() });

export const roadmapPatchSchema = z.object({ status: z.enum(ROADMAP_STATUSES) });

export const roadmapItemSchema = z.object({
  title: text(200).min(1),
  sourceApp: text(120).min(1),
  targetApp: text(120).min(1),
  priority: z.enum(PRIORITIES),
  revenue: z.number().int().min(0).max(1e9),
  timeline: text(60),
  difficulty: z.enum(DIFFICULTIES),
  description: text(1000),
  targetAudience: text(300),
  steps: z.array(text(300).min(1)).max(20),
});
export type RoadmapItemInput = z.infer<typeof roadmapItemSchema>;

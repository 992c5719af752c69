import { z } from 'zod';

export const EMAIL_TEST_TYPES = ['test', 'reoss', 'local-business', 'payment'] as const;
export type EmailTestType = (typeof EMAIL_TEST_TYPES)[number];

/** Spec 000 §5 and §8: the one message for a missing or malformed address. */
const EMAIL_REQUIRED = 'Please enter a valid email address';

export const emailTestSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .pipe(z.email({ error: EMAIL_REQUIRED })),
  type: z.enum(EMAIL_TEST_TYPES, { error: `Type must be one of ${EMAIL_TEST_TYPES.join(', ')}` }),
});

export const outboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().min(1).optional(),
});

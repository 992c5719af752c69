import { z } from 'zod';

/** Spec 000 §5 and §8: the one message for a missing or malformed address. */
const EMAIL_REQUIRED = 'Please enter a valid email address';

/** The test-email body; `types` are the hub's mail templates (core's and the plugins'). */
export const emailTestSchema = (types: readonly string[]) =>
  z.object({
    email: z
      .string({ error: EMAIL_REQUIRED })
      .trim()
      .pipe(z.email({ error: EMAIL_REQUIRED })),
    type: z.enum(types as [string, ...string[]], { error: `Type must be one of ${types.join(', ')}` }),
  });

export const outboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().min(1).optional(),
});

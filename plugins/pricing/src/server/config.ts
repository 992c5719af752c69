import { z } from 'zod';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Pricing's settings, read from the environment at start (empty = unset) and validated like core's;
 * a bad value stops the hub with "Invalid configuration of plugin 'pricing': KEY: message".
 * Without STRIPE_SECRET_KEY the hub's built-in test checkout takes the payments.
 */
export const pricingConfig = z.object({
  /** Real Stripe instead of the built-in test checkout. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The signing secret of the Stripe webhook endpoint; without it POST /api/stripe/webhook answers 404. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Where the Stripe client sends its requests (default: Stripe itself). For a local stand-in
   * (stripe-mock, the tests'): plain http only to a loopback address, so a key never crosses a network in clear.
   */
  STRIPE_API_URL: z
    .url()
    .refine(
      (v) => {
        if (!URL.canParse(v)) return true; // z.url() has said so already
        const u = new URL(v);
        return u.protocol === 'https:' || (u.protocol === 'http:' && LOOPBACK.has(u.hostname));
      },
      { message: 'must be https://…, or http:// to a loopback address' },
    )
    .optional(),
});

export type PricingConfig = z.infer<typeof pricingConfig>;

import { createTestHub, type TestDialect } from '@ecohub/core/testing';
import { createPricingPlugin, type PricingOptions } from '../index.ts';

/** A test hub with the pricing plugin started (so its plan-limit checker is registered). */
export async function pricingHub(
  dialect: TestDialect,
  opts: {
    config?: Record<string, unknown>;
    pricing?: PricingOptions;
    clock?: import('@ecohub/core').Clock;
    plugins?: import('@ecohub/core').Plugin[];
  } = {},
) {
  const t = await createTestHub({
    dialect,
    plugins: [createPricingPlugin(opts.pricing), ...(opts.plugins ?? [])],
    config: opts.config,
    clock: opts.clock,
    startJobs: true,
  });
  return t;
}

export const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

/** The checkout id at the end of a built-in checkout url. */
export const checkoutIdOf = (url: string) => new URL(url).pathname.split('/').pop() as string;

export const TEST_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  name: 'Ada Lovelace',
};
export const DECLINED_CARD = { ...TEST_CARD, cardNumber: '4000 0000 0000 0002' };

export const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

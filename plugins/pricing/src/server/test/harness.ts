import type { Clock, Plugin } from '@ecohub/core';
import { createTestHub, type TestDialect, type TestHub } from '@ecohub/core/testing';
import type { PricingConfig } from '../config.ts';
import type { PricingHub } from '../hub.ts';
import pricing from '../index.ts';
import type { PricingSetup } from '../setup.ts';

/** A test hub with the pricing plugin started (so its plan-limit checker is registered). */
export async function pricingHub(
  dialect: TestDialect,
  opts: {
    /** Pricing's settings (its `config` keys), as the environment would give them. */
    settings?: Partial<Record<keyof PricingConfig, string>>;
    clock?: Clock;
    plugins?: Plugin[];
  } = {},
) {
  return createTestHub({
    dialect,
    plugins: [pricing, ...(opts.plugins ?? [])],
    pluginConfig: opts.settings ? { pricing: opts.settings } : undefined,
    clock: opts.clock,
    startJobs: true,
  });
}

/** What pricing's `setup` built in this hub (the services its routes and job use). */
export const pricingOf = (t: TestHub): PricingSetup => t.hub.running('pricing').setup as PricingSetup;

/** Pricing's own context in this hub (typed database, its settings). */
export const pricingCtx = (t: TestHub): PricingHub => t.hub.running('pricing').ctx as unknown as PricingHub;

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

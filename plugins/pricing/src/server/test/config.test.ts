import { describe, expect, it } from 'vitest';
import { pricingHub, pricingOf } from './harness.ts';

describe("pricing's configuration", () => {
  it('refuses a bad value at start in one line naming the plugin and the key', async () => {
    await expect(
      pricingHub('sqlite', { settings: { STRIPE_API_URL: 'http://stripe.example.com' } }),
    ).rejects.toThrow(
      "Invalid configuration of plugin 'pricing': STRIPE_API_URL: must be https://…, or http:// to a loopback address",
    );
    await expect(pricingHub('sqlite', { settings: { STRIPE_API_URL: 'not a url' } })).rejects.toThrow(
      "Invalid configuration of plugin 'pricing': STRIPE_API_URL: ",
    );
  });

  it('takes payments through the built-in checkout without STRIPE_SECRET_KEY, and builds its provider once', async () => {
    const t = await pricingHub('sqlite', { settings: { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' } });
    try {
      const { billing } = pricingOf(t);
      expect(billing.provider.id).toBe('builtin');
      expect(billing.stripe).toBeNull();
      expect(pricingOf(t).billing).toBe(billing);
      const webhook = await t.request('/api/stripe/webhook', { method: 'POST', body: '{}' });
      expect(webhook.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

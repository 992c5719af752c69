import { type HubApp, requireSuperAdmin } from '@ecohub/core';
import type { ProviderStatus } from '../../shared/index.ts';
import type { PricingHub } from '../hub.ts';
import type { Billing } from './provider.ts';

/** Only the mode and the last 4 characters of a key ever leave the server. */
export function maskKey(name: string, value: string | undefined): ProviderStatus['keys'][number] {
  if (!value) return { name, mode: null, last4: null, configured: false };
  const mode = /_live_/.test(value) ? 'live' : /_test_/.test(value) ? 'test' : null;
  return { name, mode, last4: value.slice(-4), configured: true };
}

/** The payments tab's provider card, for super admins: which provider, masked keys, a real connection test. */
export function providerRoutes(app: HubApp, hub: PricingHub, billing: Billing): void {
  app.get('/api/billing/provider', requireSuperAdmin(), (c) => {
    const body: ProviderStatus = {
      provider: billing.provider.id,
      keys: [
        maskKey('STRIPE_SECRET_KEY', hub.settings.STRIPE_SECRET_KEY),
        maskKey('STRIPE_WEBHOOK_SECRET', hub.settings.STRIPE_WEBHOOK_SECRET),
      ],
    };
    return c.json(body);
  });

  app.post('/api/billing/provider/test', requireSuperAdmin(), async (c) =>
    c.json(await billing.provider.testConnection()),
  );
}

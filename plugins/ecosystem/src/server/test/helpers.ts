import type { AppInput } from '../../shared/index.ts';

/** A valid create body for tests. */
export const sampleApp = (over: Partial<AppInput> = {}): AppInput => ({
  name: 'Brand Studio',
  url: 'https://brand.example.com',
  description: 'Personal brand site builder',
  appCategory: 'Personal Brand',
  category: 'core',
  catalogueCategory: 'brand-hub',
  features: ['Pages', 'Media kit', 'Booking', 'Analytics'],
  benefits: ['Look professional'],
  pricing: { monthly: 49, annual: 490, lifetime: 997, oneTime: 0 },
  pricing_tier: 'premium',
  white_label_ready: true,
  super_admin_access: true,
  published: true,
  allowedOrigins: ['https://brand.example.com'],
  ...over,
});

/**
 * The smallest valid create body: a free app with no catalogue copy, allowed from its own origin.
 * Other plugins' tests and benches register their sibling apps with it (`@ecohub/plugin-ecosystem/testing`).
 */
export const bareApp = (name: string, url: string, over: Partial<AppInput> = {}): AppInput => ({
  name,
  url,
  description: 'A sibling app',
  appCategory: 'Personal Brand',
  category: 'core',
  catalogueCategory: null,
  features: [],
  benefits: [],
  pricing: { monthly: 0, annual: 0, lifetime: 0, oneTime: 0 },
  pricing_tier: 'free',
  white_label_ready: false,
  super_admin_access: false,
  published: true,
  allowedOrigins: [url],
  ...over,
});

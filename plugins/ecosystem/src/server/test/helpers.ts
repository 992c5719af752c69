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

// Everything of shared/ the browser needs, without the zod schemas (kept out of the page bundles).
export * from './adaptive.ts';
export type * from './api-types.ts';
export * from './catalogue.ts';
export * from './charity.ts';
export * from './local-business.ts';
export * from './money.ts';
export * from './plans.ts';
export * from './reoss.ts';

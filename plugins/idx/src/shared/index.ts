export * from './activity-messages.ts';
export * from './constants.ts';
export type * from './events.ts';
export * from './jobs.ts';
export * from './listing.ts';
export * from './saved-search.ts';
export * from './services.ts';
export * from './website.ts';

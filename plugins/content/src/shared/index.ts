export * from './activity-messages.ts';
export * from './constants.ts';
export * from './content.ts';
export * from './jobs.ts';
export * from './seo.ts';
export * from './services.ts';

export * from './campaign.ts';
export * from './drip.ts';
export * from './jobs.ts';
export * from './lists.ts';
export * from './services.ts';
export * from './stats.ts';
export * from './workflow.ts';

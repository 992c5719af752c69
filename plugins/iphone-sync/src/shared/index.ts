export * from './activity-messages.ts';
export * from './constants.ts';
export * from './jobs.ts';
export * from './samples.ts';
export * from './services.ts';
export * from './setup.ts';
export * from './sync.ts';
export * from './tokens.ts';

export * from './analytics.ts';
export * from './goals.ts';
export * from './services.ts';
export * from './sources.ts';

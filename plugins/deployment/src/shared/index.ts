export * from './configs.ts';
export * from './deliveries.ts';
export * from './deploy.ts';
export * from './link-fixes.ts';
export * from './phase3.ts';
export * from './services.ts';

export * from './configs.ts';
export * from './deliveries.ts';

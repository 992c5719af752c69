export * from './constants.ts';
export * from './events.ts';
export * from './schemas.ts';
export * from './services.ts';
export * from './types.ts';

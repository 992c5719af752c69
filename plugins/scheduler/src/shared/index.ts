export * from './activity-messages.ts';
export * from './availability.ts';
export * from './booking.ts';
export * from './constants.ts';
export type * from './events.ts';
export * from './jobs.ts';
export * from './services.ts';

export * from './activity.ts';
export * from './contact.ts';
export * from './import.ts';
export * from './links.ts';
export * from './location.ts';
export * from './services.ts';
export * from './sites.ts';
export * from './sources.ts';

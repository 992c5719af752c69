export * from './hub.ts';
export * from './peer.ts';

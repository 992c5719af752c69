/** react-query keys of the tab (the default query function GETs the key's path). */
export const RECORDS_KEY = ['/api/iphone/sync-records'];
export const TOKENS_KEY = ['/api/iphone/tokens'];

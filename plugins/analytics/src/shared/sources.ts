/** Where a visit came from: the referrer's host and the UTM medium decide (rollups/classify.ts). */
export const TRAFFIC_SOURCES = ['organic', 'social', 'email', 'paid', 'referral', 'direct'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

/** Spec 001 §2.10 / §9: the Opportunities tab lists the top 10. */
export const TOP_OPPORTUNITIES = 10;
/** Score colours of the Opportunities tab: at or above 80 green, at or above 65 yellow, else grey. */
export const SCORE_GREEN = 80;
export const SCORE_YELLOW = 65;
/** High Value Leads: opportunities scored at or above this (the green band). */
export const HIGH_VALUE_SCORE = SCORE_GREEN;
/** The roadmap's target click-through rate of cross-sell placements, in percent (spec 001 §9). */
export const TARGET_CTR = { min: 5, max: 8 } as const;

export const URGENCIES = ['high', 'medium', 'low'] as const;
export type Urgency = (typeof URGENCIES)[number];
export const PRIORITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;
export type RoadmapPriority = (typeof PRIORITIES)[number];
export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const ROADMAP_STATUSES = ['Not Started', 'In Progress', 'Completed'] as const;
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];

/** The funnel of cross-sell placements, in order. */
export const FUNNEL_STAGES = ['impression', 'click', 'signup', 'purchase'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** What the SDK's widget and a target app report (superhub event names). */
export const WIDGET_EVENTS = { impression: 'cross_sell.impression', click: 'cross_sell.click' } as const;
export const SIGNUP_EVENT = 'user.signup';
export const PAYMENT_EVENT = 'payment.succeeded';
/**
 * The conversion link: the widget's offer links carry `?xs=<source app id>`, the tracker keeps it
 * and adds it to the data of the events that page sends (see sdk/src/tracker).
 */
export const ATTRIBUTION_KEY = 'xs';

/** Opportunities read the apps' events of this many days; engagement counts the last 30. */
export const EVIDENCE_DAYS = 90;
export const ENGAGED_DAYS = 30;
/** The Backlinks tab's traffic: page views of the source app over the last 30 days. */
export const PAGE_EVENTS = ['page', 'page.view'] as const;
/** Top target apps shown by the Analytics tab. */
export const TOP_TARGET_APPS = 5;

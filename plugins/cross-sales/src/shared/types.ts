import type { Difficulty, FunnelStage, RoadmapPriority, RoadmapStatus, Urgency } from './constants.ts';

/** Spec 001 §3 cross-sale opportunity, with the ids the tab needs to list its contacts. */
export interface Opportunity {
  id: string;
  currentApp: string;
  currentAppId: string;
  targetApp: string;
  targetAppId: string;
  targetService: string;
  reasoning: string;
  callToAction: string;
  urgency: Urgency;
  /** Percent. */
  score: number;
  /** Dollars a year if every target contact converted at the target app's monthly price. */
  valueEstimate: number;
  /** How many contacts and users are behind it. */
  contacts: number;
  /** Whether the pair is in the sales matrix. */
  inMatrix: boolean;
}

export interface OpportunitiesResponse {
  opportunities: Opportunity[];
  total: number;
}

/** A contact or app user behind an opportunity. */
export interface TargetContact {
  key: string;
  name: string;
  email: string;
  /** `contact` (a CRM contact), `user` (seen in the app's events), or both. */
  kinds: Array<'contact' | 'user'>;
  contactId: string | null;
  lastSeenAt: string | null;
}

export interface FunnelStep {
  stage: FunnelStage;
  count: number;
  /** Percent of the impressions. */
  percentage: number;
}

export interface TopTargetApp {
  app: string;
  appId: string;
  /** Clicks on offers of this app. */
  count: number;
  /** Dollars of attributed purchases in this app. */
  revenue: number;
}

/** Spec 001 §3 cross-sales metrics (and the figures of the header cards). */
export interface CrossSalesMetrics {
  totalOpportunities: number;
  /** Dollars. */
  estimatedRevenue: number;
  highValueOpportunities: number;
  conversionFunnel: FunnelStep[];
  topTargetApps: TopTargetApp[];
  /** Clicks over impressions, percent; null without impressions. */
  ctr: number | null;
  /** Dollars of purchases attributed to cross-sell placements. */
  attributedRevenue: number;
  backlinkStrategies: number;
}

export interface ContentPiece {
  sourceApp: string;
  targetApp: string;
  placement: string;
  description: string;
  metrics: { expectedTraffic: number; conversionPotential: number; estimatedRevenue: number };
}

export interface BacklinksResponse {
  implementationGuide: string[];
  contentPieces: ContentPiece[];
}

export interface MatrixTarget {
  id: string;
  app: string;
  appId: string;
  services: string[];
  /** Dollars: the lowest and highest price of the target app's catalogue entry. */
  valueRange: [number, number];
  reasoning: string;
  incentive: string;
  placement: string;
  priority: Urgency;
}

export interface MatrixResponse {
  crossSalesMatrix: Record<string, { appId: string; targets: MatrixTarget[] }>;
}

export interface RoadmapItem {
  id: string;
  title: string;
  sourceApp: string;
  targetApp: string;
  priority: RoadmapPriority;
  /** Revenue target, dollars. */
  revenue: number;
  timeline: string;
  difficulty: Difficulty;
  status: RoadmapStatus;
  description: string;
  targetAudience: string;
  steps: string[];
  startedAt: string | null;
  completedAt: string | null;
  /** Dollars of purchases in the target app attributed to the source app's placements. */
  attributedRevenue: number;
  /** Percent: 100 when completed, else the attributed revenue against the target. */
  progress: number;
}

export interface RoadmapResponse {
  items: RoadmapItem[];
  summary: {
    priorityItems: number;
    totalPotential: number;
    critical: number;
    quickWins: number;
    completed: number;
    inProgress: number;
    /** Percent: mean of the items' progress. */
    progress: number;
    ctr: { value: number | null; min: number; max: number };
  };
}

export interface QuickStartResult {
  created: boolean;
  entryId: string;
  sourceApp: string;
  targetApp: string;
}

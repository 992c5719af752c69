/** The /marketing tiles (spec 002), computed from the organisation's data. */
export interface MarketingStats {
  activeCampaigns: number;
  /** Distinct addresses subscribed to at least one list and not suppressed. */
  totalSubscribers: number;
  /** Percent of delivered messages opened by a person (machine opens excluded). */
  openRate: number;
  /** Minor units: revenue attributed to campaign messages this calendar month. */
  monthRevenue: number;
  currency: string;
}

export interface MarketingActivity {
  id: string;
  type: string;
  email: string;
  detail: string;
  campaignId: string | null;
  createdAt: string;
}

/** Net profit is 67% of revenue; 20% of net profit goes to the nonprofit (spec 000 §1, §9). */
export const NET_PROFIT_SHARE = 0.67;
export const DONATION_SHARE = 0.2;
/** The competitor price shown is our price × 1.11 ("10% below industry average"). */
export const COMPETITOR_MARKUP = 1.11;

export interface CharityImpact {
  /** Dollars, unrounded: price × 0.67 × 0.2. */
  monthlyDonation: number;
  annualDonation: number;
  /** Whole dollars. */
  competitorPrice: number;
  savings: number;
  /** Whole percent: savings / competitor price. */
  savingsPercent: number;
}

export function charityImpact(amountMinor: number): CharityImpact {
  const price = amountMinor / 100;
  const monthlyDonation = price * NET_PROFIT_SHARE * DONATION_SHARE;
  const competitorPrice = Math.round(price * COMPETITOR_MARKUP);
  const savings = competitorPrice - price;
  return {
    monthlyDonation,
    annualDonation: monthlyDonation * 12,
    competitorPrice,
    savings,
    savingsPercent: competitorPrice > 0 ? Math.round((savings / competitorPrice) * 100) : 0,
  };
}

export interface CharitableGiving {
  grossRevenue: number;
  netProfit: number;
  charitableDonation: number;
}

/** The pricing table's figures from revenue, all in minor units. */
export function charitableGiving(grossRevenueMinor: number): CharitableGiving {
  const netProfit = Math.round(grossRevenueMinor * NET_PROFIT_SHARE);
  return {
    grossRevenue: grossRevenueMinor,
    netProfit,
    charitableDonation: Math.round(netProfit * DONATION_SHARE),
  };
}

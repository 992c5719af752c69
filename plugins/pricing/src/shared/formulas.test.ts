import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageConfidencePct, confidenceColor, projectedIncrease } from './adaptive.ts';
import { charitableGiving, charityImpact } from './charity.ts';
import {
  EXPOSURE_LEVELS,
  INDUSTRIES,
  isCountyWide,
  type LocalBusinessRates,
  localBusinessPricing,
  zipCount,
  zipFee,
} from './local-business.ts';
import { customPackageTotal } from './plans.ts';
import { REOSS_ADDONS, REOSS_TIERS, type ReossRates, reossPricing } from './reoss.ts';

// The spec's prices (000 §9), as seeded in the catalogue.
const LB: LocalBusinessRates = {
  exposure: { directory: 4400, ai_recommended: 11400, referral_tracked: 34900 },
  addons: { lumaraShoutouts: 2900, autoMatchCrm: 5900, placementBoost: 7900 },
  coBrandedPage: 9900,
};
const RE: ReossRates = {
  tiers: { basic: 9900, pro: 29900, team: 59900, brokerage: 99900 },
  addons: {
    soulscan: { amount: 4900, oneTime: false },
    givebackpro: { amount: 9900, oneTime: false },
    lead_bundle: { amount: 19900, oneTime: false },
    kvcore_setup: { amount: 35000, oneTime: true },
  },
};
const none = { lumaraShoutouts: false, autoMatchCrm: false, coBrandedPage: false, placementBoost: false };

describe('local business formula (spec 000 §9)', () => {
  it('multiplies the exposure base by the industry factor and rounds to whole dollars', () => {
    const base = (e: (typeof EXPOSURE_LEVELS)[number], i: (typeof INDUSTRIES)[number]) =>
      localBusinessPricing(LB, { exposureLevel: e, naicsCode: i, zipCodes: '', addons: none }).monthlyBase;
    expect(base('directory', 'other')).toBe(4400);
    expect(base('directory', 'real_estate')).toBe(8800);
    expect(base('directory', 'wellness')).toBe(4800); // 48.4
    expect(base('ai_recommended', 'nonprofit')).toBe(8600); // 85.5 rounds up
    expect(base('ai_recommended', 'automotive')).toBe(20500); // 205.2
    expect(base('referral_tracked', 'retail')).toBe(45400); // 453.7
    expect(base('referral_tracked', 'nonprofit')).toBe(26200); // 261.75
  });

  it('counts ZIP codes as comma-separated pieces, 1 when empty, with the four fee bands', () => {
    expect(zipCount('')).toBe(1);
    expect(zipCount('   ')).toBe(1);
    expect(zipCount('90210')).toBe(1);
    expect(zipCount('1,2,3')).toBe(3);
    expect([1, 2, 5, 6, 10, 11].map(zipFee)).toEqual([0, 1900, 1900, 4900, 4900, 9900]);
    expect(isCountyWide(10)).toBe(false);
    expect(isCountyWide(11)).toBe(true);
  });

  it('adds base, ZIP fee and monthly add-ons; annual is × 12 × 0.9; the co-branded page stays out', () => {
    const p = localBusinessPricing(LB, {
      exposureLevel: 'directory',
      naicsCode: 'wellness',
      zipCodes: '10001, 10002',
      addons: { lumaraShoutouts: true, autoMatchCrm: false, coBrandedPage: true, placementBoost: false },
    });
    expect(p).toEqual({
      monthlyBase: 4800,
      annualBase: 51840,
      addons: 2900,
      zipFees: 1900,
      total: 9600,
      annualTotal: 103680, // $1,036.80
      oneTime: 9900,
    });
    const all = localBusinessPricing(LB, {
      exposureLevel: 'referral_tracked',
      naicsCode: 'real_estate',
      zipCodes: Array.from({ length: 12 }, (_, i) => `9${i}`).join(','),
      addons: { lumaraShoutouts: true, autoMatchCrm: true, coBrandedPage: false, placementBoost: true },
    });
    expect(all.total).toBe(69800 + 9900 + 2900 + 5900 + 7900);
    expect(all.oneTime).toBe(0);
  });

  it('always adds up and keeps the annual discount exact (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EXPOSURE_LEVELS),
        fc.constantFrom(...INDUSTRIES),
        fc.array(fc.stringMatching(/^\d{5}$/), { maxLength: 20 }),
        fc.record({
          lumaraShoutouts: fc.boolean(),
          autoMatchCrm: fc.boolean(),
          coBrandedPage: fc.boolean(),
          placementBoost: fc.boolean(),
        }),
        (exposureLevel, naicsCode, zips, addons) => {
          const p = localBusinessPricing(LB, { exposureLevel, naicsCode, zipCodes: zips.join(','), addons });
          expect(p.total).toBe(p.monthlyBase + p.zipFees + p.addons);
          expect(p.annualTotal).toBe(Math.round(p.total * 12 * 0.9));
          expect(p.monthlyBase % 100).toBe(0);
          expect(p.oneTime).toBe(addons.coBrandedPage ? 9900 : 0);
        },
      ),
    );
  });
});

describe('REOSS formula (spec 000 §9)', () => {
  it('prices the four tiers with monthly and one-time add-ons', () => {
    expect(reossPricing(RE, 'pro', [])).toEqual({
      plan: 29900,
      monthlyAddons: 0,
      oneTimeAddons: 0,
      monthlyTotal: 29900,
      annualTotal: 322920, // 299 × 12 × 0.9 = 3,229.20
    });
    expect(reossPricing(RE, 'basic', ['soulscan', 'kvcore_setup'])).toEqual({
      plan: 9900,
      monthlyAddons: 4900,
      oneTimeAddons: 35000,
      monthlyTotal: 14800,
      annualTotal: 159840 + 35000, // 148 × 12 × 0.9 + 350
    });
    expect(reossPricing(RE, 'brokerage', [...REOSS_ADDONS]).monthlyTotal).toBe(99900 + 4900 + 9900 + 19900);
  });

  it('annual = monthly × 12 × 0.9 + one-time add-ons for every choice (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REOSS_TIERS), fc.subarray([...REOSS_ADDONS]), (tier, addons) => {
        const p = reossPricing(RE, tier, addons);
        expect(p.monthlyTotal).toBe(p.plan + p.monthlyAddons);
        expect(p.annualTotal).toBe(Math.round(p.monthlyTotal * 10.8) + p.oneTimeAddons);
      }),
    );
  });
});

describe('charity and comparison (spec 000 §9)', () => {
  it('computes the donation, competitor price, savings and percentage per plan price', () => {
    const starter = charityImpact(4900);
    expect(starter.monthlyDonation).toBeCloseTo(6.566, 6); // 49 × 0.67 × 0.2
    expect(starter.annualDonation).toBeCloseTo(78.792, 6);
    expect(starter.competitorPrice).toBe(54); // 54.39
    expect(starter.savings).toBe(5);
    expect(starter.savingsPercent).toBe(9);
    const pro = charityImpact(14900);
    expect([pro.competitorPrice, pro.savings, pro.savingsPercent]).toEqual([165, 16, 10]);
    const ent = charityImpact(39900);
    expect([ent.competitorPrice, ent.savings, ent.savingsPercent]).toEqual([443, 44, 10]);
  });

  it('derives the pricing table: net profit 67% of revenue, donation 20% of net profit', () => {
    expect(charitableGiving(1_000_000)).toEqual({
      grossRevenue: 1_000_000,
      netProfit: 670_000,
      charitableDonation: 134_000,
    });
    expect(charitableGiving(0)).toEqual({ grossRevenue: 0, netProfit: 0, charitableDonation: 0 });
  });
});

describe('plans and adaptive pricing', () => {
  it('totals a custom package as plan plus selected add-ons', () => {
    expect(customPackageTotal(14900, [8900, 19900])).toBe(43700);
    expect(customPackageTotal(4900, [])).toBe(4900);
  });

  it('colours confidence by band and sums the projection', () => {
    expect([0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.69].map(confidenceColor)).toEqual([
      'green',
      'green',
      'blue',
      'blue',
      'orange',
      'orange',
      'red',
    ]);
    const recs = [
      { potentialRevenueIncrease: 100_000, projectedAdoptionRate: 0.5, confidence: 0.92 },
      { potentialRevenueIncrease: 40_000, projectedAdoptionRate: 0.25, confidence: 0.71 },
    ];
    expect(projectedIncrease(recs)).toBe(60_000);
    expect(averageConfidencePct(recs)).toBe(82); // 81.5 rounds up
    expect(averageConfidencePct([])).toBe(0);
  });
});

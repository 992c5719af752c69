/** Confidence colour bands of spec 002 §9. */
export function confidenceColor(confidence: number): 'green' | 'blue' | 'orange' | 'red' {
  if (confidence >= 0.9) return 'green';
  if (confidence >= 0.8) return 'blue';
  if (confidence >= 0.7) return 'orange';
  return 'red';
}

/** Projected annual increase: the sum of revenue increase × adoption rate (minor units). */
export const projectedIncrease = (
  recs: ReadonlyArray<{ potentialRevenueIncrease: number; projectedAdoptionRate: number }>,
): number => Math.round(recs.reduce((s, r) => s + r.potentialRevenueIncrease * r.projectedAdoptionRate, 0));

/** Average confidence as a rounded percentage. */
export const averageConfidencePct = (recs: ReadonlyArray<{ confidence: number }>): number =>
  recs.length === 0 ? 0 : Math.round((recs.reduce((s, r) => s + r.confidence, 0) / recs.length) * 100);

import { SCORE_GREEN, SCORE_YELLOW } from '../shared/index.ts';

/** Score colours of spec 001 §2.10: 80 or above green, 65 or above yellow, else grey. */
export const scoreClass = (score: number): string =>
  score >= SCORE_GREEN
    ? 'bg-green-100 text-green-800'
    : score >= SCORE_YELLOW
      ? 'bg-yellow-100 text-yellow-800'
      : 'bg-gray-100 text-gray-700';

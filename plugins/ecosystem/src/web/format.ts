import { currentFormat } from '@ecohub/web-kit';

/** Currency in whole USD (spec 002 §9), in the user's language. */
export const usd = (dollars: number): string => currentFormat().currency(dollars);

export const count = (n: number): string => currentFormat().number(n);

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './index.ts';

type DateInput = Date | string | number;
const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));

/** Number, currency, date and relative-time formats of one language, all through Intl. */
export interface Formatters {
  number(n: number, options?: Intl.NumberFormatOptions): string;
  /**
   * An amount in major units (dollars); `minor: true` for minor units (cents). Cents: 'never'
   * (default, whole units), 'always' (two digits), 'auto' (only when there are some).
   */
  currency(
    amount: number,
    opts?: { currency?: string; minor?: boolean; cents?: 'never' | 'always' | 'auto' },
  ): string;
  percent(ratio: number): string;
  date(d: DateInput): string;
  time(d: DateInput): string;
  dateTime(d: DateInput): string;
  /** '3m ago', 'il y a 3 min': minutes under an hour, hours under a day, else days. */
  relative(d: DateInput, now?: number): string;
}

const cache = new Map<string, Formatters>();

/** The formatters of `lang` (cached: Intl objects are costly to build). */
export function formatters(lang: string): Formatters {
  const hit = cache.get(lang);
  if (hit) return hit;
  const dateF = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  const timeF = new Intl.DateTimeFormat(lang, { timeStyle: 'short' });
  const dateTimeF = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  // English keeps the spec's '3m ago' (narrow); narrow is odd elsewhere (French: '-3 min').
  const rel = new Intl.RelativeTimeFormat(lang, {
    style: lang.split('-')[0] === 'en' ? 'narrow' : 'short',
    numeric: 'always',
  });
  const f: Formatters = {
    number: (n, options) => new Intl.NumberFormat(lang, options).format(n),
    currency: (amount, { currency = 'USD', minor = false, cents = 'never' } = {}) =>
      new Intl.NumberFormat(lang, {
        style: 'currency',
        currency,
        minimumFractionDigits: cents === 'always' ? 2 : 0,
        maximumFractionDigits: cents === 'never' ? 0 : 2,
      }).format(minor ? amount / 100 : amount),
    percent: (ratio) =>
      new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(ratio),
    date: (d) => dateF.format(toDate(d)),
    time: (d) => timeF.format(toDate(d)),
    dateTime: (d) => dateTimeF.format(toDate(d)),
    relative: (d, now = Date.now()) => {
      const minutes = Math.max(0, Math.floor((now - toDate(d).getTime()) / 60_000));
      if (minutes < 60) return rel.format(-minutes, 'minute');
      if (minutes < 1440) return rel.format(-Math.floor(minutes / 60), 'hour');
      return rel.format(-Math.floor(minutes / 1440), 'day');
    },
  };
  cache.set(lang, f);
  return f;
}

/** The formatters of the current language (outside React: helpers that run during a render). */
export const currentFormat = (): Formatters => formatters(i18n.language || 'en');

/** The formatters of the user's language; a component using it re-renders when the language changes. */
export function useFormat(): Formatters {
  const { i18n: instance } = useTranslation();
  const lang = instance.language || 'en';
  return useMemo(() => formatters(lang), [lang]);
}

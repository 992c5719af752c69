/** An activity's message values (the CRM's ActivityParams): flat, language-neutral. */
export type ActivityParams = Record<string, string | number | null>;

const isTimeKey = (k: string) => k === 'at' || k.endsWith('At');

/**
 * The options an activity's message is rendered with (web and server alike): its params, times
 * (`at`, `…At`) as dates for `{{at, datetime(…)}}`, `variant` as the i18next context.
 */
export function activityValues(params: ActivityParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    values[k] = isTimeKey(k) && typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : v;
  }
  if (typeof params.variant === 'string') values.context = params.variant;
  return values;
}

/**
 * The formatters activity messages may use besides i18next's own (number, datetime, list…):
 * `{{seconds, duration}}` → '3 min 5 sec', '5 min' in the language (Intl units).
 */
export const activityFormatters: Record<string, (value: unknown, lng: string | undefined) => string> = {
  duration: (value, lng) => {
    const s = Math.max(0, Math.round(Number(value) || 0));
    const unit = (n: number, u: 'minute' | 'second') =>
      new Intl.NumberFormat(lng, { style: 'unit', unit: u, unitDisplay: 'short' }).format(n);
    if (s < 60) return unit(s, 'second');
    const min = unit(Math.floor(s / 60), 'minute');
    return s % 60 ? `${min} ${unit(s % 60, 'second')}` : min;
  },
};

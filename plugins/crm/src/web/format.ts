/** Money arrives in cents (minor units); the screens show whole dollars. */
export const usd = (cents: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    cents / 100,
  );

export const count = (n: number): string => new Intl.NumberFormat('en-US').format(n);

export const fullName = (c: { firstName: string; lastName: string; email: string }): string =>
  `${c.firstName} ${c.lastName}`.trim() || c.email;

/** Relative time as the dashboard shows it (spec 001 §2.1): minutes, hours under a day, else days. */
export function ago(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes}m ago`;
  if (minutes < 1440) return `${Math.floor(minutes / 60)}h ago`;
  return `${Math.floor(minutes / 1440)}d ago`;
}

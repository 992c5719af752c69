/** Spec 001 §2.1: minutes under 60 minutes, hours under 1440 minutes, days after that. */
export function relativeTime(
  iso: string,
  now: number,
): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 1440) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'days', count: Math.floor(minutes / 1440) };
}

/** Grandfather–father–son: which backups to keep, by their creation times. */
export interface RetentionPolicy {
  /** The newest backup of each of the last N days that have one. */
  daily: number;
  /** The newest backup of each of the last N ISO weeks that have one. */
  weekly: number;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

function isoWeek(d: Date): string {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const dow = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - dow);
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((t.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${t.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The names to keep (the newest is always kept); every other one may be deleted. */
export function toKeep<T extends { name: string; createdAt: string }>(
  items: T[],
  policy: RetentionPolicy,
): Set<string> {
  const sorted = [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const keep = new Set<string>();
  if (sorted[0]) keep.add(sorted[0].name);
  const pick = (n: number, bucket: (d: Date) => string) => {
    const seen = new Set<string>();
    for (const it of sorted) {
      const b = bucket(new Date(it.createdAt));
      if (seen.has(b)) continue;
      if (seen.size >= n) break;
      seen.add(b);
      keep.add(it.name);
    }
  };
  pick(policy.daily, day);
  pick(policy.weekly, isoWeek);
  return keep;
}

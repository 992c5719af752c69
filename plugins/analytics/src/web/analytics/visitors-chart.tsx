import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsReport } from '../api.ts';
import type { Formatters } from '../format.ts';

/** Visitors per site (loaded lazily: recharts is only downloaded when the analytics tab opens). */
export default function VisitorsChart({ report, f }: { report: AnalyticsReport; f: Formatters }) {
  const data = report.sites.map((s) => ({
    name: s.name,
    visitors: s.visitors.value,
    previous: s.visitors.previous,
  }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tickLine={false} fontSize={12} />
        <YAxis tickFormatter={(v: number) => f.number(v)} fontSize={12} width={64} />
        <Tooltip formatter={(v) => f.number(Number(v))} />
        <Bar dataKey="previous" fill="var(--color-muted-foreground)" opacity={0.35} radius={4} />
        <Bar dataKey="visitors" fill="var(--color-primary)" radius={4} />
      </BarChart>
    </ResponsiveContainer>
  );
}

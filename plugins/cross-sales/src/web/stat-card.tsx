import { Card, CardContent, CardHeader, CardTitle } from '@ecohub/web-kit';

/** One figure with its label (the header and summary cards). */
export function StatCard({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="text-2xl font-bold" data-testid={testId ? `${testId}-value` : undefined}>
          {value}
        </div>
      </CardContent>
    </Card>
  );
}

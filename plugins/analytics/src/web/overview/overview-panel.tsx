import { QuickActions } from './quick-actions.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { StatsCards } from './stats-cards.tsx';
import { WebsiteCards } from './website-cards.tsx';

/** The dashboard tab (spec 001 §2.1): stats, websites, recent activity and quick actions. */
export default function OverviewPanel() {
  return (
    <div className="space-y-6">
      <StatsCards />
      <WebsiteCards />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity />
        </div>
        <QuickActions />
      </div>
    </div>
  );
}

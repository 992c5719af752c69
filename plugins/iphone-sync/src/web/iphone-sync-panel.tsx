import { addMessages, useAuth } from '@ecohub/web-kit';
import { DevicesCard } from './devices-card.tsx';
import { en } from './messages.ts';
import { RecentActivity } from './recent-activity.tsx';
import { SetupCard } from './setup-card.tsx';
import { TestSyncCard } from './test-sync-card.tsx';

addMessages('iphone-sync', { en });

/** The iphone-sync tab: Test Sync, the setup panel, the user's devices and Recent Sync Activity. */
export default function IphoneSyncPanel() {
  const { user } = useAuth();
  const canSync = !!user && user.role !== 'viewer';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid content-start gap-6">
        <TestSyncCard canSync={canSync} />
        <RecentActivity />
      </div>
      <div className="grid content-start gap-6">
        <SetupCard />
        {canSync && <DevicesCard />}
      </div>
    </div>
  );
}

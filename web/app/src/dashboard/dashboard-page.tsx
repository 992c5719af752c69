import {
  DashboardContext,
  type DashboardState,
  nextWebsite,
  Spinner,
  type TabId,
  useTranslation,
} from '@ecohub/web-kit';
import { type ComponentType, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { ElevationDialog } from '../super-admin/elevation-dialog.tsx';
import { useSuperAdminStatus } from '../super-admin/use-super-admin.ts';
import { activeTabEntry } from './active-tab.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { Sidebar } from './sidebar.tsx';
import { dashboardTabs } from './tabs.ts';

/** /dashboard: the admin shell (spec 002 "Main dashboard shell"); the active tab is local state. */
export default function DashboardPage() {
  const { t } = useTranslation('app');
  const [activeTab, setActiveTab] = useState<TabId>('dashboard');
  const [activeWebsite, setActiveWebsite] = useState<string | null>(null);
  const [adminMode, setAdminMode] = useState(false);
  const [elevating, setElevating] = useState(false);
  const status = useSuperAdminStatus();

  // Spec 000 §4: an authenticated super admin session found on load turns Admin View on.
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || !status.isSuccess) return;
    checked.current = true;
    if (status.data.authenticated) setAdminMode(true);
  }, [status.isSuccess, status.data]);

  const state = useMemo<DashboardState>(
    () => ({
      activeTab,
      setActiveTab,
      activeWebsite,
      selectWebsite: (id) => setActiveWebsite((cur) => nextWebsite(cur, id)),
      adminMode,
      requestElevation: () => setElevating(true),
    }),
    [activeTab, activeWebsite, adminMode],
  );

  // An unknown tab (or one no enabled plugin provides) shows the dashboard.
  const tab = activeTabEntry(dashboardTabs, activeTab);
  const Panel = tab.panel as ComponentType;

  return (
    <DashboardContext.Provider value={state}>
      <div className="flex min-h-screen bg-muted/30">
        <Sidebar className="hidden w-64 shrink-0 border-r md:flex" />
        <div className="flex min-w-0 flex-1 flex-col">
          <DashboardHeader adminMode={adminMode} setAdminMode={setAdminMode} />
          <main className="flex-1 p-4 sm:p-6" aria-live="polite">
            <Suspense fallback={<Spinner className="py-24" label={t('loading')} />}>
              <Panel key={tab.id} />
            </Suspense>
          </main>
        </div>
      </div>
      <ElevationDialog open={elevating} onOpenChange={setElevating} setAdminMode={setAdminMode} />
    </DashboardContext.Provider>
  );
}

import type { WebTab } from '@ecohub/web-kit';
import { LayoutDashboardIcon } from 'lucide-react';
import { web } from '../web-plugins.ts';
import { OverviewFallback } from './overview-fallback.tsx';

/**
 * The sidebar's tabs. While no enabled plugin provides the 'dashboard' overview, the core's own
 * overview takes its place, so the first entry always leads back to the dashboard.
 */
export const dashboardTabs: WebTab[] = web.tabs.some((t) => t.id === 'dashboard')
  ? web.tabs
  : [
      { id: 'dashboard', label: 'app:tabs.dashboard', icon: LayoutDashboardIcon, panel: OverviewFallback },
      ...web.tabs,
    ];

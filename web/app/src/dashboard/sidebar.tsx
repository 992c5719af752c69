import { cn, useDashboard, useTranslation } from '@ecohub/web-kit';
import { NetworkIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { NavLinks } from '../shell/nav-links.tsx';
import { web } from '../web-plugins.ts';
import { dashboardTabs } from './tabs.ts';
import { UserFooter } from './user-footer.tsx';

const sidebarWidgets = web.widgets.filter((w) => w.slot === 'dashboard-sidebar');

/** The tab list in spec 002's order, plugin widgets (the website selector), and the user footer. */
export function Sidebar({ className, onNavigate }: { className?: string; onNavigate?(): void }) {
  const { t } = useTranslation();
  const { activeTab, setActiveTab } = useDashboard();
  return (
    <aside className={cn('flex flex-col bg-sidebar', className)}>
      <div className="flex h-16 items-center gap-2 border-b px-4 font-semibold">
        <NetworkIcon className="size-5 text-primary" />
        {t('app:brand')}
      </div>
      <nav aria-label={t('app:dashboard.tabs')} className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
        {dashboardTabs.map((tab) => {
          const Icon = tab.icon;
          const active = tab.id === activeTab;
          return (
            <button
              key={tab.id}
              type="button"
              aria-current={active ? 'page' : undefined}
              onClick={() => {
                setActiveTab(tab.id);
                onNavigate?.();
              }}
              className={cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-left text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                active && 'bg-primary/10 font-medium text-primary',
              )}
            >
              <Icon className="size-4 shrink-0" />
              <span className="min-w-0 break-words">{t(tab.label)}</span>
            </button>
          );
        })}
        <div className="mt-4 border-t pt-3">
          <p className="px-3 pb-1 text-xs font-medium text-muted-foreground">{t('app:shell.pages')}</p>
          <NavLinks vertical onNavigate={onNavigate} />
        </div>
        {sidebarWidgets.map((w) => {
          const Widget = w.component as ComponentType;
          return (
            <div key={w.id} className="mt-4">
              <Widget />
            </div>
          );
        })}
      </nav>
      <UserFooter />
    </aside>
  );
}

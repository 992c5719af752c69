import {
  Button,
  LANGUAGES,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
  useDashboard,
  useTranslation,
} from '@ecohub/web-kit';
import { MenuIcon } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { SuperAdminControls } from '../super-admin/admin-controls.tsx';
import { web } from '../web-plugins.ts';
import { HeaderMenus } from './header-menus.tsx';
import { QuickAction } from './quick-action.tsx';
import { Sidebar } from './sidebar.tsx';
import { SystemStatusLine } from './system-status.tsx';

const headerWidgets = web.widgets.filter((w) => w.slot === 'dashboard-header');

export function DashboardHeader({
  adminMode,
  setAdminMode,
}: {
  adminMode: boolean;
  setAdminMode(on: boolean): void;
}) {
  const { t } = useTranslation('app');
  const { setActiveTab } = useDashboard();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 flex flex-wrap items-center gap-3 border-b bg-background/95 px-4 py-3 backdrop-blur sm:px-6">
      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('dashboard.openMenu')}>
            <MenuIcon />
          </Button>
        </SheetTrigger>
        <SheetContent side="left" className="p-0" closeLabel={t('close')}>
          <SheetTitle className="sr-only">{t('dashboard.tabs')}</SheetTitle>
          <SheetDescription className="sr-only">{t('dashboard.menuDescription')}</SheetDescription>
          <Sidebar className="h-full" onNavigate={() => setMenuOpen(false)} />
        </SheetContent>
      </Sheet>
      <div className="min-w-48 flex-1">
        <h1 className="text-lg font-semibold break-words sm:text-xl">
          {t('dashboard.title')}
          {adminMode && <span className="ml-2 text-primary">{t('dashboard.adminMode')}</span>}
        </h1>
        <p className="text-sm text-muted-foreground">
          {adminMode ? t('dashboard.subtitleAdmin') : t('dashboard.subtitleUser')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SystemStatusLine />
        {headerWidgets.map((w) => {
          const Widget = w.component as ComponentType;
          return <Widget key={w.id} />;
        })}
        <SuperAdminControls adminMode={adminMode} setAdminMode={setAdminMode} />
        <QuickAction adminMode={adminMode} onOpen={setActiveTab} />
        <HeaderMenus languages={LANGUAGES} />
      </div>
    </header>
  );
}

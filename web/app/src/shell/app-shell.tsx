import {
  Button,
  LANGUAGES,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
  useTranslation,
} from '@ecohub/web-kit';
import { MenuIcon, NetworkIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { HeaderMenus } from '../dashboard/header-menus.tsx';
import { NavLinks } from './nav-links.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The top bar of every signed-in page but the dashboard (which has its sidebar): the brand back to
 * the dashboard, the pages of the loaded plugins, the language and theme switches, the user menu.
 */
export default function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(false);
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
        <div className="flex h-14 items-center gap-2 px-3 sm:px-4">
          <Sheet open={open} onOpenChange={setOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t('dashboard.openMenu')}>
                <MenuIcon />
              </Button>
            </SheetTrigger>
            <SheetContent side="left" className="p-3" closeLabel={t('close')}>
              <SheetTitle className="px-3 pt-2 font-semibold">{t('brand')}</SheetTitle>
              <SheetDescription className="sr-only">{t('shell.navigation')}</SheetDescription>
              <nav aria-label={t('shell.navigation')}>
                <NavLinks vertical onNavigate={() => setOpen(false)} />
              </nav>
            </SheetContent>
          </Sheet>
          <Link href="/dashboard" className="flex shrink-0 items-center gap-2 font-semibold">
            <NetworkIcon className="size-5 text-primary" />
            <span className="hidden sm:inline">{t('brand')}</span>
          </Link>
          <nav aria-label={t('shell.navigation')} className="hidden min-w-0 flex-1 lg:block">
            <NavLinks className="ml-4" />
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <HeaderMenus languages={LANGUAGES} />
            <UserMenu />
          </div>
        </div>
      </header>
      {children}
    </div>
  );
}

import { cn, useTranslation } from '@ecohub/web-kit';
import { Link, useLocation } from 'wouter';
import { activeEntry, NAV_ENTRIES } from './nav-pages.ts';

/** The signed-in navigation: a row in the top bar, a column in the phone menu and the sidebar. */
export function NavLinks({
  vertical = false,
  className,
  onNavigate,
}: {
  vertical?: boolean;
  className?: string;
  onNavigate?(): void;
}) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const active = activeEntry(NAV_ENTRIES, location);
  return (
    <ul className={cn('flex gap-1', vertical ? 'flex-col' : 'items-center', className)}>
      {NAV_ENTRIES.map((e) => (
        <li key={e.path}>
          <Link
            href={e.path}
            onClick={onNavigate}
            aria-current={e.path === active ? 'page' : undefined}
            className={cn(
              'block rounded-md px-3 py-2 text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
              e.path === active && 'bg-primary/10 font-medium text-primary',
            )}
          >
            {t(e.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

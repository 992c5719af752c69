import { GlobeIcon } from 'lucide-react';
import { cn } from '../ui/cn.ts';
import { useDashboard } from './dashboard-context.tsx';

export interface Website {
  id: string;
  name: string;
}

/** The sidebar's active-website list; a plugin that owns websites renders it in a sidebar widget. */
export function WebsiteSelector({ title, websites }: { title: string; websites: Website[] }) {
  const { activeWebsite, selectWebsite } = useDashboard();
  return (
    <nav aria-label={title} className="flex flex-col gap-1">
      <p className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</p>
      {websites.map((w) => (
        <button
          key={w.id}
          type="button"
          aria-pressed={activeWebsite === w.id}
          onClick={() => selectWebsite(w.id)}
          className={cn(
            'flex items-center gap-2 rounded-md px-3 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
            activeWebsite === w.id && 'bg-accent font-medium',
          )}
        >
          <GlobeIcon className="size-4 shrink-0" />
          <span className="truncate">{w.name}</span>
        </button>
      ))}
    </nav>
  );
}

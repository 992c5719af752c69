import { Button, type TabId, Tooltip, TooltipContent, TooltipTrigger, useTranslation } from '@ecohub/web-kit';
import { RocketIcon, ZapIcon } from 'lucide-react';
import { type ComponentType, Suspense } from 'react';
import { web } from '../web-plugins.ts';

/** The plugin's Quick Publish (the content plugin's: it publishes the next scheduled item). */
const quickPublish = web.widgets.find((w) => w.slot === 'dashboard-quick-publish');

/**
 * The header's main button: Quick Publish is the 'dashboard-quick-publish' widget a plugin
 * contributes; Admin Action (admin mode) opens the super admin test panel. Without a plugin
 * providing Quick Publish, the button says why it is off.
 */
export function QuickAction({ adminMode, onOpen }: { adminMode: boolean; onOpen(tab: TabId): void }) {
  const { t } = useTranslation('app');
  if (!adminMode && quickPublish) {
    const Widget = quickPublish.component as ComponentType;
    return (
      <Suspense fallback={null}>
        <Widget />
      </Suspense>
    );
  }
  const target: TabId = adminMode ? 'super-admin-test' : 'content';
  const available = web.tabs.some((tab) => tab.id === target);
  const button = (
    <Button
      size="sm"
      // aria-disabled keeps the button focusable, so keyboard users reach the tooltip that says why.
      aria-disabled={!available}
      className={available ? undefined : 'cursor-not-allowed opacity-50'}
      onClick={() => available && onOpen(target)}
    >
      {adminMode ? <ZapIcon /> : <RocketIcon />}
      <span className="sr-only sm:not-sr-only">
        {adminMode ? t('dashboard.adminAction') : t('dashboard.quickPublish')}
      </span>
    </Button>
  );
  if (available) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent>{t('dashboard.publishUnavailable')}</TooltipContent>
    </Tooltip>
  );
}

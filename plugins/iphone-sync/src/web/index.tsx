import { defineWebPlugin } from '@ecohub/web-kit';
import { SmartphoneIcon } from 'lucide-react';
import { lazy } from 'react';
import { en } from './messages.ts';

/** The iphone-sync tab (spec 001 §2.7). */
export default defineWebPlugin({
  id: 'iphone-sync',
  tabs: [
    {
      id: 'iphone-sync',
      label: 'iphone-sync:tab',
      icon: SmartphoneIcon,
      panel: lazy(() => import('./iphone-sync-panel.tsx')),
    },
  ],
  messages: { en: { tab: en.tab } },
  translations: import.meta.glob(['./locales/*.ts', '!./locales/*.test.ts']),
});

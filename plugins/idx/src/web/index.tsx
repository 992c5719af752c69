import { defineWebPlugin } from '@ecohub/web-kit';
import { Building2Icon } from 'lucide-react';
import { lazy } from 'react';

/** The idx-builder tab (spec 002); the public sites are server-rendered by the plugin's server. */
export default defineWebPlugin({
  id: 'idx',
  tabs: [
    {
      id: 'idx-builder',
      label: 'idx:tab',
      icon: Building2Icon,
      panel: lazy(() => import('./idx-panel.tsx')),
    },
  ],
  messages: { en: { tab: 'IDX Builder' } },
  translations: import.meta.glob(['./locales/*.ts', '!./locales/*.test.ts']),
});

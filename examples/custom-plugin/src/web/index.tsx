import { defineWebPlugin } from '@ecohub/web-kit';
import { lazy } from 'react';
import { NotesIcon } from './notes-icon.tsx';

/** The custom-notes panel: a dashboard tab of its own, listed after spec 002's tabs. */
export default defineWebPlugin({
  id: 'custom-notes',
  tabs: [
    {
      id: 'custom-notes',
      label: 'custom-notes:tab',
      icon: NotesIcon,
      panel: lazy(() => import('./notes-panel.tsx')),
    },
  ],
  // Only the tab label is needed before the panel loads; the panel adds its own strings.
  messages: { en: { tab: 'Notes' } },
  // The other languages, one file each (`locales/fr.ts`…), each downloaded only when chosen.
  translations: import.meta.glob(['./locales/*.ts', '!./locales/*.test.ts']),
});

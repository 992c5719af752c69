import { addMessageLoaders, defineWebPlugin } from '@ecohub/web-kit';
import { lazy } from 'react';
import { NOTES_LOADERS } from './locales/index.ts';
import { NotesIcon } from './notes-icon.tsx';

// The panel's other languages: known from the start (a stored choice loads them before the first
// switch), each downloaded only when chosen.
addMessageLoaders('custom-notes', NOTES_LOADERS);

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
});

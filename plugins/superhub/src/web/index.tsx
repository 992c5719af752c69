import { addMessageLoaders, defineWebPlugin } from '@ecohub/web-kit';
import { lazy } from 'react';
import { SUPERHUB_LOADERS } from './locales/index.ts';
import { en } from './messages.ts';

// The dashboard's other languages: known from the start (a stored choice loads them before the
// first switch), each downloaded only when chosen.
addMessageLoaders('superhub', SUPERHUB_LOADERS);

/** The SuperHub dashboard: /superhub for the signed-in organisation, /superhub-demo for the demo. */
export default defineWebPlugin({
  id: 'superhub',
  pages: [
    {
      path: '/superhub',
      public: false,
      signedIn: true,
      component: lazy(() => import('./superhub-page.tsx')),
    },
    {
      path: '/superhub-demo',
      public: true,
      signedIn: false,
      component: lazy(() => import('./superhub-demo-page.tsx')),
    },
  ],
  messages: { en },
});

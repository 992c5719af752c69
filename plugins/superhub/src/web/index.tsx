import { defineWebPlugin } from '@ecohub/web-kit';
import { lazy } from 'react';
import { en } from './messages.ts';

/** The SuperHub dashboard: /superhub for the signed-in organisation, /superhub-demo for the demo. */
export default defineWebPlugin({
  id: 'superhub',
  pages: [
    {
      path: '/superhub',
      label: 'superhub:nav.superhub',
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
  // The other languages, one file each, each downloaded only when chosen.
  translations: import.meta.glob(['./locales/*.ts', '!./locales/*.test.ts']),
});

import { defineWebPlugin } from '@ecohub/web-kit';
import { BlocksIcon, ShieldCheckIcon } from 'lucide-react';
import { lazy } from 'react';
import { en } from './messages.ts';

const techstack = lazy(() => import('./techstack/techstack-page.tsx'));

/** Catalogue pages, the ecosystem dashboards and the ecosystem and auth-status tabs. */
export default defineWebPlugin({
  id: 'ecosystem',
  tabs: [
    {
      id: 'ecosystem',
      label: 'ecosystem:tabs.ecosystem',
      icon: BlocksIcon,
      panel: lazy(() => import('./ecosystem-tab/ecosystem-panel.tsx')),
    },
    {
      id: 'auth-status',
      label: 'ecosystem:tabs.authStatus',
      icon: ShieldCheckIcon,
      panel: lazy(() => import('./auth-status/auth-status-panel.tsx')),
    },
  ],
  pages: [
    { path: '/', public: false, signedIn: true, component: techstack },
    {
      path: '/techstack',
      label: 'ecosystem:nav.techstack',
      public: false,
      signedIn: true,
      component: techstack,
    },
    {
      path: '/ecosystem',
      label: 'ecosystem:nav.ecosystem',
      public: false,
      signedIn: true,
      component: lazy(() => import('./dashboard/ecosystem-page.tsx')),
    },
    {
      path: '/ecosystem-demo',
      public: true,
      signedIn: false,
      component: lazy(() => import('./dashboard/ecosystem-demo-page.tsx')),
    },
  ],
  messages: { en },
  // The other languages, one file each, each downloaded only when chosen.
  translations: import.meta.glob(['./locales/*.ts', '!./locales/*.test.ts']),
});

import { defineWebPlugin } from '@ecohub/web-kit';
import { lazy } from 'react';
import { en } from './messages.ts';

/**
 * Webhook Deployment Center, Phase 3 integration and Link Fix Deployment (spec 002), each with its
 * public -demo page.
 */
export default defineWebPlugin({
  id: 'deployment',
  pages: [
    {
      path: '/deployment',
      public: false,
      signedIn: true,
      component: lazy(() => import('./link-fixes-page.tsx')),
    },
    {
      path: '/deployment-demo',
      public: true,
      signedIn: false,
      component: lazy(() => import('./link-fixes-demo-page.tsx')),
    },
    {
      path: '/webhooks',
      public: false,
      signedIn: true,
      component: lazy(() => import('./webhooks-page.tsx')),
    },
    {
      path: '/webhook-demo',
      public: true,
      signedIn: false,
      component: lazy(() => import('./webhooks-demo-page.tsx')),
    },
    { path: '/phase3', public: false, signedIn: true, component: lazy(() => import('./phase3-page.tsx')) },
    {
      path: '/phase3-demo',
      public: true,
      signedIn: false,
      component: lazy(() => import('./phase3-demo-page.tsx')),
    },
  ],
  messages: { en },
  translations: import.meta.glob(['./locales/*.ts', '!./locales/*.test.ts']),
});

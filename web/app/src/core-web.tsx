import { defineWebPlugin } from '@ecohub/web-kit';
import { KeyRoundIcon, ShieldCheckIcon } from 'lucide-react';
import { lazy } from 'react';

/** The core's own tabs and pages, declared through the same contract as every plugin. */
export const coreWeb = defineWebPlugin({
  id: 'core',
  tabs: [
    {
      id: 'forgot-password',
      label: 'app:tabs.forgotPassword',
      icon: KeyRoundIcon,
      panel: lazy(() => import('./panels/password-management/password-panel.tsx')),
    },
    {
      id: 'super-admin-test',
      label: 'app:tabs.superAdminTest',
      icon: ShieldCheckIcon,
      panel: lazy(() => import('./panels/super-admin-test/test-panel.tsx')),
    },
  ],
  pages: [
    {
      path: '/login',
      public: true,
      signedIn: false,
      component: lazy(() => import('./pages/login-page.tsx')),
    },
    {
      path: '/signup',
      public: true,
      signedIn: false,
      component: lazy(() => import('./pages/signup-page.tsx')),
    },
    {
      path: '/email-testing',
      public: true,
      signedIn: true,
      component: lazy(() => import('./pages/email-testing-page.tsx')),
    },
    {
      path: '/dashboard',
      public: false,
      signedIn: true,
      component: lazy(() => import('./dashboard/dashboard-page.tsx')),
    },
  ],
});

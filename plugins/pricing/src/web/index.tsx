import { defineWebPlugin } from '@ecohub/web-kit';
import { CreditCardIcon, SparklesIcon, TagIcon } from 'lucide-react';
import { lazy } from 'react';
import { en } from './messages.ts';

/** A public page; `meta` names its title and description (pricing:meta.<meta>): rendered on the server. */
const page = (path: string, component: ReturnType<typeof lazy>, signedIn = true, meta?: string) => ({
  path,
  public: true,
  signedIn,
  component,
  ...(meta && {
    head: { title: `pricing:meta.${meta}.title`, description: `pricing:meta.${meta}.description` },
  }),
});

/**
 * Public pricing pages and the pricing, payments and adaptive-pricing tabs. /pricing and /success
 * are also in the signed-in table: buying needs an account, and the buyer comes back signed in.
 */
export default defineWebPlugin({
  id: 'pricing',
  tabs: [
    {
      id: 'pricing',
      label: 'pricing:tabs.pricing',
      icon: TagIcon,
      panel: lazy(() => import('./tabs/pricing-panel.tsx')),
    },
    {
      id: 'adaptive-pricing',
      label: 'pricing:tabs.adaptive',
      icon: SparklesIcon,
      panel: lazy(() => import('./tabs/adaptive-pricing-panel.tsx')),
    },
    {
      id: 'payments',
      label: 'pricing:tabs.payments',
      icon: CreditCardIcon,
      panel: lazy(() => import('./tabs/payments-panel.tsx')),
    },
  ],
  pages: [
    {
      ...page(
        '/',
        lazy(() => import('./landing/landing-page.tsx')),
        false,
        'landing',
      ),
      // Links work without JavaScript: the app downloads when the visitor turns to the page.
      hydrate: 'interaction' as const,
    },
    {
      ...page(
        '/pricing',
        lazy(() => import('./pages/pricing-page.tsx')),
        true,
        'pricing',
      ),
      label: 'pricing:nav.pricing',
    },
    page(
      '/success',
      lazy(() => import('./pages/success-page.tsx')),
    ),
    page(
      '/pricing-selector',
      lazy(() => import('./pages/pricing-selector-page.tsx')),
      true,
      'selector',
    ),
    page(
      '/pricing/local-business',
      lazy(() => import('./calculators/local-business-page.tsx')),
      true,
      'localBusiness',
    ),
    page(
      '/pricing/reoss',
      lazy(() => import('./calculators/reoss-page.tsx')),
      true,
      'reoss',
    ),
  ],
  messages: { en },
  // The other languages, one file each, each downloaded only when chosen.
  translations: import.meta.glob(['./locales/*.ts', '!./locales/*.test.ts']),
});

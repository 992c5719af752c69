import { addActivityFormatter, defineWebPlugin, i18n } from '@ecohub/web-kit';
import { lazy } from 'react';
import { contactFieldList } from '../shared/activity-messages.ts';
import { DatabaseIcon, LinkIcon, UsersIcon } from './icons.tsx';
import { en } from './messages.ts';

// 'Contact updated: Ada (status and last name)': the field names in the user's language.
addActivityFormatter('contactFields', (value, lng) =>
  contactFieldList(value, lng, (f) => i18n.t(`crm:contactFieldNames.${f}`, { lng, defaultValue: f })),
);

/** The CRM tab, user integration, data collection, the /contacts page and /ai-demo. */
export default defineWebPlugin({
  id: 'crm',
  tabs: [
    { id: 'crm', label: 'crm:tabs.crm', icon: UsersIcon, panel: lazy(() => import('./crm/crm-panel.tsx')) },
    {
      id: 'user-integration',
      label: 'crm:tabs.userIntegration',
      icon: LinkIcon,
      panel: lazy(() => import('./user-integration/user-integration-panel.tsx')),
    },
    {
      id: 'data-collection',
      label: 'crm:tabs.dataCollection',
      icon: DatabaseIcon,
      panel: lazy(() => import('./data-collection/data-collection-panel.tsx')),
    },
  ],
  pages: [
    {
      path: '/contacts',
      label: 'crm:nav.contacts',
      public: false,
      signedIn: true,
      component: lazy(() => import('./contacts/contacts-page.tsx')),
    },
    {
      path: '/ai-demo',
      label: 'crm:nav.aiDemo',
      public: true,
      signedIn: true,
      component: lazy(() => import('./ai/ai-demo-page.tsx')),
    },
  ],
  messages: { en },
  // The other languages, one file each, each downloaded only when chosen.
  translations: import.meta.glob(['./locales/*.ts', '!./locales/*.test.ts']),
});

import type { CatalogueMessages } from './index.ts';

/** German strings of the catalogue (namespace `ecosystem`), loaded when the language is chosen. */
export default {
  common: {
    loadFailed: 'Die Daten konnten nicht geladen werden: {{message}}',
    moreFeatures: '+{{count}} weitere',
    open: 'Öffnen',
    perMonth: '{{price}}/Monat',
    lifetime: '{{price}} lebenslang',
  },
  tabs: {
    ecosystem: 'Ökosystem',
    authStatus: 'Anmeldestatus',
  },
  techstack: {
    title: 'TechStack',
    subtitle: 'Die Anwendungen unseres Ökosystems, Pakete und ihre Leistung.',
    tabs: {
      applications: 'Anwendungen',
      bundles: 'Pakete',
      analytics: 'Analysen',
    },
    filters: {
      all: 'Alle Apps',
      'brand-hub': 'Markenauftritt',
      certification: 'Zertifizierung',
      'professional-tools': 'Beruflich',
      'lead-generation': 'Leadgewinnung',
      'real-estate': 'Immobilien',
      'emotional-healing': 'Heilung',
      'ai-assistant': 'KI-Assistent',
      entertainment: 'Unterhaltung',
    },
    filterCount: '{{label}} ({{count}})',
    keyFeatures: 'Hauptfunktionen',
    benefits: 'Vorteile',
    getStarted: 'Jetzt starten',
    learnMore: 'Mehr erfahren',
    empty: 'Noch keine Anwendungen im Katalog.',
    noneInCategory: 'Keine Anwendungen in dieser Kategorie.',
    contentNote:
      'Namen, Beschreibungen und Funktionen der Anwendungen werden in ihrer Originalsprache angezeigt.',
    bundle: {
      apps: '{{count}} Anwendungen',
      apps_one: '{{count}} Anwendung',
      original: 'Statt {{price}}',
      save: '{{price}} sparen',
      getBundle: 'Paket wählen',
      empty: 'Noch keine Pakete.',
    },
    analytics: {
      users: 'Nutzer insgesamt',
      revenue: 'Monatlicher Umsatz',
      crossSell: 'Cross-Selling-Quote',
      performance: 'Leistung der Anwendungen',
      appUsers: '{{formatted}} Nutzer',
      appRevenue: '{{price}} Umsatz',
      growth: '{{value}} gegenüber vor 30 Tagen',
    },
  },
} satisfies CatalogueMessages;

import type { CatalogueMessages } from './index.ts';

/** Dutch strings of the catalogue (namespace `ecosystem`), loaded when the language is chosen. */
export default {
  common: {
    loadFailed: 'De gegevens konden niet worden geladen: {{message}}',
    moreFeatures: '+{{count}} meer',
    open: 'Openen',
    perMonth: '{{price}}/maand',
    lifetime: '{{price}} levenslang',
  },
  tabs: {
    ecosystem: 'Ecosysteem',
    authStatus: 'Aanmeldstatus',
  },
  techstack: {
    title: 'TechStack',
    subtitle: 'De applicaties van ons ecosysteem, bundels en hoe ze presteren.',
    tabs: {
      applications: 'Applicaties',
      bundles: 'Bundels',
      analytics: 'Analyses',
    },
    filters: {
      all: 'Alle apps',
      'brand-hub': 'Persoonlijk merk',
      certification: 'Certificering',
      'professional-tools': 'Professioneel',
      'lead-generation': 'Leadgeneratie',
      'real-estate': 'Vastgoed',
      'emotional-healing': 'Heling',
      'ai-assistant': 'AI-assistent',
      entertainment: 'Vermaak',
    },
    filterCount: '{{label}} ({{count}})',
    keyFeatures: 'Belangrijkste functies',
    benefits: 'Voordelen',
    getStarted: 'Aan de slag',
    learnMore: 'Meer informatie',
    empty: 'Nog geen applicaties in de catalogus.',
    noneInCategory: 'Geen applicaties in deze categorie.',
    contentNote:
      'Namen, beschrijvingen en functies van applicaties worden in hun oorspronkelijke taal getoond.',
    bundle: {
      apps: '{{count}} applicaties',
      apps_one: '{{count}} applicatie',
      original: 'Normaal {{price}}',
      save: 'Bespaar {{price}}',
      getBundle: 'Bundel kiezen',
      empty: 'Nog geen bundels.',
    },
    analytics: {
      users: 'Totaal gebruikers',
      revenue: 'Maandelijkse omzet',
      crossSell: 'Cross-sellpercentage',
      performance: 'Prestaties van applicaties',
      appUsers: '{{formatted}} gebruikers',
      appRevenue: '{{price}} omzet',
      growth: '{{value}} t.o.v. 30 dagen geleden',
    },
  },
} satisfies CatalogueMessages;

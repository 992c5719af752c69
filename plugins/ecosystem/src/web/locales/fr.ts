import type { CatalogueMessages } from './index.ts';

/** French strings of the catalogue (namespace `ecosystem`), loaded when the language is chosen. */
export default {
  common: {
    loadFailed: 'Impossible de charger les données : {{message}}',
    moreFeatures: '+{{count}} de plus',
    open: 'Ouvrir',
    perMonth: '{{price}}/mois',
    lifetime: '{{price}} à vie',
  },
  tabs: {
    ecosystem: 'Écosystème',
    authStatus: 'État de connexion',
  },
  techstack: {
    title: 'TechStack',
    subtitle: 'Les applications de notre écosystème, les offres groupées et leurs performances.',
    tabs: {
      applications: 'Applications',
      bundles: 'Offres groupées',
      analytics: 'Statistiques',
    },
    filters: {
      all: 'Toutes les applis',
      'brand-hub': 'Image de marque',
      certification: 'Certification',
      'professional-tools': 'Professionnel',
      'lead-generation': 'Prospection',
      'real-estate': 'Immobilier',
      'emotional-healing': 'Guérison',
      'ai-assistant': 'Assistant IA',
      entertainment: 'Divertissement',
    },
    filterCount: '{{label}} ({{count}})',
    keyFeatures: 'Fonctionnalités clés',
    benefits: 'Avantages',
    getStarted: 'Commencer',
    learnMore: 'En savoir plus',
    empty: 'Aucune application dans le catalogue pour l’instant.',
    noneInCategory: 'Aucune application dans cette catégorie.',
    contentNote:
      'Les noms, descriptions et fonctionnalités des applications restent dans leur langue d’origine.',
    bundle: {
      apps: '{{count}} applications',
      apps_one: '{{count}} application',
      original: 'Au lieu de {{price}}',
      save: 'Économisez {{price}}',
      getBundle: 'Choisir cette offre',
      empty: 'Aucune offre groupée pour l’instant.',
    },
    analytics: {
      users: 'Utilisateurs au total',
      revenue: 'Revenu mensuel',
      crossSell: 'Taux de vente croisée',
      performance: 'Performance des applications',
      appUsers: '{{formatted}} utilisateurs',
      appRevenue: '{{price}} de revenu',
      growth: '{{value}} par rapport à il y a 30 jours',
    },
  },
} satisfies CatalogueMessages;

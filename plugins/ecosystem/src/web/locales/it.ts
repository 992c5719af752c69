import type { CatalogueMessages } from './index.ts';

/** Italian strings of the catalogue (namespace `ecosystem`), loaded when the language is chosen. */
export default {
  common: {
    loadFailed: 'Impossibile caricare i dati: {{message}}',
    moreFeatures: '+{{count}} altre',
    open: 'Apri',
    perMonth: '{{price}}/mese',
    lifetime: '{{price}} a vita',
  },
  tabs: {
    ecosystem: 'Ecosistema',
    authStatus: 'Stato di accesso',
  },
  techstack: {
    title: 'TechStack',
    subtitle: 'Le applicazioni del nostro ecosistema, i pacchetti e le loro prestazioni.',
    tabs: {
      applications: 'Applicazioni',
      bundles: 'Pacchetti',
      analytics: 'Statistiche',
    },
    filters: {
      all: 'Tutte le app',
      'brand-hub': 'Marchio personale',
      certification: 'Certificazione',
      'professional-tools': 'Professionale',
      'lead-generation': 'Acquisizione contatti',
      'real-estate': 'Immobiliare',
      'emotional-healing': 'Guarigione',
      'ai-assistant': 'Assistente IA',
      entertainment: 'Intrattenimento',
    },
    filterCount: '{{label}} ({{count}})',
    keyFeatures: 'Funzionalità principali',
    benefits: 'Vantaggi',
    getStarted: 'Inizia',
    learnMore: 'Scopri di più',
    empty: 'Ancora nessuna applicazione nel catalogo.',
    noneInCategory: 'Nessuna applicazione in questa categoria.',
    contentNote: 'Nomi, descrizioni e funzionalità delle applicazioni sono mostrati nella lingua originale.',
    bundle: {
      apps: '{{count}} applicazioni',
      apps_one: '{{count}} applicazione',
      original: 'Invece di {{price}}',
      save: 'Risparmi {{price}}',
      getBundle: 'Scegli il pacchetto',
      empty: 'Ancora nessun pacchetto.',
    },
    analytics: {
      users: 'Utenti totali',
      revenue: 'Ricavi mensili',
      crossSell: 'Tasso di cross-selling',
      performance: 'Prestazioni delle applicazioni',
      appUsers: '{{formatted}} utenti',
      appRevenue: '{{price}} di ricavi',
      growth: '{{value}} rispetto a 30 giorni fa',
    },
  },
} satisfies CatalogueMessages;

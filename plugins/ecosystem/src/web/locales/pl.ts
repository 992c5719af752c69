import type { CatalogueMessages } from './index.ts';

/** Polish strings of the catalogue (namespace `ecosystem`), loaded when the language is chosen. */
export default {
  common: {
    loadFailed: 'Nie udało się wczytać danych: {{message}}',
    moreFeatures: '+{{count}} więcej',
    open: 'Otwórz',
    perMonth: '{{price}}/mies.',
    lifetime: '{{price}} dożywotnio',
  },
  tabs: {
    ecosystem: 'Ekosystem',
    authStatus: 'Stan logowania',
  },
  techstack: {
    title: 'TechStack',
    subtitle: 'Aplikacje naszego ekosystemu, pakiety i ich wyniki.',
    tabs: {
      applications: 'Aplikacje',
      bundles: 'Pakiety',
      analytics: 'Analityka',
    },
    filters: {
      all: 'Wszystkie aplikacje',
      'brand-hub': 'Marka osobista',
      certification: 'Certyfikacja',
      'professional-tools': 'Dla profesjonalistów',
      'lead-generation': 'Pozyskiwanie klientów',
      'real-estate': 'Nieruchomości',
      'emotional-healing': 'Uzdrawianie',
      'ai-assistant': 'Asystent AI',
      entertainment: 'Rozrywka',
    },
    filterCount: '{{label}} ({{count}})',
    keyFeatures: 'Najważniejsze funkcje',
    benefits: 'Korzyści',
    getStarted: 'Zacznij',
    learnMore: 'Dowiedz się więcej',
    empty: 'W katalogu nie ma jeszcze aplikacji.',
    noneInCategory: 'Brak aplikacji w tej kategorii.',
    contentNote: 'Nazwy, opisy i funkcje aplikacji są wyświetlane w ich oryginalnym języku.',
    bundle: {
      apps: '{{count}} aplikacji',
      apps_one: '{{count}} aplikacja',
      apps_few: '{{count}} aplikacje',
      apps_many: '{{count}} aplikacji',
      original: 'Wcześniej {{price}}',
      save: 'Oszczędzasz {{price}}',
      getBundle: 'Wybierz pakiet',
      empty: 'Nie ma jeszcze pakietów.',
    },
    analytics: {
      users: 'Łącznie użytkowników',
      revenue: 'Przychód miesięczny',
      crossSell: 'Wskaźnik sprzedaży krzyżowej',
      performance: 'Wyniki aplikacji',
      appUsers: 'Użytkownicy: {{formatted}}',
      appRevenue: 'Przychód: {{price}}',
      growth: '{{value}} w porównaniu z okresem sprzed 30 dni',
    },
  },
} satisfies CatalogueMessages;

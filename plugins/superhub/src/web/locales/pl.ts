import type { SuperHubMessages } from '../messages.ts';

/** Polish strings of the SuperHub dashboard (namespace `superhub`), loaded when the language is chosen. */
export default {
  title: 'SuperHub',
  subtitle: 'Zdarzenia ze wszystkich aplikacji Twojego ekosystemu, na bieżąco.',
  demoNotice: 'Demo: widok tylko do odczytu ekosystemu demonstracyjnego.',
  refresh: 'Odśwież',
  stats: {
    totalApps: 'Wszystkie aplikacje',
    recentEvents: 'Ostatnie zdarzenia',
    recentHint: 'otrzymane w ciągu ostatnich 24 godzin',
    monitoring: 'Monitorowanie',
    active: 'Aktywne',
    inactive: 'Nieaktywne',
  },
  apps: {
    title: 'Aplikacje',
    events: '{{count}} zdarzenia',
    events_one: '{{count}} zdarzenie',
    events_few: '{{count}} zdarzenia',
    events_many: '{{count}} zdarzeń',
    errors: '{{count}} błędu',
    errors_one: '{{count}} błąd',
    errors_few: '{{count}} błędy',
    errors_many: '{{count}} błędów',
    empty: 'Brak aplikacji.',
  },
  events: {
    title: 'Ostatnie zdarzenia',
    empty: 'Brak ostatnich zdarzeń',
    activity: 'Aktywność zdarzeń',
  },
  flags: {
    title: 'Flagi funkcji',
    superAdminOnly: 'Tylko superadministrator może je przełączać.',
    updated: 'Zaktualizowano flagę funkcji',
    updatedText: 'Funkcja „{{flag}}” jest teraz {{state}}.',
    on: 'włączona',
    off: 'wyłączona',
    failed: 'Aktualizacja nie powiodła się',
    names: {
      webhook_logging: 'Rejestrowanie webhooków',
      uptime_monitoring: 'Monitorowanie dostępności',
      user_analytics: 'Analityka użytkowników',
      certification_tracking: 'Śledzenie certyfikacji',
      trauma_insights: 'Analiza traum',
      referral_tracking: 'Śledzenie poleceń',
      revenue_analytics: 'Analityka przychodów',
    },
  },
  backup: {
    title: 'Kopie zapasowe',
    weekly: 'Cotygodniowa automatyczna kopia zapasowa',
  },
  endpoints: {
    title: 'Punkty końcowe',
    method: 'Metoda',
    path: 'Ścieżka',
    description: 'Opis',
  },
  error: {
    title: 'Błąd pulpitu',
    text: 'Nie udało się wczytać danych pulpitu SuperHub',
  },
} satisfies SuperHubMessages;

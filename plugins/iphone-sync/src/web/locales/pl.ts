import type { IphoneMessages } from '../messages.ts';

/** Polish strings of the iphone-sync tab (namespace `iphone-sync`). */
export default {
  tab: 'Synchronizacja iPhone',
  title: 'Synchronizacja kontaktów z iPhone’a',
  subtitle: 'Wysyłaj kontakty, połączenia i wiadomości z iPhone’a do CRM.',
  loadFailed: 'Nie udało się wczytać tych informacji',
  token: {
    label: 'Token uwierzytelniający',
    hint: 'Twój token urządzenia, utworzony dla testowej synchronizacji w tej przeglądarce. Wklej token innego urządzenia, aby go przetestować.',
    creating: 'Tworzenie tokenu testowego…',
  },
  type: {
    label: 'Typ synchronizacji',
    contacts: 'Kontakty',
    calls: 'Połączenia',
    messages: 'Wiadomości',
  },
  test: {
    button: 'Testowa synchronizacja',
    running: 'Synchronizowanie…',
    progress: 'Przetworzono {{done}} z {{total}} rekordów',
  },
  toast: {
    successTitle: 'Synchronizacja zakończona',
    successText: 'Dane z iPhone’a zostały przetworzone, a kontakty zaktualizowane.',
    failedTitle: 'Synchronizacja nie powiodła się',
    failedText: 'Nie udało się zsynchronizować danych z iPhone’a',
  },
  setup: {
    title: 'Konfiguracja ze Skrótami iOS',
    endpoint: 'Adres synchronizacji',
    format: 'Format żądania',
    copy: 'Kopiuj JSON',
    copied: 'Skopiowano do schowka',
    download: 'Pobierz przepis na skrót',
    step1: 'Utwórz poniżej token urządzenia i skopiuj go.',
    step2: 'W aplikacji Skróty utwórz nowy skrót z czynnością „Pobierz zawartość URL”.',
    step3: 'Ustaw URL na adres synchronizacji, metodę na POST, a treść na JSON.',
    step4: 'Dodaj pola type, authToken i data (lista kontaktów, połączeń lub wiadomości).',
    step5: 'Uruchamiaj go ręcznie lub z automatyzacji (na przykład każdego wieczoru).',
    carddavTitle: 'Konto Kontaktów (CardDAV)',
    carddavText:
      'Możesz też dodać hub jako konto w Ustawienia › Kontakty › Konta › Dodaj konto › Inne › Dodaj konto CardDAV: kontakty z CRM pojawią się w aplikacji Kontakty, a zmiany tam wprowadzone wrócą.',
    carddavServer: 'Serwer',
    carddavUser: 'Nazwa użytkownika',
    carddavPassword: 'Hasło',
    carddavPasswordValue: 'token urządzenia utworzony poniżej',
  },
  devices: {
    title: 'Urządzenia',
    subtitle: 'Każdy iPhone dostaje własny token. Jest pokazywany tylko raz: skopiuj go do skrótu.',
    name: 'Nazwa urządzenia',
    create: 'Utwórz token',
    created: 'Skopiuj ten token teraz: nie zostanie pokazany ponownie.',
    revoke: 'Unieważnij',
    revoked: 'Unieważniony',
    lastUsed: 'Ostatnio użyty {{date}}',
    neverUsed: 'Nigdy nie użyty',
    empty: 'Brak urządzeń',
    revokeDone: 'Token unieważniony',
    failed: 'Nie udało się zmienić tokenów urządzeń',
  },
  activity: {
    title: 'Ostatnia aktywność synchronizacji',
    empty: 'Brak aktywności synchronizacji',
    processed: 'Przetworzono',
    processing: 'Przetwarzanie',
    failed: 'Błąd',
    items: 'Rekordy: {{count}}',
  },
  activityLines: {
    phone_call_incoming:
      'Połączenie przychodzące od {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    phone_call_outgoing:
      'Połączenie wychodzące do {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    text_message_received: 'SMS od {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
    text_message_sent:
      'SMS wysłany do {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
  },
} satisfies IphoneMessages;

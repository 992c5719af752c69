import type { IphoneMessages } from '../messages.ts';

/** Dutch strings of the iphone-sync tab (namespace `iphone-sync`). */
export default {
  tab: 'iPhone-sync',
  title: 'iPhone-contactsynchronisatie',
  subtitle: 'Stuur contacten, oproepen en berichten van uw iPhone naar het CRM.',
  loadFailed: 'Deze gegevens konden niet worden geladen',
  token: {
    label: 'Authenticatietoken',
    hint: 'Een apparaattoken van u, gemaakt voor de testsync van deze browser. Plak het token van een ander apparaat om het te testen.',
    creating: 'Testtoken wordt gemaakt…',
  },
  type: {
    label: 'Synctype',
    contacts: 'Contacten',
    calls: 'Oproepen',
    messages: 'Berichten',
  },
  test: {
    button: 'Testsync',
    running: 'Synchroniseren…',
    progress: '{{done}} van {{total}} records verwerkt',
  },
  toast: {
    successTitle: 'Synchronisatie geslaagd',
    successText: 'Uw iPhone-gegevens zijn verwerkt en de contacten bijgewerkt.',
    failedTitle: 'Synchronisatie mislukt',
    failedText: 'De iPhone-gegevens konden niet worden gesynchroniseerd',
  },
  setup: {
    title: 'Instellen met iOS-opdrachten',
    endpoint: 'Sync-endpoint',
    format: 'Verzoekformaat',
    copy: 'JSON kopiëren',
    copied: 'Gekopieerd naar het klembord',
    download: 'Opdrachtrecept downloaden',
    step1: 'Maak hieronder een apparaattoken en kopieer het.',
    step2: 'Maak in de app Opdrachten een nieuwe opdracht met de actie ‘Haal inhoud van URL op’.',
    step3: 'Stel de URL in op het sync-endpoint, de methode op POST en de body op JSON.',
    step4: 'Voeg de velden type, authToken en data toe (een lijst met contacten, oproepen of berichten).',
    step5: 'Start hem met de hand of vanuit een automatisering (bijvoorbeeld elke avond).',
    carddavTitle: 'Contactenaccount (CardDAV)',
    carddavText:
      'Of voeg de hub toe als account via Instellingen › Contacten › Accounts › Voeg account toe › Andere › Voeg CardDAV-account toe: de CRM-contacten verschijnen in de app Contacten en wijzigingen daar komen terug.',
    carddavServer: 'Server',
    carddavUser: 'Gebruikersnaam',
    carddavPassword: 'Wachtwoord',
    carddavPasswordValue: 'een apparaattoken dat u hieronder maakt',
  },
  devices: {
    title: 'Apparaten',
    subtitle:
      'Elke iPhone krijgt een eigen token. Het wordt maar één keer getoond: kopieer het naar de opdracht.',
    name: 'Apparaatnaam',
    create: 'Token maken',
    created: 'Kopieer dit token nu: het wordt niet opnieuw getoond.',
    revoke: 'Intrekken',
    revoked: 'Ingetrokken',
    lastUsed: 'Laatst gebruikt {{date}}',
    neverUsed: 'Nooit gebruikt',
    empty: 'Nog geen apparaten',
    revokeDone: 'Token ingetrokken',
    failed: 'De apparaattokens konden niet worden gewijzigd',
  },
  activity: {
    title: 'Recente syncactiviteit',
    empty: 'Nog geen syncactiviteit',
    processed: 'Verwerkt',
    processing: 'Bezig',
    failed: 'Mislukt',
    items: '{{count}} records',
  },
  activityLines: {
    phone_call_incoming:
      'Inkomend gesprek van {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    phone_call_outgoing:
      'Uitgaand gesprek naar {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    text_message_received:
      'Sms van {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
    text_message_sent:
      'Sms verstuurd naar {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
  },
} satisfies IphoneMessages;

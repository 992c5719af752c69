import type { IphoneMessages } from '../messages.ts';

/** German strings of the iphone-sync tab (namespace `iphone-sync`). */
export default {
  tab: 'iPhone-Sync',
  title: 'iPhone-Kontaktsynchronisierung',
  subtitle: 'Senden Sie Kontakte, Anrufe und Nachrichten von Ihrem iPhone an das CRM.',
  loadFailed: 'Diese Informationen konnten nicht geladen werden',
  token: {
    label: 'Auth-Token',
    hint: 'Ein Gerätetoken von Ihnen, erstellt für den Test-Sync dieses Browsers. Fügen Sie das Token eines anderen Geräts ein, um es zu testen.',
    creating: 'Test-Token wird erstellt…',
  },
  type: {
    label: 'Sync-Typ',
    contacts: 'Kontakte',
    calls: 'Anrufe',
    messages: 'Nachrichten',
  },
  test: {
    button: 'Test-Sync',
    running: 'Synchronisiere…',
    progress: '{{done}} von {{total}} Datensätzen verarbeitet',
  },
  toast: {
    successTitle: 'Synchronisierung erfolgreich',
    successText: 'Ihre iPhone-Daten wurden verarbeitet und die Kontakte aktualisiert.',
    failedTitle: 'Synchronisierung fehlgeschlagen',
    failedText: 'Die iPhone-Daten konnten nicht synchronisiert werden',
  },
  setup: {
    title: 'Einrichtung mit iOS-Kurzbefehlen',
    endpoint: 'Sync-Endpunkt',
    format: 'Anfrageformat',
    copy: 'JSON kopieren',
    copied: 'In die Zwischenablage kopiert',
    download: 'Kurzbefehl-Anleitung herunterladen',
    step1: 'Erstellen Sie unten ein Gerätetoken und kopieren Sie es.',
    step2:
      'Legen Sie in der Kurzbefehle-App einen neuen Kurzbefehl mit der Aktion „Inhalte von URL abrufen“ an.',
    step3: 'Setzen Sie die URL auf den Sync-Endpunkt, die Methode auf POST und den Body auf JSON.',
    step4:
      'Fügen Sie die Felder type, authToken und data hinzu (eine Liste von Kontakten, Anrufen oder Nachrichten).',
    step5: 'Starten Sie ihn von Hand oder über eine Automation (zum Beispiel jeden Abend).',
    carddavTitle: 'Kontakte-Account (CardDAV)',
    carddavText:
      'Oder fügen Sie den Hub als Account hinzu unter Einstellungen › Kontakte › Accounts › Account hinzufügen › Andere › CardDAV-Account hinzufügen: Die CRM-Kontakte erscheinen in der Kontakte-App, und Änderungen dort kommen zurück.',
    carddavServer: 'Server',
    carddavUser: 'Benutzername',
    carddavPassword: 'Passwort',
    carddavPasswordValue: 'ein unten erstelltes Gerätetoken',
  },
  devices: {
    title: 'Geräte',
    subtitle:
      'Jedes iPhone erhält sein eigenes Token. Es wird nur einmal angezeigt: Kopieren Sie es in den Kurzbefehl.',
    name: 'Gerätename',
    create: 'Token erstellen',
    created: 'Kopieren Sie dieses Token jetzt: Es wird nicht noch einmal angezeigt.',
    revoke: 'Widerrufen',
    revoked: 'Widerrufen am',
    lastUsed: 'Zuletzt verwendet {{date}}',
    neverUsed: 'Nie verwendet',
    empty: 'Noch keine Geräte',
    revokeDone: 'Token widerrufen',
    failed: 'Die Gerätetokens konnten nicht geändert werden',
  },
  activity: {
    title: 'Letzte Sync-Aktivität',
    empty: 'Noch keine Sync-Aktivität',
    processed: 'Verarbeitet',
    processing: 'In Bearbeitung',
    failed: 'Fehlgeschlagen',
    items: '{{count}} Datensätze',
  },
  activityLines: {
    phone_call_incoming:
      'Eingehender Anruf von {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    phone_call_outgoing:
      'Ausgehender Anruf an {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    text_message_received:
      'SMS von {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
    text_message_sent:
      'SMS an {{who}} gesendet ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
  },
} satisfies IphoneMessages;

import type { SuperHubMessages } from '../messages.ts';

/** German strings of the SuperHub dashboard (namespace `superhub`), loaded when the language is chosen. */
export default {
  nav: { superhub: 'SuperHub' },
  title: 'SuperHub',
  subtitle: 'Ereignisse aller Anwendungen Ihres Ökosystems, sobald sie eintreffen.',
  demoNotice: 'Demo: eine schreibgeschützte Ansicht des Demo-Ökosystems.',
  refresh: 'Aktualisieren',
  stats: {
    totalApps: 'Apps insgesamt',
    recentEvents: 'Neueste Ereignisse',
    recentHint: 'in den letzten 24 Stunden empfangen',
    monitoring: 'Überwachung',
    active: 'Aktiv',
    inactive: 'Inaktiv',
  },
  apps: {
    title: 'Anwendungen',
    events: '{{count}} Ereignisse',
    events_one: '{{count}} Ereignis',
    errors: '{{count}} Fehler',
    empty: 'Noch keine Anwendungen.',
  },
  events: {
    title: 'Neueste Ereignisse',
    empty: 'Keine neuen Ereignisse',
    activity: 'Ereignisaktivität',
  },
  flags: {
    title: 'Feature-Flags',
    superAdminOnly: 'Nur ein Super-Admin kann diese umschalten.',
    updated: 'Feature-Flag aktualisiert',
    updatedText: '{{flag}} ist jetzt {{state}}.',
    on: 'aktiviert',
    off: 'deaktiviert',
    failed: 'Aktualisierung fehlgeschlagen',
    names: {
      webhook_logging: 'Webhook-Protokollierung',
      uptime_monitoring: 'Verfügbarkeitsüberwachung',
      user_analytics: 'Nutzeranalyse',
      certification_tracking: 'Zertifizierungsverfolgung',
      trauma_insights: 'Trauma-Einblicke',
      referral_tracking: 'Empfehlungsverfolgung',
      revenue_analytics: 'Umsatzanalyse',
    },
  },
  backup: {
    title: 'Sicherungen',
    weekly: 'Wöchentliche automatische Sicherung',
    last: 'Letzte geprüfte Sicherung: {{time}}, {{size}}',
    none: 'Noch keine geprüfte Sicherung',
    run: 'Sicherung starten',
    running: 'Sicherung läuft…',
    done: 'Sicherung erfolgreich abgeschlossen!',
    failed: 'Sicherung fehlgeschlagen: {{message}}',
    requestFailed: 'Sicherungsanfrage fehlgeschlagen',
  },
  endpoints: {
    title: 'Endpunkte',
    method: 'Methode',
    path: 'Pfad',
    description: 'Beschreibung',
  },
  error: {
    title: 'Dashboard-Fehler',
    text: 'Die Daten des SuperHub-Dashboards konnten nicht geladen werden',
  },
} satisfies SuperHubMessages;

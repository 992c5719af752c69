import type { SuperHubMessages } from '../messages.ts';

/** Dutch strings of the SuperHub dashboard (namespace `superhub`), loaded when the language is chosen. */
export default {
  title: 'SuperHub',
  subtitle: 'Gebeurtenissen van alle applicaties in uw ecosysteem, zodra ze binnenkomen.',
  demoNotice: 'Demo: een alleen-lezenweergave van het demo-ecosysteem.',
  refresh: 'Vernieuwen',
  stats: {
    totalApps: 'Totaal apps',
    recentEvents: 'Recente gebeurtenissen',
    recentHint: 'ontvangen in de afgelopen 24 uur',
    monitoring: 'Bewaking',
    active: 'Actief',
    inactive: 'Inactief',
  },
  apps: {
    title: 'Applicaties',
    events: '{{count}} gebeurtenissen',
    events_one: '{{count}} gebeurtenis',
    errors: '{{count}} fouten',
    errors_one: '{{count}} fout',
    empty: 'Nog geen applicaties.',
  },
  events: {
    title: 'Recente gebeurtenissen',
    empty: 'Geen recente gebeurtenissen',
    activity: 'Activiteit van gebeurtenissen',
  },
  flags: {
    title: 'Functievlaggen',
    superAdminOnly: 'Alleen een superbeheerder kan deze omzetten.',
    updated: 'Functievlag bijgewerkt',
    updatedText: '{{flag}} staat nu {{state}}.',
    on: 'aan',
    off: 'uit',
    failed: 'Bijwerken mislukt',
    names: {
      webhook_logging: 'Webhooklogboek',
      uptime_monitoring: 'Beschikbaarheidsmonitoring',
      user_analytics: 'Gebruikersanalyse',
      certification_tracking: 'Certificeringen volgen',
      trauma_insights: 'Trauma-inzichten',
      referral_tracking: 'Doorverwijzingen volgen',
      revenue_analytics: 'Omzetanalyse',
    },
  },
  backup: {
    title: 'Back-ups',
    weekly: 'Wekelijkse automatische back-up',
    last: 'Laatste geverifieerde back-up: {{time}}, {{size}}',
    none: 'Nog geen geverifieerde back-up',
    run: 'Back-up maken',
    running: 'Back-up bezig…',
    done: 'Back-up succesvol voltooid!',
    failed: 'Back-up mislukt: {{message}}',
    requestFailed: 'Back-upverzoek mislukt',
  },
  endpoints: {
    title: 'Eindpunten',
    method: 'Methode',
    path: 'Pad',
    description: 'Beschrijving',
  },
  error: {
    title: 'Dashboardfout',
    text: 'De gegevens van het SuperHub-dashboard konden niet worden geladen',
  },
} satisfies SuperHubMessages;

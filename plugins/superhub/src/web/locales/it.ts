import type { SuperHubMessages } from '../messages.ts';

/** Italian strings of the SuperHub dashboard (namespace `superhub`), loaded when the language is chosen. */
export default {
  title: 'SuperHub',
  subtitle: 'Gli eventi di tutte le applicazioni del tuo ecosistema, man mano che arrivano.',
  demoNotice: 'Demo: una vista in sola lettura dell’ecosistema dimostrativo.',
  refresh: 'Aggiorna',
  stats: {
    totalApps: 'App totali',
    recentEvents: 'Eventi recenti',
    recentHint: 'ricevuti nelle ultime 24 ore',
    monitoring: 'Monitoraggio',
    active: 'Attivo',
    inactive: 'Inattivo',
  },
  apps: {
    title: 'Applicazioni',
    events: '{{count}} eventi',
    events_one: '{{count}} evento',
    errors: '{{count}} errori',
    errors_one: '{{count}} errore',
    empty: 'Ancora nessuna applicazione.',
  },
  events: {
    title: 'Eventi recenti',
    empty: 'Nessun evento recente',
    activity: 'Attività degli eventi',
  },
  flags: {
    title: 'Funzionalità attivabili',
    superAdminOnly: 'Solo un super amministratore può modificarle.',
    updated: 'Funzionalità aggiornata',
    updatedText: 'La funzionalità «{{flag}}» ora è {{state}}.',
    on: 'attiva',
    off: 'disattivata',
    failed: 'Aggiornamento non riuscito',
    names: {
      webhook_logging: 'Registro dei webhook',
      uptime_monitoring: 'Monitoraggio della disponibilità',
      user_analytics: 'Analisi degli utenti',
      certification_tracking: 'Monitoraggio delle certificazioni',
      trauma_insights: 'Approfondimenti sui traumi',
      referral_tracking: 'Monitoraggio dei referral',
      revenue_analytics: 'Analisi dei ricavi',
    },
  },
  backup: {
    title: 'Backup',
    weekly: 'Backup automatico settimanale',
    last: 'Ultimo backup verificato: {{time}}, {{size}}',
    none: 'Nessun backup verificato',
    run: 'Esegui backup',
    running: 'Backup in corso…',
    done: 'Backup completato con successo!',
    failed: 'Backup non riuscito: {{message}}',
    requestFailed: 'Richiesta di backup non riuscita',
  },
  endpoints: {
    title: 'Endpoint',
    method: 'Metodo',
    path: 'Percorso',
    description: 'Descrizione',
  },
  error: {
    title: 'Errore della dashboard',
    text: 'Impossibile caricare i dati della dashboard di SuperHub',
  },
} satisfies SuperHubMessages;

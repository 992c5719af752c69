import type { SuperHubMessages } from '../messages.ts';

/** French strings of the SuperHub dashboard (namespace `superhub`), loaded when the language is chosen. */
export default {
  title: 'SuperHub',
  subtitle: 'Les événements de toutes les applications de votre écosystème, dès leur arrivée.',
  demoNotice: 'Démo : une vue en lecture seule de l’écosystème de démonstration.',
  refresh: 'Actualiser',
  stats: {
    totalApps: 'Applications au total',
    recentEvents: 'Événements récents',
    recentHint: 'reçus au cours des dernières 24 heures',
    monitoring: 'Surveillance',
    active: 'Activée',
    inactive: 'Désactivée',
  },
  apps: {
    title: 'Applications',
    events: '{{count}} événements',
    events_one: '{{count}} événement',
    errors: '{{count}} erreurs',
    errors_one: '{{count}} erreur',
    empty: 'Aucune application pour l’instant.',
  },
  events: {
    title: 'Événements récents',
    empty: 'Aucun événement récent',
    activity: 'Activité des événements',
  },
  flags: {
    title: 'Fonctionnalités activables',
    superAdminOnly: 'Seul un super administrateur peut les modifier.',
    updated: 'Fonctionnalité mise à jour',
    updatedText: 'La fonctionnalité « {{flag}} » est maintenant {{state}}.',
    on: 'activée',
    off: 'désactivée',
    failed: 'Échec de la mise à jour',
    names: {
      webhook_logging: 'Journal des webhooks',
      uptime_monitoring: 'Surveillance de la disponibilité',
      user_analytics: 'Statistiques utilisateurs',
      certification_tracking: 'Suivi des certifications',
      trauma_insights: 'Analyse des traumatismes',
      referral_tracking: 'Suivi des parrainages',
      revenue_analytics: 'Statistiques de revenus',
    },
  },
  backup: {
    title: 'Sauvegardes',
    weekly: 'Sauvegarde automatique hebdomadaire',
    last: 'Dernière sauvegarde vérifiée : {{time}}, {{size}}',
    none: 'Aucune sauvegarde vérifiée',
    run: 'Lancer la sauvegarde',
    running: 'Sauvegarde…',
    done: 'Sauvegarde terminée avec succès !',
    failed: 'Échec de la sauvegarde : {{message}}',
    requestFailed: 'La demande de sauvegarde a échoué',
  },
  endpoints: {
    title: 'Points de terminaison',
    method: 'Méthode',
    path: 'Chemin',
    description: 'Description',
  },
  error: {
    title: 'Erreur du tableau de bord',
    text: 'Impossible de charger les données du tableau de bord SuperHub',
  },
} satisfies SuperHubMessages;

import type { IphoneMessages } from '../messages.ts';

/** French strings of the iphone-sync tab (namespace `iphone-sync`). */
export default {
  tab: 'Synchro iPhone',
  title: 'Synchronisation des contacts iPhone',
  subtitle: 'Envoyez les contacts, appels et messages de votre iPhone vers le CRM.',
  loadFailed: 'Impossible de charger ces informations',
  token: {
    label: 'Jeton d’authentification',
    hint: 'Un jeton d’appareil à vous, créé pour le test de synchronisation de ce navigateur. Collez le jeton d’un autre appareil pour le tester.',
    creating: 'Création d’un jeton de test…',
  },
  type: {
    label: 'Type de synchronisation',
    contacts: 'Contacts',
    calls: 'Appels',
    messages: 'Messages',
  },
  test: {
    button: 'Tester la synchro',
    running: 'Synchronisation…',
    progress: '{{done}} enregistrements traités sur {{total}}',
  },
  toast: {
    successTitle: 'Synchronisation réussie',
    successText: 'Les données de votre iPhone ont été traitées et les contacts mis à jour.',
    failedTitle: 'Échec de la synchronisation',
    failedText: 'Impossible de synchroniser les données de l’iPhone',
  },
  setup: {
    title: 'Configuration avec Raccourcis iOS',
    endpoint: 'Point de synchronisation',
    format: 'Format de la requête',
    copy: 'Copier le JSON',
    copied: 'Copié dans le presse-papiers',
    download: 'Télécharger la recette du raccourci',
    step1: 'Créez un jeton d’appareil ci-dessous et copiez-le.',
    step2: 'Dans l’app Raccourcis, créez un raccourci avec l’action « Obtenir le contenu de l’URL ».',
    step3: 'Indiquez l’URL du point de synchronisation, la méthode POST et un corps JSON.',
    step4: 'Ajoutez les champs type, authToken et data (une liste de contacts, d’appels ou de messages).',
    step5: 'Lancez-le à la main ou depuis une automatisation (par exemple chaque soir).',
    carddavTitle: 'Compte Contacts (CardDAV)',
    carddavText:
      'Ou ajoutez le hub comme compte dans Réglages › Contacts › Comptes › Ajouter un compte › Autre › Ajouter un compte CardDAV : les contacts du CRM apparaissent dans l’app Contacts et les modifications y reviennent.',
    carddavServer: 'Serveur',
    carddavUser: 'Nom d’utilisateur',
    carddavPassword: 'Mot de passe',
    carddavPasswordValue: 'un jeton d’appareil créé ci-dessous',
  },
  devices: {
    title: 'Appareils',
    subtitle:
      'Chaque iPhone reçoit son propre jeton. Il n’est affiché qu’une fois : copiez-le dans le raccourci.',
    name: 'Nom de l’appareil',
    create: 'Créer un jeton',
    created: 'Copiez ce jeton maintenant : il ne sera plus affiché.',
    revoke: 'Révoquer',
    revoked: 'Révoqué',
    lastUsed: 'Dernière utilisation {{date}}',
    neverUsed: 'Jamais utilisé',
    empty: 'Aucun appareil pour l’instant',
    revokeDone: 'Jeton révoqué',
    failed: 'Impossible de modifier les jetons d’appareil',
  },
  activity: {
    title: 'Activité de synchronisation récente',
    empty: 'Aucune activité de synchronisation pour l’instant',
    processed: 'Traité',
    processing: 'En cours',
    failed: 'Échec',
    items: '{{count}} enregistrements',
  },
  activityLines: {
    phone_call_incoming:
      'Appel entrant de {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    phone_call_outgoing:
      'Appel sortant vers {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    text_message_received:
      'SMS de {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}) : {{text}}',
    text_message_sent:
      'SMS envoyé à {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}) : {{text}}',
  },
} satisfies IphoneMessages;

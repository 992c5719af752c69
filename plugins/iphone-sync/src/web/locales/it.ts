import type { IphoneMessages } from '../messages.ts';

/** Italian strings of the iphone-sync tab (namespace `iphone-sync`). */
export default {
  tab: 'Sincronizzazione iPhone',
  title: 'Sincronizzazione contatti iPhone',
  subtitle: 'Invia contatti, chiamate e messaggi dal tuo iPhone al CRM.',
  loadFailed: 'Impossibile caricare queste informazioni',
  token: {
    label: 'Token di autenticazione',
    hint: 'Un tuo token di dispositivo, creato per la sincronizzazione di prova di questo browser. Incolla il token di un altro dispositivo per provarlo.',
    creating: 'Creazione del token di prova…',
  },
  type: {
    label: 'Tipo di sincronizzazione',
    contacts: 'Contatti',
    calls: 'Chiamate',
    messages: 'Messaggi',
  },
  test: {
    button: 'Prova sincronizzazione',
    running: 'Sincronizzazione…',
    progress: '{{done}} record elaborati su {{total}}',
  },
  toast: {
    successTitle: 'Sincronizzazione riuscita',
    successText: 'I dati del tuo iPhone sono stati elaborati e i contatti aggiornati.',
    failedTitle: 'Sincronizzazione non riuscita',
    failedText: 'Impossibile sincronizzare i dati dell’iPhone',
  },
  setup: {
    title: 'Configurazione con Comandi Rapidi di iOS',
    endpoint: 'Endpoint di sincronizzazione',
    format: 'Formato della richiesta',
    copy: 'Copia JSON',
    copied: 'Copiato negli appunti',
    download: 'Scarica la ricetta del comando rapido',
    step1: 'Crea qui sotto un token di dispositivo e copialo.',
    step2: 'Nell’app Comandi, crea un nuovo comando con l’azione «Ottieni contenuto di URL».',
    step3: 'Imposta l’URL sull’endpoint di sincronizzazione, il metodo su POST e il corpo su JSON.',
    step4: 'Aggiungi i campi type, authToken e data (un elenco di contatti, chiamate o messaggi).',
    step5: 'Eseguilo a mano o da un’automazione (per esempio ogni sera).',
    carddavTitle: 'Account Contatti (CardDAV)',
    carddavText:
      'Oppure aggiungi l’hub come account in Impostazioni › Contatti › Account › Aggiungi account › Altro › Aggiungi account CardDAV: i contatti del CRM compaiono nell’app Contatti e le modifiche fatte lì tornano indietro.',
    carddavServer: 'Server',
    carddavUser: 'Nome utente',
    carddavPassword: 'Password',
    carddavPasswordValue: 'un token di dispositivo creato qui sotto',
  },
  devices: {
    title: 'Dispositivi',
    subtitle:
      'Ogni iPhone riceve il proprio token. Viene mostrato una sola volta: copialo nel comando rapido.',
    name: 'Nome del dispositivo',
    create: 'Crea token',
    created: 'Copia ora questo token: non verrà mostrato di nuovo.',
    revoke: 'Revoca',
    revoked: 'Revocato',
    lastUsed: 'Ultimo uso {{date}}',
    neverUsed: 'Mai usato',
    empty: 'Ancora nessun dispositivo',
    revokeDone: 'Token revocato',
    failed: 'Impossibile modificare i token dei dispositivi',
  },
  activity: {
    title: 'Attività di sincronizzazione recente',
    empty: 'Ancora nessuna attività di sincronizzazione',
    processed: 'Elaborato',
    processing: 'In elaborazione',
    failed: 'Non riuscito',
    items: '{{count}} record',
  },
  activityLines: {
    phone_call_incoming:
      'Chiamata in arrivo da {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    phone_call_outgoing:
      'Chiamata in uscita a {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    text_message_received: 'SMS da {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
    text_message_sent:
      'SMS inviato a {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
  },
} satisfies IphoneMessages;

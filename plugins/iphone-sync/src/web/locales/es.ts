import type { IphoneMessages } from '../messages.ts';

/** Spanish strings of the iphone-sync tab (namespace `iphone-sync`). */
export default {
  tab: 'Sincronización iPhone',
  title: 'Sincronización de contactos del iPhone',
  subtitle: 'Envíe contactos, llamadas y mensajes de su iPhone al CRM.',
  loadFailed: 'No se pudo cargar esta información',
  token: {
    label: 'Token de autenticación',
    hint: 'Un token de dispositivo suyo, creado para la prueba de sincronización de este navegador. Pegue el token de otro dispositivo para probarlo.',
    creating: 'Creando un token de prueba…',
  },
  type: {
    label: 'Tipo de sincronización',
    contacts: 'Contactos',
    calls: 'Llamadas',
    messages: 'Mensajes',
  },
  test: {
    button: 'Probar sincronización',
    running: 'Sincronizando…',
    progress: '{{done}} de {{total}} registros procesados',
  },
  toast: {
    successTitle: 'Sincronización completada',
    successText: 'Los datos de su iPhone se han procesado y los contactos se han actualizado.',
    failedTitle: 'Error de sincronización',
    failedText: 'No se pudieron sincronizar los datos del iPhone',
  },
  setup: {
    title: 'Configuración con Atajos de iOS',
    endpoint: 'Endpoint de sincronización',
    format: 'Formato de la solicitud',
    copy: 'Copiar JSON',
    copied: 'Copiado al portapapeles',
    download: 'Descargar la receta del atajo',
    step1: 'Cree abajo un token de dispositivo y cópielo.',
    step2: 'En la app Atajos, cree un atajo con la acción «Obtener contenido de URL».',
    step3: 'Ponga como URL el endpoint de sincronización, el método POST y el cuerpo en JSON.',
    step4: 'Añada los campos type, authToken y data (una lista de contactos, llamadas o mensajes).',
    step5: 'Ejecútelo a mano o desde una automatización (por ejemplo cada noche).',
    carddavTitle: 'Cuenta de Contactos (CardDAV)',
    carddavText:
      'O añada el hub como cuenta en Ajustes › Contactos › Cuentas › Añadir cuenta › Otra › Añadir cuenta CardDAV: los contactos del CRM aparecen en la app Contactos y los cambios hechos allí vuelven.',
    carddavServer: 'Servidor',
    carddavUser: 'Nombre de usuario',
    carddavPassword: 'Contraseña',
    carddavPasswordValue: 'un token de dispositivo creado abajo',
  },
  devices: {
    title: 'Dispositivos',
    subtitle: 'Cada iPhone recibe su propio token. Solo se muestra una vez: cópielo en el atajo.',
    name: 'Nombre del dispositivo',
    create: 'Crear token',
    created: 'Copie este token ahora: no se volverá a mostrar.',
    revoke: 'Revocar',
    revoked: 'Revocado',
    lastUsed: 'Último uso {{date}}',
    neverUsed: 'Nunca usado',
    empty: 'Aún no hay dispositivos',
    revokeDone: 'Token revocado',
    failed: 'No se pudieron cambiar los tokens de dispositivo',
  },
  activity: {
    title: 'Actividad de sincronización reciente',
    empty: 'Aún no hay actividad de sincronización',
    processed: 'Procesado',
    processing: 'Procesando',
    failed: 'Fallido',
    items: '{{count}} registros',
  },
  activityLines: {
    phone_call_incoming:
      'Llamada entrante de {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    phone_call_outgoing:
      'Llamada saliente a {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    text_message_received:
      'Mensaje de texto de {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
    text_message_sent:
      'Mensaje de texto enviado a {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
  },
} satisfies IphoneMessages;

import type { SuperHubMessages } from '../messages.ts';

/** Spanish strings of the SuperHub dashboard (namespace `superhub`), loaded when the language is chosen. */
export default {
  title: 'SuperHub',
  subtitle: 'Eventos de todas las aplicaciones de su ecosistema, a medida que llegan.',
  demoNotice: 'Demo: vista de solo lectura del ecosistema de demostración.',
  refresh: 'Actualizar',
  stats: {
    totalApps: 'Total de aplicaciones',
    recentEvents: 'Eventos recientes',
    recentHint: 'recibidos en las últimas 24 horas',
    monitoring: 'Supervisión',
    active: 'Activa',
    inactive: 'Inactiva',
  },
  apps: {
    title: 'Aplicaciones',
    events: '{{count}} eventos',
    events_one: '{{count}} evento',
    errors: '{{count}} errores',
    errors_one: '{{count}} error',
    empty: 'Aún no hay aplicaciones.',
  },
  events: {
    title: 'Eventos recientes',
    empty: 'No hay eventos recientes',
    activity: 'Actividad de eventos',
  },
  flags: {
    title: 'Interruptores de funciones',
    superAdminOnly: 'Solo un superadministrador puede cambiarlos.',
    updated: 'Función actualizada',
    updatedText: 'La función «{{flag}}» ahora está {{state}}.',
    on: 'activada',
    off: 'desactivada',
    failed: 'Error al actualizar',
    names: {
      webhook_logging: 'Registro de webhooks',
      uptime_monitoring: 'Supervisión de disponibilidad',
      user_analytics: 'Analítica de usuarios',
      certification_tracking: 'Seguimiento de certificaciones',
      trauma_insights: 'Análisis de traumas',
      referral_tracking: 'Seguimiento de referidos',
      revenue_analytics: 'Analítica de ingresos',
    },
  },
  backup: {
    title: 'Copias de seguridad',
    weekly: 'Copia automática semanal',
    last: 'Última copia verificada: {{time}}, {{size}}',
    none: 'Aún no hay copia verificada',
    run: 'Ejecutar copia',
    running: 'Copiando…',
    done: '¡Copia de seguridad completada con éxito!',
    failed: 'Copia de seguridad fallida: {{message}}',
    requestFailed: 'La solicitud de copia de seguridad falló',
  },
  endpoints: {
    title: 'Puntos de conexión',
    method: 'Método',
    path: 'Ruta',
    description: 'Descripción',
  },
  error: {
    title: 'Error del panel',
    text: 'No se pudieron cargar los datos del panel de SuperHub',
  },
} satisfies SuperHubMessages;

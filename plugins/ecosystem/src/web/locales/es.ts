import type { CatalogueMessages } from './index.ts';

/** Spanish strings of the catalogue (namespace `ecosystem`), loaded when the language is chosen. */
export default {
  common: {
    loadFailed: 'No se pudieron cargar los datos: {{message}}',
    moreFeatures: '+{{count}} más',
    open: 'Abrir',
    perMonth: '{{price}}/mes',
    lifetime: '{{price}} de por vida',
  },
  tabs: {
    ecosystem: 'Ecosistema',
    authStatus: 'Estado de acceso',
  },
  techstack: {
    title: 'TechStack',
    subtitle: 'Las aplicaciones de nuestro ecosistema, sus paquetes y su rendimiento.',
    tabs: {
      applications: 'Aplicaciones',
      bundles: 'Paquetes',
      analytics: 'Analítica',
    },
    filters: {
      all: 'Todas las apps',
      'brand-hub': 'Marca personal',
      certification: 'Certificación',
      'professional-tools': 'Profesional',
      'lead-generation': 'Captación de clientes',
      'real-estate': 'Inmobiliaria',
      'emotional-healing': 'Sanación',
      'ai-assistant': 'Asistente IA',
      entertainment: 'Entretenimiento',
    },
    filterCount: '{{label}} ({{count}})',
    keyFeatures: 'Funciones principales',
    benefits: 'Beneficios',
    getStarted: 'Empezar',
    learnMore: 'Más información',
    empty: 'Aún no hay aplicaciones en el catálogo.',
    noneInCategory: 'No hay aplicaciones en esta categoría.',
    contentNote:
      'Los nombres, descripciones y funciones de las aplicaciones se muestran en su idioma original.',
    bundle: {
      apps: '{{count}} aplicaciones',
      apps_one: '{{count}} aplicación',
      original: 'Antes {{price}}',
      save: 'Ahorra {{price}}',
      getBundle: 'Obtener paquete',
      empty: 'Aún no hay paquetes.',
    },
    analytics: {
      users: 'Usuarios totales',
      revenue: 'Ingresos mensuales',
      crossSell: 'Tasa de venta cruzada',
      performance: 'Rendimiento de las aplicaciones',
      appUsers: '{{formatted}} usuarios',
      appRevenue: '{{price}} de ingresos',
      growth: '{{value}} frente a hace 30 días',
    },
  },
} satisfies CatalogueMessages;

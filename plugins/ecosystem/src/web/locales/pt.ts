import type { CatalogueMessages } from './index.ts';

/** Portuguese strings of the catalogue (namespace `ecosystem`), loaded when the language is chosen. */
export default {
  common: {
    loadFailed: 'Não foi possível carregar os dados: {{message}}',
    moreFeatures: '+{{count}} outros',
    open: 'Abrir',
    perMonth: '{{price}}/mês',
    lifetime: '{{price}} vitalício',
  },
  tabs: {
    ecosystem: 'Ecossistema',
    authStatus: 'Status de acesso',
  },
  techstack: {
    title: 'TechStack',
    subtitle: 'Os aplicativos do nosso ecossistema, os pacotes e o desempenho de cada um.',
    tabs: {
      applications: 'Aplicativos',
      bundles: 'Pacotes',
      analytics: 'Análises',
    },
    filters: {
      all: 'Todos os apps',
      'brand-hub': 'Marca pessoal',
      certification: 'Certificação',
      'professional-tools': 'Profissional',
      'lead-generation': 'Geração de leads',
      'real-estate': 'Imóveis',
      'emotional-healing': 'Cura emocional',
      'ai-assistant': 'Assistente de IA',
      entertainment: 'Entretenimento',
    },
    filterCount: '{{label}} ({{count}})',
    keyFeatures: 'Principais recursos',
    benefits: 'Benefícios',
    getStarted: 'Começar',
    learnMore: 'Saiba mais',
    empty: 'Ainda não há aplicativos no catálogo.',
    noneInCategory: 'Nenhum aplicativo nesta categoria.',
    contentNote: 'Nomes, descrições e recursos dos aplicativos são exibidos no idioma original.',
    bundle: {
      apps: '{{count}} aplicativos',
      apps_one: '{{count}} aplicativo',
      original: 'De {{price}}',
      save: 'Economize {{price}}',
      getBundle: 'Quero o pacote',
      empty: 'Ainda não há pacotes.',
    },
    analytics: {
      users: 'Total de usuários',
      revenue: 'Receita mensal',
      crossSell: 'Taxa de venda cruzada',
      performance: 'Desempenho dos aplicativos',
      appUsers: '{{formatted}} usuários',
      appRevenue: '{{price}} de receita',
      growth: '{{value}} em relação a 30 dias atrás',
    },
  },
} satisfies CatalogueMessages;

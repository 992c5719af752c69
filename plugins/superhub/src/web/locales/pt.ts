import type { SuperHubMessages } from './index.ts';

/** Portuguese strings of the SuperHub dashboard (namespace `superhub`), loaded when the language is chosen. */
export default {
  title: 'SuperHub',
  subtitle: 'Eventos de todas as aplicações do seu ecossistema, à medida que chegam.',
  demoNotice: 'Demo: uma vista só de leitura do ecossistema de demonstração.',
  refresh: 'Atualizar',
  stats: {
    totalApps: 'Total de aplicações',
    recentEvents: 'Eventos recentes',
    recentHint: 'recebidos nas últimas 24 horas',
    monitoring: 'Monitorização',
    active: 'Ativa',
    inactive: 'Inativa',
  },
  apps: {
    title: 'Aplicações',
    events: '{{count}} eventos',
    events_one: '{{count}} evento',
    errors: '{{count}} erros',
    errors_one: '{{count}} erro',
    empty: 'Ainda não há aplicações.',
  },
  events: {
    title: 'Eventos recentes',
    empty: 'Sem eventos recentes',
    activity: 'Atividade de eventos',
  },
  flags: {
    title: 'Funcionalidades',
    superAdminOnly: 'Só um superadministrador as pode alterar.',
    updated: 'Funcionalidade atualizada',
    updatedText: 'A funcionalidade «{{flag}}» está agora {{state}}.',
    on: 'ativada',
    off: 'desativada',
    failed: 'Falha na atualização',
    names: {
      webhook_logging: 'Registo de webhooks',
      uptime_monitoring: 'Monitorização de disponibilidade',
      user_analytics: 'Análise de utilizadores',
      certification_tracking: 'Acompanhamento de certificações',
      trauma_insights: 'Análise de traumas',
      referral_tracking: 'Acompanhamento de indicações',
      revenue_analytics: 'Análise de receitas',
    },
  },
  backup: {
    title: 'Cópias de segurança',
    weekly: 'Cópia automática semanal',
  },
  endpoints: {
    title: 'Pontos de extremidade',
    method: 'Método',
    path: 'Caminho',
    description: 'Descrição',
  },
  error: {
    title: 'Erro no painel',
    text: 'Não foi possível carregar os dados do painel SuperHub',
  },
} satisfies SuperHubMessages;

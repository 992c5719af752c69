import type { SuperHubMessages } from '../messages.ts';

/** Portuguese strings of the SuperHub dashboard (namespace `superhub`), loaded when the language is chosen. */
export default {
  title: 'SuperHub',
  subtitle: 'Eventos de todos os aplicativos do seu ecossistema, à medida que chegam.',
  demoNotice: 'Demo: uma visualização somente leitura do ecossistema de demonstração.',
  refresh: 'Atualizar',
  stats: {
    totalApps: 'Total de aplicativos',
    recentEvents: 'Eventos recentes',
    recentHint: 'recebidos nas últimas 24 horas',
    monitoring: 'Monitoramento',
    active: 'Ativo',
    inactive: 'Inativo',
  },
  apps: {
    title: 'Aplicativos',
    events: '{{count}} eventos',
    events_one: '{{count}} evento',
    errors: '{{count}} erros',
    errors_one: '{{count}} erro',
    empty: 'Ainda não há aplicativos.',
  },
  events: {
    title: 'Eventos recentes',
    empty: 'Nenhum evento recente',
    activity: 'Atividade de eventos',
  },
  flags: {
    title: 'Sinalizadores de recursos',
    superAdminOnly: 'Somente um superadministrador pode alterá-los.',
    updated: 'Recurso atualizado',
    updatedText: 'O recurso “{{flag}}” agora está {{state}}.',
    on: 'ativado',
    off: 'desativado',
    failed: 'Falha na atualização',
    names: {
      webhook_logging: 'Registro de webhooks',
      uptime_monitoring: 'Monitoramento de disponibilidade',
      user_analytics: 'Análise de usuários',
      certification_tracking: 'Acompanhamento de certificações',
      trauma_insights: 'Insights sobre traumas',
      referral_tracking: 'Acompanhamento de indicações',
      revenue_analytics: 'Análise de receita',
    },
  },
  backup: {
    title: 'Cópias de segurança',
    weekly: 'Backup automático semanal',
    last: 'Último backup verificado: {{time}}, {{size}}',
    none: 'Nenhum backup verificado ainda',
    run: 'Executar backup',
    running: 'Fazendo backup…',
    done: 'Backup concluído com sucesso!',
    failed: 'Falha no backup: {{message}}',
    requestFailed: 'A solicitação de backup falhou',
  },
  endpoints: {
    title: 'Endpoints de API',
    method: 'Método',
    path: 'Caminho',
    description: 'Descrição',
  },
  error: {
    title: 'Erro no painel',
    text: 'Não foi possível carregar os dados do painel do SuperHub',
  },
} satisfies SuperHubMessages;

import type { IphoneMessages } from '../messages.ts';

/** Portuguese strings of the iphone-sync tab (namespace `iphone-sync`). */
export default {
  tab: 'Sincronização do iPhone',
  title: 'Sincronização de contatos do iPhone',
  subtitle: 'Envie contatos, chamadas e mensagens do seu iPhone para o CRM.',
  loadFailed: 'Não foi possível carregar estas informações',
  token: {
    label: 'Token de autenticação',
    hint: 'Um token de dispositivo seu, criado para o teste de sincronização deste navegador. Cole o token de outro dispositivo para testá-lo.',
    creating: 'Criando um token de teste…',
  },
  type: {
    label: 'Tipo de sincronização',
    contacts: 'Contatos',
    calls: 'Chamadas',
    messages: 'Mensagens',
  },
  test: {
    button: 'Testar sincronização',
    running: 'Sincronizando…',
    progress: '{{done}} de {{total}} registros processados',
  },
  toast: {
    successTitle: 'Sincronização concluída',
    successText: 'Os dados do seu iPhone foram processados e os contatos atualizados.',
    failedTitle: 'Falha na sincronização',
    failedText: 'Não foi possível sincronizar os dados do iPhone',
  },
  setup: {
    title: 'Configuração com Atalhos do iOS',
    endpoint: 'Endpoint de sincronização',
    format: 'Formato da requisição',
    copy: 'Copiar JSON',
    copied: 'Copiado para a área de transferência',
    download: 'Baixar a receita do atalho',
    step1: 'Crie abaixo um token de dispositivo e copie-o.',
    step2: 'No app Atalhos, crie um atalho com a ação “Obter Conteúdo do URL”.',
    step3: 'Defina o URL como o endpoint de sincronização, o método como POST e o corpo como JSON.',
    step4: 'Adicione os campos type, authToken e data (uma lista de contatos, chamadas ou mensagens).',
    step5: 'Execute-o manualmente ou por uma automação (por exemplo, toda noite).',
    carddavTitle: 'Conta de Contatos (CardDAV)',
    carddavText:
      'Ou adicione o hub como conta em Ajustes › Contatos › Contas › Adicionar Conta › Outra › Adicionar Conta CardDAV: os contatos do CRM aparecem no app Contatos e as edições feitas lá voltam.',
    carddavServer: 'Servidor',
    carddavUser: 'Nome de usuário',
    carddavPassword: 'Senha',
    carddavPasswordValue: 'um token de dispositivo criado abaixo',
  },
  devices: {
    title: 'Dispositivos',
    subtitle: 'Cada iPhone recebe seu próprio token. Ele é mostrado só uma vez: copie-o para o atalho.',
    name: 'Nome do dispositivo',
    create: 'Criar token',
    created: 'Copie este token agora: ele não será mostrado novamente.',
    revoke: 'Revogar',
    revoked: 'Revogado',
    lastUsed: 'Último uso {{date}}',
    neverUsed: 'Nunca usado',
    empty: 'Nenhum dispositivo ainda',
    revokeDone: 'Token revogado',
    failed: 'Não foi possível alterar os tokens de dispositivo',
  },
  activity: {
    title: 'Atividade de sincronização recente',
    empty: 'Nenhuma atividade de sincronização ainda',
    processed: 'Processado',
    processing: 'Processando',
    failed: 'Falhou',
    items: '{{count}} registros',
  },
  activityLines: {
    phone_call_incoming:
      'Chamada recebida de {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    phone_call_outgoing:
      'Chamada feita para {{who}}, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    text_message_received:
      'Mensagem de texto de {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
    text_message_sent:
      'Mensagem de texto enviada para {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
  },
} satisfies IphoneMessages;

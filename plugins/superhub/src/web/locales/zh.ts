import type { SuperHubMessages } from '../messages.ts';

/** Chinese strings of the SuperHub dashboard (namespace `superhub`), loaded when the language is chosen. */
export default {
  nav: { superhub: 'SuperHub' },
  title: 'SuperHub',
  subtitle: '实时接收生态系统中所有应用的事件。',
  demoNotice: '演示：演示生态系统的只读视图。',
  refresh: '刷新',
  stats: {
    totalApps: '应用总数',
    recentEvents: '最近事件',
    recentHint: '过去 24 小时内收到',
    monitoring: '监控',
    active: '已启用',
    inactive: '未启用',
  },
  apps: {
    title: '应用',
    events: '{{count}} 个事件',
    errors: '{{count}} 个错误',
    empty: '暂无应用。',
  },
  events: {
    title: '最近事件',
    empty: '暂无最近事件',
    activity: '事件活动',
  },
  flags: {
    title: '功能开关',
    superAdminOnly: '只有超级管理员可以切换这些开关。',
    updated: '功能开关已更新',
    updatedText: '{{flag}} 现已{{state}}。',
    on: '开启',
    off: '关闭',
    failed: '更新失败',
    names: {
      webhook_logging: 'Webhook 日志',
      uptime_monitoring: '运行状态监控',
      user_analytics: '用户分析',
      certification_tracking: '认证跟踪',
      trauma_insights: '创伤洞察',
      referral_tracking: '推荐跟踪',
      revenue_analytics: '收入分析',
    },
  },
  backup: {
    title: '备份',
    weekly: '每周自动备份',
    last: '上次验证的备份：{{time}}，{{size}}',
    none: '尚无已验证的备份',
    run: '运行备份',
    running: '正在备份…',
    done: '备份已成功完成！',
    failed: '备份失败：{{message}}',
    requestFailed: '备份请求失败',
  },
  endpoints: {
    title: '接口',
    method: '方法',
    path: '路径',
    description: '说明',
  },
  error: {
    title: '仪表板错误',
    text: '无法加载 SuperHub 仪表板数据',
  },
} satisfies SuperHubMessages;

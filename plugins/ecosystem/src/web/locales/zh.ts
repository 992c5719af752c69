import type { CatalogueMessages } from './index.ts';

/** Simplified Chinese strings of the catalogue (namespace `ecosystem`), loaded when the language is chosen. */
export default {
  common: {
    loadFailed: '无法加载数据：{{message}}',
    moreFeatures: '另有 {{count}} 项',
    open: '打开',
    perMonth: '{{price}}/月',
    lifetime: '终身 {{price}}',
  },
  tabs: {
    ecosystem: '生态系统',
    authStatus: '认证状态',
  },
  techstack: {
    title: 'TechStack',
    subtitle: '我们生态系统中的应用、套餐及其表现。',
    tabs: {
      applications: '应用',
      bundles: '套餐',
      analytics: '分析',
    },
    filters: {
      all: '全部应用',
      'brand-hub': '个人品牌',
      certification: '认证',
      'professional-tools': '专业工具',
      'lead-generation': '获客',
      'real-estate': '房地产',
      'emotional-healing': '疗愈',
      'ai-assistant': 'AI 助手',
      entertainment: '娱乐',
    },
    filterCount: '{{label}}（{{count}}）',
    keyFeatures: '主要功能',
    benefits: '优势',
    getStarted: '立即开始',
    learnMore: '了解更多',
    empty: '目录中还没有应用。',
    noneInCategory: '此类别中没有应用。',
    contentNote: '应用的名称、描述和功能以原始语言显示。',
    bundle: {
      apps: '{{count}} 个应用',
      original: '原价 {{price}}',
      save: '节省 {{price}}',
      getBundle: '获取套餐',
      empty: '还没有套餐。',
    },
    analytics: {
      users: '用户总数',
      revenue: '月收入',
      crossSell: '交叉销售率',
      performance: '应用表现',
      appUsers: '{{formatted}} 位用户',
      appRevenue: '收入 {{price}}',
      growth: '较 30 天前 {{value}}',
    },
  },
} satisfies CatalogueMessages;

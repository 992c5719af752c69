import type { CatalogueMessages } from './index.ts';

/** Japanese strings of the catalogue (namespace `ecosystem`), loaded when the language is chosen. */
export default {
  common: {
    loadFailed: 'データを読み込めませんでした: {{message}}',
    moreFeatures: 'ほか{{count}}件',
    open: '開く',
    perMonth: '{{price}}/月',
    lifetime: '買い切り {{price}}',
  },
  tabs: {
    ecosystem: 'エコシステム',
    authStatus: '認証ステータス',
  },
  techstack: {
    title: 'TechStack',
    subtitle: 'エコシステムのアプリケーション、バンドル、そしてそのパフォーマンス。',
    tabs: {
      applications: 'アプリケーション',
      bundles: 'バンドル',
      analytics: '分析',
    },
    filters: {
      all: 'すべてのアプリ',
      'brand-hub': 'ブランド',
      certification: '資格認定',
      'professional-tools': 'プロ向け',
      'lead-generation': 'リード獲得',
      'real-estate': '不動産',
      'emotional-healing': 'ヒーリング',
      'ai-assistant': 'AIアシスタント',
      entertainment: 'エンターテインメント',
    },
    filterCount: '{{label}}（{{count}}）',
    keyFeatures: '主な機能',
    benefits: 'メリット',
    getStarted: 'はじめる',
    learnMore: '詳しく見る',
    empty: 'カタログにはまだアプリケーションがありません。',
    noneInCategory: 'このカテゴリにはアプリケーションがありません。',
    contentNote: 'アプリケーションの名前、説明、機能は元の言語で表示されます。',
    bundle: {
      apps: '{{count}}個のアプリ',
      original: '通常 {{price}}',
      save: '{{price}}お得',
      getBundle: 'バンドルを購入',
      empty: 'バンドルはまだありません。',
    },
    analytics: {
      users: '総ユーザー数',
      revenue: '月間収益',
      crossSell: 'クロスセル率',
      performance: 'アプリケーションのパフォーマンス',
      appUsers: 'ユーザー {{formatted}}人',
      appRevenue: '収益 {{price}}',
      growth: '30日前比 {{value}}',
    },
  },
} satisfies CatalogueMessages;

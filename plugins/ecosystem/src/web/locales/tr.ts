import type { CatalogueMessages } from './index.ts';

/** Turkish strings of the catalogue (namespace `ecosystem`), loaded when the language is chosen. */
export default {
  common: {
    loadFailed: 'Veriler yüklenemedi: {{message}}',
    moreFeatures: '+{{count}} daha',
    open: 'Aç',
    perMonth: '{{price}}/ay',
    lifetime: '{{price}} ömür boyu',
  },
  tabs: {
    ecosystem: 'Ekosistem',
    authStatus: 'Oturum durumu',
  },
  techstack: {
    title: 'TechStack',
    subtitle: 'Ekosistemimizin uygulamaları, paketleri ve performansları.',
    tabs: {
      applications: 'Uygulamalar',
      bundles: 'Paketler',
      analytics: 'Analiz',
    },
    filters: {
      all: 'Tüm uygulamalar',
      'brand-hub': 'Kişisel marka',
      certification: 'Sertifikasyon',
      'professional-tools': 'Profesyonel',
      'lead-generation': 'Müşteri kazanımı',
      'real-estate': 'Gayrimenkul',
      'emotional-healing': 'İyileşme',
      'ai-assistant': 'Yapay zekâ asistanı',
      entertainment: 'Eğlence',
    },
    filterCount: '{{label}} ({{count}})',
    keyFeatures: 'Temel özellikler',
    benefits: 'Faydalar',
    getStarted: 'Başlayın',
    learnMore: 'Daha fazla bilgi',
    empty: 'Katalogda henüz uygulama yok.',
    noneInCategory: 'Bu kategoride uygulama yok.',
    contentNote: 'Uygulama adları, açıklamaları ve özellikleri orijinal dillerinde gösterilir.',
    bundle: {
      apps: '{{count}} uygulama',
      original: 'Normal fiyatı {{price}}',
      save: '{{price}} tasarruf',
      getBundle: 'Paketi al',
      empty: 'Henüz paket yok.',
    },
    analytics: {
      users: 'Toplam kullanıcı',
      revenue: 'Aylık gelir',
      crossSell: 'Çapraz satış oranı',
      performance: 'Uygulama performansı',
      appUsers: '{{formatted}} kullanıcı',
      appRevenue: '{{price}} gelir',
      growth: '30 gün öncesine göre {{value}}',
    },
  },
} satisfies CatalogueMessages;

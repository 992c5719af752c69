import type { SuperHubMessages } from '../messages.ts';

/** Turkish strings of the SuperHub dashboard (namespace `superhub`), loaded when the language is chosen. */
export default {
  nav: { superhub: 'SuperHub' },
  title: 'SuperHub',
  subtitle: 'Ekosisteminizdeki tüm uygulamalardan gelen olaylar, geldikleri anda.',
  demoNotice: 'Demo: demo ekosisteminin salt okunur görünümü.',
  refresh: 'Yenile',
  stats: {
    totalApps: 'Toplam uygulama',
    recentEvents: 'Son olaylar',
    recentHint: 'son 24 saatte alınan',
    monitoring: 'İzleme',
    active: 'Etkin',
    inactive: 'Devre dışı',
  },
  apps: {
    title: 'Uygulamalar',
    events: '{{count}} olay',
    errors: '{{count}} hata',
    empty: 'Henüz uygulama yok.',
  },
  events: {
    title: 'Son olaylar',
    empty: 'Son olay yok',
    activity: 'Olay etkinliği',
  },
  flags: {
    title: 'Özellik bayrakları',
    superAdminOnly: 'Bunları yalnızca bir süper yönetici değiştirebilir.',
    updated: 'Özellik bayrağı güncellendi',
    updatedText: '{{flag}} artık {{state}}.',
    on: 'açık',
    off: 'kapalı',
    failed: 'Güncelleme başarısız',
    names: {
      webhook_logging: 'Webhook kaydı',
      uptime_monitoring: 'Çalışma süresi izleme',
      user_analytics: 'Kullanıcı analitiği',
      certification_tracking: 'Sertifika takibi',
      trauma_insights: 'Travma içgörüleri',
      referral_tracking: 'Yönlendirme takibi',
      revenue_analytics: 'Gelir analitiği',
    },
  },
  backup: {
    title: 'Yedeklemeler',
    weekly: 'Haftalık otomatik yedekleme',
    last: 'Son doğrulanan yedek: {{time}}, {{size}}',
    none: 'Henüz doğrulanmış yedek yok',
    run: 'Yedekle',
    running: 'Yedekleniyor…',
    done: 'Yedekleme başarıyla tamamlandı!',
    failed: 'Yedekleme başarısız: {{message}}',
    requestFailed: 'Yedekleme isteği başarısız oldu',
  },
  endpoints: {
    title: 'Uç noktalar',
    method: 'Yöntem',
    path: 'Yol',
    description: 'Açıklama',
  },
  error: {
    title: 'Pano hatası',
    text: 'SuperHub pano verileri yüklenemedi',
  },
} satisfies SuperHubMessages;

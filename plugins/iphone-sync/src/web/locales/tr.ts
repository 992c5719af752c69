import type { IphoneMessages } from '../messages.ts';

/** Turkish strings of the iphone-sync tab (namespace `iphone-sync`). */
export default {
  tab: 'iPhone Eşitleme',
  title: 'iPhone Kişi Eşitleme',
  subtitle: 'iPhone’unuzdaki kişileri, aramaları ve mesajları CRM’e gönderin.',
  loadFailed: 'Bu bilgiler yüklenemedi',
  token: {
    label: 'Kimlik doğrulama anahtarı',
    hint: 'Bu tarayıcının test eşitlemesi için oluşturulmuş size ait bir cihaz anahtarı. Başka bir cihazın anahtarını test etmek için yapıştırın.',
    creating: 'Test anahtarı oluşturuluyor…',
  },
  type: {
    label: 'Eşitleme türü',
    contacts: 'Kişiler',
    calls: 'Aramalar',
    messages: 'Mesajlar',
  },
  test: {
    button: 'Test Eşitlemesi',
    running: 'Eşitleniyor…',
    progress: '{{total}} kayıttan {{done}} tanesi işlendi',
  },
  toast: {
    successTitle: 'Eşitleme Başarılı',
    successText: 'iPhone verileriniz işlendi ve kişiler güncellendi.',
    failedTitle: 'Eşitleme Başarısız',
    failedText: 'iPhone verileri eşitlenemedi',
  },
  setup: {
    title: 'iOS Kestirmeleri ile kurulum',
    endpoint: 'Eşitleme adresi',
    format: 'İstek biçimi',
    copy: 'JSON’u kopyala',
    copied: 'Panoya kopyalandı',
    download: 'Kestirme tarifini indir',
    step1: 'Aşağıda bir cihaz anahtarı oluşturun ve kopyalayın.',
    step2: 'Kestirmeler uygulamasında “URL’nin İçeriğini Al” eylemiyle yeni bir kestirme oluşturun.',
    step3: 'URL’yi eşitleme adresine, yöntemi POST’a ve gövdeyi JSON’a ayarlayın.',
    step4: 'type, authToken ve data alanlarını ekleyin (kişi, arama veya mesaj listesi).',
    step5: 'Elle ya da bir otomasyonla (örneğin her akşam) çalıştırın.',
    carddavTitle: 'Kişiler hesabı (CardDAV)',
    carddavText:
      'Ya da hub’ı Ayarlar › Kişiler › Hesaplar › Hesap Ekle › Diğer › CardDAV Hesabı Ekle yoluyla hesap olarak ekleyin: CRM kişileri Kişiler uygulamasında görünür ve orada yapılan değişiklikler geri gelir.',
    carddavServer: 'Sunucu',
    carddavUser: 'Kullanıcı adı',
    carddavPassword: 'Parola',
    carddavPasswordValue: 'aşağıda oluşturulan bir cihaz anahtarı',
  },
  devices: {
    title: 'Cihazlar',
    subtitle: 'Her iPhone kendi anahtarını alır. Yalnızca bir kez gösterilir: kestirmeye kopyalayın.',
    name: 'Cihaz adı',
    create: 'Anahtar oluştur',
    created: 'Bu anahtarı şimdi kopyalayın: bir daha gösterilmeyecek.',
    revoke: 'İptal et',
    revoked: 'İptal edildi',
    lastUsed: 'Son kullanım {{date}}',
    neverUsed: 'Hiç kullanılmadı',
    empty: 'Henüz cihaz yok',
    revokeDone: 'Anahtar iptal edildi',
    failed: 'Cihaz anahtarları değiştirilemedi',
  },
  activity: {
    title: 'Son Eşitleme Etkinliği',
    empty: 'Henüz eşitleme etkinliği yok',
    processed: 'İşlendi',
    processing: 'İşleniyor',
    failed: 'Başarısız',
    items: '{{count}} kayıt',
  },
  activityLines: {
    phone_call_incoming:
      '{{who}} kişisinden gelen arama, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    phone_call_outgoing:
      '{{who}} kişisine giden arama, {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    text_message_received:
      '{{who}} kişisinden SMS ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
    text_message_sent:
      '{{who}} kişisine gönderilen SMS ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
  },
} satisfies IphoneMessages;

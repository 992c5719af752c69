import type { IphoneMessages } from '../messages.ts';

/** Arabic strings of the iphone-sync tab (namespace `iphone-sync`). */
export default {
  tab: 'مزامنة iPhone',
  title: 'مزامنة جهات اتصال iPhone',
  subtitle: 'أرسل جهات الاتصال والمكالمات والرسائل من جهاز iPhone إلى نظام CRM.',
  loadFailed: 'تعذّر تحميل هذه المعلومات',
  token: {
    label: 'رمز المصادقة',
    hint: 'رمز جهاز خاص بك، أُنشئ لاختبار المزامنة في هذا المتصفح. الصق رمز جهاز آخر لاختباره.',
    creating: 'جارٍ إنشاء رمز اختبار…',
  },
  type: {
    label: 'نوع المزامنة',
    contacts: 'جهات الاتصال',
    calls: 'المكالمات',
    messages: 'الرسائل',
  },
  test: {
    button: 'اختبار المزامنة',
    running: 'جارٍ المزامنة…',
    progress: 'تمت معالجة {{done}} من {{total}} سجل',
  },
  toast: {
    successTitle: 'نجحت المزامنة',
    successText: 'تمت معالجة بيانات iPhone وتحديث جهات الاتصال.',
    failedTitle: 'فشلت المزامنة',
    failedText: 'تعذّرت مزامنة بيانات iPhone',
  },
  setup: {
    title: 'الإعداد باستخدام اختصارات iOS',
    endpoint: 'نقطة المزامنة',
    format: 'تنسيق الطلب',
    copy: 'نسخ JSON',
    copied: 'تم النسخ إلى الحافظة',
    download: 'تنزيل وصفة الاختصار',
    step1: 'أنشئ رمز جهاز أدناه وانسخه.',
    step2: 'في تطبيق الاختصارات، أنشئ اختصارًا جديدًا بإجراء «الحصول على محتويات URL».',
    step3: 'اضبط URL على نقطة المزامنة، والطريقة على POST، والمحتوى على JSON.',
    step4: 'أضف الحقول type وauthToken وdata (قائمة جهات اتصال أو مكالمات أو رسائل).',
    step5: 'شغّله يدويًا أو من أتمتة (مثلًا كل مساء).',
    carddavTitle: 'حساب جهات الاتصال (CardDAV)',
    carddavText:
      'أو أضف المركز كحساب من الإعدادات › جهات الاتصال › الحسابات › إضافة حساب › أخرى › إضافة حساب CardDAV: تظهر جهات اتصال CRM في تطبيق جهات الاتصال وتعود التعديلات التي تُجرى هناك.',
    carddavServer: 'الخادم',
    carddavUser: 'اسم المستخدم',
    carddavPassword: 'كلمة المرور',
    carddavPasswordValue: 'رمز جهاز تنشئه أدناه',
  },
  devices: {
    title: 'الأجهزة',
    subtitle: 'يحصل كل iPhone على رمز خاص به. يُعرض مرة واحدة فقط: انسخه إلى الاختصار.',
    name: 'اسم الجهاز',
    create: 'إنشاء رمز',
    created: 'انسخ هذا الرمز الآن: لن يُعرض مرة أخرى.',
    revoke: 'إلغاء',
    revoked: 'أُلغي',
    lastUsed: 'آخر استخدام {{date}}',
    neverUsed: 'لم يُستخدم قط',
    empty: 'لا توجد أجهزة بعد',
    revokeDone: 'تم إلغاء الرمز',
    failed: 'تعذّر تغيير رموز الأجهزة',
  },
  activity: {
    title: 'نشاط المزامنة الأخير',
    empty: 'لا يوجد نشاط مزامنة بعد',
    processed: 'تمت المعالجة',
    processing: 'قيد المعالجة',
    failed: 'فشل',
    items: '{{count}} سجل',
  },
  activityLines: {
    phone_call_incoming:
      'مكالمة واردة من {{who}}، {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    phone_call_outgoing:
      'مكالمة صادرة إلى {{who}}، {{duration, duration}} ({{at, datetime(dateStyle: medium; timeStyle: short)}})',
    text_message_received:
      'رسالة نصية من {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
    text_message_sent:
      'رسالة نصية مرسلة إلى {{who}} ({{at, datetime(dateStyle: medium; timeStyle: short)}}): {{text}}',
  },
} satisfies IphoneMessages;

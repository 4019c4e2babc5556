// Site Settings' other tabs (Redirects, Connections) in Arabic (Modern Standard Arabic), typed by the English
// ones (admin-tools-en.ts): a key missing or extra does not compile.
import type { AdminToolsDictionary } from './admin-tools-en.ts'

/** A path or an address inside an Arabic sentence keeps its own direction. */
const isolated = (text: string) => `\u2068${text}\u2069`

export const toolsAr: AdminToolsDictionary = {
  settingsTabs: {
    label: 'أقسام إعدادات الموقع',
    general: 'عام',
    redirects: 'إعادة التوجيه',
    connections: 'الاتصالات',
  },
  redirects: {
    title: 'إعادة التوجيه',
    intro:
      'عناوين قديمة تُحوَّل إلى مكانها الجديد: صفحات موقع قديم، أو روابط مطبوعة في مكان ما. لا تحجب إعادة التوجيه أي صفحة من صفحات هذا الموقع.',
    add: 'إضافة إعادة توجيه',
    source: 'العنوان القديم',
    sourceHint: 'مسار في هذا الموقع، مثل ‎/old-page.',
    match: 'أي العناوين',
    exact: 'هذا العنوان وحده',
    prefix: 'هذا العنوان وكل عنوان تحته (مع الاحتفاظ بباقي المسار)',
    target: 'العنوان الجديد',
    targetHint: 'مسار في هذا الموقع، مثل ‎/blog/new-page، أو عنوان كامل (‎https://...).',
    code: 'النوع',
    permanent: '301: نُقل نهائيًا',
    temporary: '302: نُقل مؤقتًا',
    none: 'لا توجد عمليات إعادة توجيه بعد.',
    columns: {
      source: 'العنوان القديم',
      target: 'العنوان الجديد',
      code: 'النوع',
      hits: 'الزيارات',
      lastHit: 'آخر زيارة',
      actions: 'الإجراءات',
    },
    underIt: 'وما تحته',
    never: 'لم يُزر بعد',
    delete: 'حذف',
    deleteLabel: (source) => `حذف إعادة التوجيه من ${isolated(source)}`,
    importTitle: 'الاستيراد والتصدير',
    importHint:
      'ملف CSV بالأعمدة source وtarget وregex وcode (كما تصدّرها إضافة Redirection في ووردبريس).',
    file: 'ملف CSV',
    import: 'استيراد',
    export: 'تصدير CSV',
    imported: (added) => `استُورد ${added} من عمليات إعادة التوجيه.`,
    refusedLines: 'أسطر لم تُستورد:',
    line: (line, message) => (line > 0 ? `السطر ${line}: ${message}` : message),
    deleteTitle: 'حذف إعادة التوجيه',
    deleteQuestion: 'هل أنت متأكد من حذف إعادة التوجيه هذه؟',
  },
  connections: {
    title: 'الاتصالات',
    intro:
      'خطافات الويب: يُبلغ الموقع أداة أخرى (Slack، نظام إدارة العملاء، أداة أتمتة) عند وصول رسالة أو طلب أو عند تغيّر المحتوى، بطلب POST موقّع بصيغة JSON. انظر docs/webhooks.md.',
    add: 'إضافة عنوان استقبال',
    url: 'عنوان الاستقبال',
    urlHint: 'عنوان يبدأ بـ ‎https://‎ للأداة التي تستقبل الأحداث.',
    events: 'الأحداث',
    leadEvents: 'الرسائل والطلبات',
    contentEvents: 'المحتوى',
    none: 'لا توجد عناوين استقبال بعد.',
    secret: 'مفتاح التوقيع',
    secretHint: 'تتحقق الأداة المستقبِلة به من كل إرسال (docs/webhooks.md).',
    stopped: 'متوقف بعد يوم من الإرسال الفاشل.',
    restart: 'إعادة التشغيل',
    test: 'إرسال تجريبي',
    testSent: 'الإرسال التجريبي في طريقه.',
    delete: 'حذف',
    deliveries: 'آخر الإرسالات',
    noDeliveries: 'لم يُرسل شيء بعد.',
    columns: { event: 'الحدث', status: 'الحالة', attempts: 'المحاولات', at: 'آخر محاولة' },
    delivered: 'وصل',
    waiting: 'بانتظار إعادة المحاولة',
    givenUp: 'توقفت المحاولات',
    pending: 'في الانتظار',
    deleteTitle: 'حذف عنوان الاستقبال',
    deleteQuestion: 'هل أنت متأكد من حذف عنوان الاستقبال هذا؟ تُحذف إرسالاته معه.',
    stoppedNotice: (url) =>
      `توقف إرسال خطافات الويب إلى ${isolated(url)} بعد يوم من الإرسال الفاشل: أعد تشغيلها من إعدادات الموقع.`,
  },
}

// The revisions, two-factor and first-admin setup screens' texts in Arabic (Modern Standard
// Arabic), typed by the English ones (admin-account-en.ts): a key missing or extra does not compile.
import type { AdminAccountDictionary } from './admin-account-en.ts'

/** A person's text (a title, a name) inside an Arabic sentence keeps its own direction. */
const isolated = (text: string) => `\u2068${text}\u2069`

export const accountAr: AdminAccountDictionary = {
  revisions: {
    heading: 'المراجعات',
    anItem: 'عنصر',
    title: (name) => `مراجعات ${isolated(name)}`,
    backToEdit: (name) => `العودة إلى تعديل ${isolated(name)}`,
    intro: (max) =>
      `يحتفظ كل حفظ بنسخته، مع من حفظها ومتى: تُحفظ آخر ${max} نسخة من هذا العنصر. اختر نسختين لمقارنتهما، أو استعد إحداهما.`,
    columns: { from: 'من', to: 'إلى', saved: 'تاريخ الحفظ', by: 'بواسطة', actions: 'الإجراءات' },
    empty: 'لا توجد نسخ محفوظة بعد: يحتفظ الحفظ التالي بالنسخة الأولى.',
    compareFrom: (at) => `المقارنة من نسخة ${at}`,
    compareTo: (at) => `المقارنة إلى نسخة ${at}`,
    current: 'النسخة الحالية',
    who: { 'Saved before revisions were kept': 'حُفظت قبل بدء الاحتفاظ بالمراجعات' },
    via: {
      'the admin': 'لوحة الإدارة',
      'the API': 'الواجهة البرمجية',
      'the command line': 'سطر الأوامر',
    },
    through: (via) => `عبر ${via}`,
    restore: 'استعادة',
    restoreVersion: (at) => `استعادة نسخة ${at}`,
    compare: 'مقارنة النسختين المحددتين',
    changes: (from, to) => `التغييرات من ${from} إلى ${to}`,
    restoreTitle: (name) => `استعادة نسخة من ${isolated(name)}`,
    backToList: 'العودة إلى المراجعات',
    restoreIntro: (at, who, via) =>
      `النسخة المحفوظة في ${at} بواسطة ${isolated(who)}${via ? ` عبر ${via}` : ''}. تحفظها الاستعادة من جديد بوصفها أحدث نسخة، وتبقى النسخة الحالية في القائمة. لا تتغير حالتها ولا وقت نشرها ولا عنوانها. تغيّر استعادتها ما يلي:`,
    restoring: 'جارٍ الاستعادة...',
    restoreThis: 'استعادة هذه النسخة',
    cancel: 'إلغاء',
    added: 'مُضاف',
    removed: 'محذوف',
    image: (caption) => `صورة ${caption}`,
    noImage: 'لا توجد صورة',
    before: 'قبل',
    after: 'بعد',
    noDifferences: 'لا توجد فروق: النسختان متطابقتان.',
    tooDifferent: 'تختلف هاتان النسختان اختلافًا كبيرًا تتعذر معه المقارنة كلمة بكلمة؛ وهذه كلتاهما.',
    unchanged: (labels) => `دون تغيير: ${labels.join('، ')}.`,
  },
  twoFactorScreen: {
    account: 'الحساب',
    title: 'التحقق بخطوتين',
    onSince: (since, left) => `التحقق بخطوتين مفعّل منذ ${since}. بقي ${left} من 10 رموز استرداد.`,
    currentPassword: 'كلمة المرور الحالية',
    offIntro:
      'التحقق بخطوتين متوقف. عند تفعيله يطلب تسجيل الدخول كلمة المرور ورمزًا من تطبيق مصادقة على هاتفك، فلا تكفي كلمة مرور مسروقة وحدها لفتح الحساب.',
    setUp: 'إعداد التحقق بخطوتين',
    scan: '1. امسح رمز QR هذا بتطبيق مصادقة (Google Authenticator أو Authy أو 1Password أو Bitwarden وما شابهها).',
    qrAlt: 'رمز QR لإضافة هذا الموقع إلى تطبيق مصادقة',
    orKey: 'أو اكتب هذا المفتاح في التطبيق:',
    enterCode:
      '2. أدخل الرمز الذي يعرضه التطبيق للتحقق من أنه يعمل، وكلمة المرور. يؤدي التفعيل إلى تسجيل الخروج من جلساتك الأخرى.',
    codeFromApp: 'الرمز من التطبيق',
    turnOn: 'تفعيل',
    cancel: 'إلغاء',
    renewed: 'رموز استرداد جديدة: لم تعد الرموز القديمة تعمل.',
    isOn: 'التحقق بخطوتين مفعّل.',
    othersSignedOut: 'سُجّل الخروج من جلساتك الأخرى.',
    yourCodes: 'رموز الاسترداد الخاصة بك',
    codesIntro:
      'إذا فقدت هاتفك، فكل رمز من هذه الرموز يتيح لك تسجيل الدخول مرة واحدة بدلًا من رمز التطبيق. احفظها في مكان آمن: فهي لا تُعرض إلا الآن.',
    codes: 'رموز الاسترداد',
    done: 'تم',
    newCodes: 'رموز استرداد جديدة',
    newCodesIntro: 'تحل عشرة رموز جديدة محل القديمة، ويُسجَّل الخروج من جلساتك الأخرى.',
    getNewCodes: 'الحصول على رموز استرداد جديدة',
    turnOff: 'إيقاف التحقق بخطوتين',
    password: 'كلمة المرور',
    codeOrRecovery: 'الرمز من التطبيق، أو رمز استرداد',
  },
  setup: {
    title: 'إنشاء حساب المسؤول',
    intro:
      'يعمل هذا الرابط مرة واحدة. اختر الاسم والبريد الإلكتروني وكلمة المرور التي ستسجّل الدخول بها.',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    passwordHint: '12 حرفًا على الأقل.',
    confirmPassword: 'تأكيد كلمة المرور',
    creating: 'جارٍ الإنشاء...',
    create: 'إنشاء الحساب',
  },
}

// The admin's fixed texts in Arabic (Modern Standard Arabic), typed by the English dictionary, so a
// key missing on either side does not compile (docs/decisions/035-admin-language.md).
import type { AdminDictionary } from './admin-dictionary-en.ts'
import { formsAr } from './admin-forms-ar.ts'
import { leadsAr } from './admin-leads-ar.ts'
import { auditAr } from './admin-audit-ar.ts'
import { accountAr } from './admin-account-ar.ts'
import { toolsAr } from './admin-tools-ar.ts'
import { textsAr } from './admin-texts-ar.ts'
import { KIND_TEXTS } from '#db/kind-menu.ts'
import { LOCALE_TAGS } from './languages.ts'

const number = (n: number) => n.toLocaleString(LOCALE_TAGS.ar)

export const adminAr: AdminDictionary = {
  shell: {
    title: 'لوحة التحكم',
    panel: 'لوحة التحكم',
    closeMenu: 'إغلاق القائمة',
    menu: 'القائمة',
    viewSite: 'عرض الموقع',
    newTab: '(يُفتح في علامة تبويب جديدة)',
    signedInAs: 'مسجّل الدخول باسم',
    account: 'الحساب',
    logout: 'تسجيل الخروج',
    admin: 'المدير',
    pageTitle: (screen) => `${screen} | لوحة التحكم`,
  },
  nav: {
    label: 'لوحة التحكم',
    groups: {
      content: 'المحتوى',
      leads: 'العملاء المحتملون',
      insights: 'التحليلات',
      settings: 'الإعدادات',
    },
    dashboard: 'الرئيسية',
    blog: 'المدونة',
    work: 'الأعمال',
    services: 'الخدمات',
    pages: 'من نحن وفيديو الواجهة',
    media: 'مكتبة الوسائط',
    trash: 'سلة المحذوفات',
    contactMessages: 'رسائل التواصل',
    consultations: 'طلبات الاستشارة',
    analytics: 'الإحصاءات',
    audit: 'سجل التدقيق',
    settings: 'إعدادات الموقع',
    tabs: {
      label: (entry) => `${entry}: الشاشات`,
      postsArabic: 'المنشورات بعنوان عربي',
    },
    unread: (count) => `${number(count)} غير مقروءة`,
  },
  login: {
    title: 'تسجيل دخول المدير',
    plainHttp:
      'هذا العنوان غير آمن (http://)، لذا لن يحتفظ متصفحك بتسجيل الدخول. افتح الموقع على عنوانه الذي يبدأ بـ https://؛ وإن لم يكن له عنوان كهذا فاطلب من القائم على تشغيل الموقع إعداده.',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    remember: 'أبقني مسجّل الدخول',
    signingIn: 'جارٍ تسجيل الدخول...',
    submit: 'تسجيل الدخول',
    codeTitle: 'التحقق بخطوتين',
    codeIntro: 'أدخل الرمز المكوّن من 6 أرقام الذي يعرضه تطبيق المصادقة لهذا الموقع.',
    code: 'الرمز',
    codeHint: 'فقدت هاتفك؟ أدخل أحد رموز الاسترداد بدلًا منه.',
    trust: 'تذكّر هذا الجهاز لمدة 30 يومًا',
    verifying: 'جارٍ التحقق...',
    verify: 'تحقّق',
    startOver: 'البدء من جديد',
    backToSite: 'العودة إلى الموقع',
    forgot: 'نسيت كلمة المرور؟',
    forgotHelp: [
      'اطلب من القائم على تشغيل الموقع أن يضع لك كلمة مرور جديدة. يشغّل هذا الأمر على الخادم مع عنوان بريدك الإلكتروني:',
      'ثم تسجّل الدخول بكلمة المرور التي وضعها، ويمكنك تغييرها من صفحة الحساب.',
    ],
  },
  dashboard: {
    title: 'الرئيسية',
    welcome: (name) => `مرحبًا بعودتك يا ${name}! أدِر محتوى موقعك من القائمة.`,
    newPost: 'منشور جديد',
    media: 'مكتبة الوسائط',
    leadBudget: (limit, at) =>
      `بلغت الرسائل وطلبات الاستشارة اليوم حدّها البالغ ${number(limit)} في الساعة ${at} بالتوقيت العالمي: يُرفض ما يصل بعدها حتى منتصف الليل بالتوقيت العالمي. إن كانوا زوارًا حقيقيين فاطلب من القائم على تشغيل الموقع رفع الحد اليومي؛ وإلا فمجلد الرسائل المزعجة يحفظ ما وصل.`,
    mailOff:
      'تنبيهات البريد الإلكتروني متوقفة: الرسائل الجديدة في صندوق الوارد فقط. لتصلك رسالة بكل واحدة منها، اطلب من القائم على تشغيل الموقع ربط حساب بريد إلكتروني.',
    mailNowhere: 'لا وجهة لإشعارات البريد الإلكتروني: أضف بريدًا للتواصل في إعدادات الموقع.',
    noSiteUrl:
      'لم يُضبط العنوان العام للموقع: روابط رسائل التنبيه تشير إلى العنوان الذي سجّلت الدخول منه آخر مرة. اطلب من القائم على تشغيل الموقع ضبط العنوان العام لتقود روابطها إليه دائمًا.',
    mailFailed: (count) =>
      `تعذّر إرسال ${number(count)} من رسائل الإشعار بعد محاولات متكررة؛ أما الرسائل نفسها ففي صندوق الوارد.`,
    contactReceived: 'رسائل تواصل وصلت',
    consultationsReceived: 'طلبات استشارة وصلت',
    quickStats: 'إحصاءات سريعة',
    totalPosts: 'إجمالي منشورات المدونة',
    totalProjects: 'إجمالي المشاريع',
    leads: 'العملاء المحتملون',
    unreadMessages: 'رسائل غير مقروءة',
    unreadConsultations: 'طلبات استشارة غير مقروءة',
    replication: {
      title: 'نسخة الموقع على خادم النسخ الاحتياطي',
      healthy: (ago) =>
        ago === null
          ? 'محدَّثة: كل تغيير موجود على خادم النسخ الاحتياطي.'
          : `محدَّثة: كل تغيير موجود على خادم النسخ الاحتياطي (أُرسلت آخر نسخة قبل ${ago}).`,
      starting: 'قيد البدء: النسخة الأولى في طريقها إلى خادم النسخ الاحتياطي.',
      behind: (lag) => `متأخرة: تغييرات آخر ${lag} لم تصل إلى خادم النسخ الاحتياطي بعد.`,
      failing: (lag) =>
        lag === null
          ? 'لا تعمل: لم يتغير شيء منذ آخر نسخة، لكن التغيير التالي سيبقى على هذا الخادم وحده. سجلّ الخادم يذكر السبب، وهو يواصل المحاولة.'
          : `لا تعمل: تغييرات آخر ${lag} موجودة على هذا الخادم وحده. سجلّ الخادم يذكر السبب، وهو يواصل المحاولة.`,
      filesWaiting: (count) => `${number(count)} من الملفات المرفوعة تنتظر نسخها.`,
      filesFailing: (count) =>
        `تعذّر نسخ ${number(count)} من الملفات المرفوعة بعد محاولات متكررة؛ يواصل الخادم المحاولة وسجلّه يذكر السبب.`,
      duration: (ms) => {
        const s = Math.max(1, Math.round(ms / 1000))
        if (s < 90) return `${number(s)} ثانية`
        if (s < 90 * 60) return `${number(Math.round(s / 60))} دقيقة`
        return `${number(Math.round(s / 3600))} ساعة`
      },
    },
  },
  spam: {
    since: (what) => `${what} منذ آخر اطلاع لك:`,
    received: 'وصلت',
    inSpam: (count) => `${number(count)} في الرسائل المزعجة`,
    fast: 'أُرسلت بسرعة غير معتادة',
    fastTitle: 'عاد النموذج بعد عرضه أسرع مما يستطيعه الإنسان عادةً: قد تكون رسالة مزعجة.',
  },
  ...leadsAr,
  ...auditAr,
  ...accountAr,
  ...toolsAr,
  account: {
    title: 'الحساب',
    signedInAs: (email) => `مسجّل الدخول باسم ${email}.`,
    language: 'لغة الواجهة',
    languageIntro: 'اللغة التي تظهر بها شاشات لوحة التحكم لهذا الحساب.',
    languageSaved: 'حُفظت لغة الواجهة.',
    saveLanguage: 'حفظ اللغة',
    twoFactor: 'التحقق بخطوتين',
    twoFactorOn: 'مفعّل: يطلب تسجيل الدخول رمزًا من تطبيق المصادقة.',
    twoFactorOff: 'متوقف: يطلب تسجيل الدخول كلمة المرور فقط.',
    manageTwoFactor: 'إدارة التحقق بخطوتين',
    setUpTwoFactor: 'إعداد التحقق بخطوتين',
    changePassword: 'تغيير كلمة المرور',
    changed: 'غُيّرت كلمة المرور. وسُجّل الخروج من الجلسات الأخرى ورموز الواجهة البرمجية.',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    newPasswordHint: '12 حرفًا على الأقل.',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    saving: 'جارٍ الحفظ...',
    sessions: 'الجلسات',
    otherSessions: (count: number) =>
      count === 0
        ? 'أنت مسجّل الدخول هنا فقط.'
        : count === 1
          ? 'أنت مسجّل الدخول أيضًا على متصفح أو جهاز آخر واحد.'
          : `أنت مسجّل الدخول أيضًا على ${count} من المتصفحات أو الأجهزة الأخرى.`,
    signOutOthers: 'إنهاء جلساتي في كل مكان آخر',
    signOutOthersHint: 'ينهي جلساتك الأخرى ورموز الواجهة البرمجية الخاصة بك؛ وتبقى هذه الجلسة.',
  },
  common: {
    pageOf: (page, pages) => `الصفحة ${number(page)} من ${number(pages)}`,
    searchIcons: (_english, shown) => `ابحث عن ${shown}`,
    caseStudyHint: (noun) =>
      noun === 'detailed service'
        ? 'الخدمة المفصّلة التي تقود إليها هذه البطاقة في الصفحة الرئيسية، متى أصبحت منشورة.'
        : 'المشروع المفصّل الذي تقود إليه هذه البطاقة في الصفحة الرئيسية، متى أصبح منشورًا.',
  },
  ...formsAr,
  validation: {
    required: (label) => `يلزم إدخال ${label}`,
    tooLong: (label, max) => `${label}: ${number(max)} حرف على الأكثر`,
  },
  labels: {
    Email: 'البريد الإلكتروني',
    Password: 'كلمة المرور',
    'New password': 'كلمة المرور الجديدة',
    Title: 'العنوان',
    Subtitle: 'العنوان الفرعي',
    Description: 'الوصف',
    Name: 'الاسم',
    Content: 'المحتوى',
    Category: 'التصنيف',
    Quote: 'الاقتباس',
    'Client name': 'اسم العميل',
    'Client title': 'صفة العميل',
    Client: 'العميل',
    Pricing: 'الأسعار',
    Icon: 'الأيقونة',
    Slug: 'المعرّف في العنوان',
    Author: 'الكاتب',
    URL: 'الرابط',
    Platform: 'المنصة',
    Phone: 'الهاتف',
    'Contact email': 'بريد التواصل',
    'Contact phone': 'هاتف التواصل',
    'Reply note (English)': 'جملة الرد (بالإنجليزية)',
    'Reply note (Arabic)': 'جملة الرد (بالعربية)',
    'Alt text': 'النص البديل',
    Tags: 'الوسوم',
    'Cover image': 'صورة الغلاف',
  },
  texts: { ...Object.fromEntries(KIND_TEXTS.map(({ en, ar }) => [en, ar])), ...textsAr },
}

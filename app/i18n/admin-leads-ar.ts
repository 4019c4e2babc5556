// The media library's, the trash's and the inboxes' texts in Arabic (Modern Standard Arabic),
// typed by the English ones (admin-leads-en.ts): a key missing or extra does not compile.
import type { AdminLeadsDictionary } from './admin-leads-en.ts'
import { LOCALE_TAGS } from './languages.ts'
import { widen } from '#app/lib/record.ts'

const number = (n: number) => n.toLocaleString(LOCALE_TAGS.ar)

/** A count with its noun in Arabic's agreement: 3 to 10 take the plural, 11 and up the singular. */
const counted = (n: number | string, [one, two, few, many]: [string, string, string, string]) => {
  const value = Number(n)
  if (value === 1) return one
  if (value === 2) return two
  const shown = number(value)
  return value % 100 >= 3 && value % 100 <= 10 ? `${shown} ${few}` : `${shown} ${many}`
}
/** A person's text (a title, a file's name) inside an Arabic sentence keeps its own direction. */
const isolated = (text: string) => `\u2068${text}\u2069`
const files = (n: number | string) => counted(n, ['ملف واحد', 'ملفان', 'ملفات', 'ملفًا'])
const days = (n: number | string) => counted(n, ['يوم واحد', 'يومان', 'أيام', 'يومًا'])

export const leadsAr: AdminLeadsDictionary = {
  mediaLibrary: {
    filters: {
      all: 'كل الملفات',
      image: 'الصور',
      video: 'مقاطع الفيديو',
      audio: 'الملفات الصوتية',
      unused: 'غير مستخدمة في أي مكان',
    },
    types: { image: 'صورة', video: 'فيديو', audio: 'ملف صوتي' },
    search: 'ابحث بالاسم أو النص البديل',
    show: 'عرض',
    apply: 'تطبيق',
    clear: 'مسح',
    count: (total, filtered) =>
      `${filtered ? 'عدد الملفات المطابقة' : 'عدد الملفات في المكتبة'}: ${number(total)}.`,
    noMatch: 'لا يطابق البحث أي ملف.',
    noFiles: 'لا توجد ملفات بعد.',
    tryAnother: 'جرّب كلمة أخرى أو اعرض كل الملفات.',
    emptyHint: 'تظهر هنا الصور ومقاطع الفيديو والملفات الصوتية المرفوعة هنا أو في أي نموذج.',
    altText: 'النص البديل',
    saveAltOf: (name) => `حفظ النص البديل لـ ${isolated(name)}`,
    save: 'حفظ',
    uploadedOn: (date) => `رُفع في ${date}`,
    usedBy: 'يستخدمه',
    notUsed: 'غير مستخدم في أي مكان.',
    replaceFile: 'استبدال الملف',
    replaceFileOf: (name) => `استبدال الملف ${name}`,
    use: (label, title) => (title === null ? label : `${label} «${isolated(title)}»`),
    useInTrash: (label, title) => `${label} «${isolated(title)}» (في سلة المحذوفات)`,
    useTrashed: 'عنصر في سلة المحذوفات',
    useRevision: (label, title) => `نسخة سابقة من ${label}${title ? ` «${isolated(title)}»` : ''}`,
    bytes: (n) => `${number(n)} بايت`,
    kb: (n) => `${number(n)} كيلوبايت`,
    mb: (n) => `${n} ميغابايت`,
    deleteTitle: 'حذف الملف',
    inUse: (name) => `لا يمكن حذف ${isolated(name)} ما دام مستخدمًا في:`,
    itIsUsedBy: 'يستخدمه:',
    removeFirst:
      'أزله منها أولًا؛ أما الملفات التي في سلة المحذوفات أو في النسخ السابقة فتُحرَّر عند زوالها.',
    back: 'العودة إلى المكتبة',
    deleteQuestion: (name) => `هل تريد حذف ${isolated(name)}؟`,
    deleteNote: 'لا شيء يستخدمه. يُنقل إلى سلة المحذوفات، ويمكن استعادته منها خلال 30 يومًا.',
    replaceTitle: 'استبدال الملف',
    replaceIntro: [
      'يحل الملف الجديد محل ',
      ' على العنوان نفسه، فكل صفحة ومنشور وعنصر يعرضه سيعرض الملف الجديد. ويبقى نصه البديل كما هو. وقد يرى الزوار الذين شاهدوا الملف القديم نسخته القديمة حتى يجلبه متصفحهم من جديد.',
    ],
    newFile: (format) => `ملف ${format} الجديد`,
    replacing: 'جارٍ الاستبدال...',
    cancel: 'إلغاء',
  },
  trash: {
    intro: (count) =>
      `تبقى هنا المنشورات والمشاريع والخدمات وآراء العملاء والتصنيفات المحذوفة مع ملفاتها مدة ${days(count)}، ثم تُحذف نهائيًا.`,
    columns: {
      type: 'النوع',
      title: 'العنوان',
      deleted: 'تاريخ الحذف',
      by: 'بواسطة',
      daysLeft: 'الأيام المتبقية',
      actions: 'الإجراءات',
    },
    empty: 'سلة المحذوفات فارغة.',
    restore: 'استعادة',
    restoreItem: (title) => `استعادة ${title}`,
    deleteForever: 'حذف نهائي',
    deleteItemForever: (title) => `حذف ${title} نهائيًا`,
    question: (label, title) => `هل تريد حذف ${label} «${isolated(title)}» نهائيًا؟`,
    note: 'لا يمكن استعادته بعد ذلك، وتُزال الملفات التي لم يستخدمها سواه.',
  },
  inbox: {
    tabs: {
      inbox: 'الوارد',
      new: 'غير المقروءة',
      replied: 'تم الرد عليها',
      archived: 'المؤرشفة',
      spam: 'الرسائل المزعجة',
    },
    statuses: {
      new: 'جديدة',
      read: 'مقروءة',
      replied: 'تم الرد',
      archived: 'مؤرشفة',
      spam: 'مزعجة',
    },
    empty: {
      new: 'لا يوجد شيء غير مقروء.',
      read: 'لا يوجد شيء هنا.',
      replied: 'لم يُرد على شيء بعد.',
      archived: 'لا يوجد شيء مؤرشف.',
      spam: 'لا توجد رسائل مزعجة.',
    },
    noMatch: (query) => `لا شيء يطابق «${isolated(query)}».`,
    filterByStatus: 'التصفية حسب الحالة',
    filterByOutcome: 'التصفية حسب النتيجة',
    outcomes: { any: 'أي نتيجة', won: 'رابحة', lost: 'خاسرة', none: 'مفتوحة' },
    searchLabel: 'ابحث في الاسم والبريد الإلكتروني والنص',
    searchPlaceholder: 'ابحث في الاسم والبريد والنص',
    search: 'بحث',
    source: 'المصدر',
    delete: 'حذف',
    exportCsv: 'تصدير CSV',
    status: 'الحالة',
    outcome: 'النتيجة',
    allButAside: 'الوارد (الكل عدا المؤرشف والمزعج)',
    downloadCsv: 'تنزيل CSV',
    languages: { English: 'الإنجليزية', Arabic: 'العربية' },
  },
  lead: {
    history: 'السجل',
    from: 'المرسل',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    received: 'تاريخ الوصول',
    language: 'اللغة',
    status: 'الحالة',
    reply: 'رد',
    work: {
      outcome: 'النتيجة',
      outcomes: { won: 'رابحة', lost: 'خاسرة', none: 'لا نتيجة بعد' },
      note: 'ملاحظة خاصة',
      noteHint: 'لا يراها إلا المشرفون. وهي في ملف CSV المُصدَّر.',
      saveNote: 'حفظ الملاحظة',
    },
    moves: {
      markRead: 'تعليم كمقروءة',
      markUnread: 'تعليم كغير مقروءة',
      archive: 'أرشفة',
      spam: 'رسالة مزعجة',
      toInbox: 'نقل إلى الوارد',
      notSpam: 'ليست مزعجة',
    },
    source: 'المصدر',
    origin: {
      referrer: 'الموقع المُحيل',
      lastArrival: 'آخر وصول',
      sentFrom: 'أُرسلت من',
      pagesBefore: 'الصفحات قبلها',
      timeOnSite: 'المدة في الموقع',
      servicePages: 'صفحات الخدمات',
      caseStudies: 'دراسات الحالة',
      knownFrom: 'عُرف ذلك من',
    },
    sourceWords: {
      channels: {
        Direct: 'دخول مباشر',
        Search: 'بحث',
        Social: 'شبكات التواصل',
        Email: 'البريد الإلكتروني',
        Referral: 'إحالة',
        Campaign: 'حملة',
      },
      withDetail: (channel, detail) => `${channel}: ${detail}`,
      campaign: (name) => `الحملة ${isolated(name)}`,
      search: (engine) => `بحث ${isolated(engine)}`,
      emailFrom: (source) => `البريد الإلكتروني (${isolated(source)})`,
      referralFrom: (host) => `إحالة من ${isolated(host)}`,
      unknown: 'مصدر غير معروف',
      from: (source) => `المصدر: ${source}`,
      unknownInLine: 'غير معروف',
      landedOn: (page) => `، وصل أولًا إلى ${isolated(page)}`,
      sentFrom: (page) => `، أُرسل من ${isolated(page)}`,
      unknownPage: 'صفحة غير معروفة',
      seconds: (s) => `${s} ث`,
      minutes: (min, s) => `${min} د ${s} ث`,
      hours: (h, min) => `${h} س ${min} د`,
    },
    evidence: {
      visits: 'صفحات الزائر في ذلك اليوم',
      page: 'الصفحة التي وصل إليها الزائر (لم تُحتسب زيارته)',
      form: 'الصفحة التي أُرسل منها النموذج فقط (لم تُحتسب زيارته)',
      none: 'لا شيء: لم تُحتسب زيارته ولم يذكر النموذج صفحة',
    },
  },
  patterns: {
    altSaved: (name) => `حُفظ النص البديل لـ ${isolated(name)}.`,
    stillUsed: (name) => `ما زال ${isolated(name)} مستخدمًا، لذا لم يُحذف.`,
    fileTrashed: (name, count) =>
      `نُقل ${isolated(name)} إلى سلة المحذوفات، ويمكن استعادته منها خلال ${days(count)}.`,
    fileReplaced: (name) => `استُبدل ${isolated(name)}: كل ما يعرضه يعرض الآن الملف الجديد.`,
    altTooLong: (max) => `النص البديل: ${max} حرف على الأكثر.`,
    wrongFormat: (format) =>
      `اختر ملف ${format}: يحتفظ الملف الجديد بعنوان هذا الملف، ومن ثَمّ بصيغته. لم يتغير شيء.`,
    tooManyFiles: (max) => `${files(max)} على الأكثر في المرة الواحدة.`,
    filesUploaded: (count) => (count === '1' ? 'رُفع ملف واحد.' : `عدد الملفات المرفوعة: ${count}.`),
    twoSentences: (first, second) => `${first} ${second}`,
    filesNotUploaded: (count) => `عدد الملفات التي لم تُرفع: ${count}.`,
    fileNotUploaded: (name) => `لم يُرفع ${isolated(name)}.`,
    postTooLarge: (max) =>
      `يجب ألا تتجاوز الصور 10 ميغابايت، والفيديو والصوت 50 ميغابايت، وحتى ${files(max)} في المرة الواحدة: لم يُحفظ شيء.`,
    restoredMoved: (label, title, slug) =>
      `تمت استعادة ${label} «${isolated(title)}». كان عنوانه في الموقع قد أُخذ في الأثناء، فصار الآن «${isolated(slug)}».`,
    restored: (label, title) => `تمت استعادة ${label} «${isolated(title)}».`,
    deletedForever: (label, title) => `تم حذف ${label} «${isolated(title)}» نهائيًا.`,
    restoreRefused: (reasons) => `لا يمكن استعادة هذه النسخة كما هي: ${reasons}.`,
    listOf: (messages) => messages.join('؛ '),
    nestedTooDeeply: (label, max) => `${label}: تداخل الوسوم أعمق من اللازم (أكثر من ${max} مستوى)`,
    errorOccurred: (detail) => `حدث خطأ: ${detail}`,
    formTooLarge: (kb) => `النموذج أكبر من أن يُرسل (أكثر من ${kb} كيلوبايت).`,
    scheduledFor: (noun, when) =>
      `جُدول نشر ${widen<Record<string, string>>({ Post: 'المنشور', Project: 'المشروع', Service: 'الخدمة' })[noun] ?? noun} في ${when}.`,
  },
  analytics: {
    intro: (from, to) =>
      `تُحتسب دون ملفات تعريف الارتباط: الزائر جديد كل يوم، فزوار عدة أيام هم مجموع زوار كل يوم. يبدأ اليوم وينتهي عند منتصف الليل بالتوقيت العالمي. من ${from} إلى ${to}.`,
    range: 'المدة',
    ranges: {
      '7': 'آخر 7 أيام',
      '30': 'آخر 30 يومًا',
      '90': 'آخر 90 يومًا',
      custom: 'تواريخ مخصصة',
    },
    show: 'عرض',
    visitors: 'الزوار',
    pageviews: 'مشاهدات الصفحات',
    leads: 'العملاء المحتملون',
    conversionRate: 'معدل التحويل',
    conversion: 'التحويل',
    dropped: (count) => `لم تُحتسب ${count} من مشاهدات الصفحات: بلغ الموقع حده اليومي.`,
    daysCsv: 'تنزيل الأيام بصيغة CSV',
    csvOf: (title) => ` لـ ${title}`,
    tables: {
      pages: 'أكثر الصفحات زيارة',
      landing: 'صفحات الوصول',
      referrers: 'المواقع المُحيلة',
      channels: 'القنوات',
      campaigns: 'الحملات',
      sources: 'مصادر الحملات',
      devices: 'الأجهزة',
      browsers: 'المتصفحات',
      languages: 'اللغات',
    },
    devices: {
      Desktop: 'حاسوب مكتبي',
      Mobile: 'هاتف محمول',
      Tablet: 'جهاز لوحي',
      Other: 'أخرى',
    },
    conversions: {
      channel: ['العملاء المحتملون حسب القناة', 'القناة'],
      campaign: ['العملاء المحتملون حسب الحملة', 'الحملة'],
      landing: ['العملاء المحتملون حسب صفحة الوصول', 'صفحة الوصول'],
      service: ['العملاء المحتملون حسب صفحة الخدمة', 'صفحة الخدمة'],
    },
    nothingCounted: 'لم يُحتسب شيء بعد.',
    noLeads: 'لا يوجد عملاء محتملون بعد.',
    chartTitle: (from, to, max) =>
      `مشاهدات الصفحات (أعمدة) والزوار (خط) والعملاء المحتملون (نقاط) لكل يوم، من ${from} إلى ${to}؛ وأعلى يوم فيه ${max} من مشاهدات الصفحات`,
    dayTitle: (date, visitors, pageviews, leads) =>
      `${date}: الزوار ${visitors}، مشاهدات الصفحات ${pageviews}، العملاء المحتملون ${leads}`,
    legend: 'الأعمدة: مشاهدات الصفحات. الخط: الزوار. النقاط: العملاء المحتملون.',
    emptyChart: (from, to) =>
      `لم يُحتسب شيء بعد من ${from} إلى ${to}. ابتداءً من الزيارة التالية للموقع العام، تعرض هذه الصفحة عدد من جاؤوا، وما قرؤوه، ومن أين جاؤوا، ومن راسلك منهم. ولا يُحتسب أبدًا الزوار الذين يطلبون عدم تتبعهم (Do Not Track وGlobal Privacy Control) ولا برامج الزحف.`,
    countingOff:
      'لا تُحتسب الزيارات: أوقف القائم على تشغيل الموقع الاحتساب. وما زال العملاء المحتملون يصلون إلى صناديق الوارد.',
  },
}

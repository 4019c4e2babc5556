// The content forms' and the Categories, About, Hero video and Site settings screens' texts in
// Arabic (Modern Standard Arabic), typed by the English ones (admin-forms-en.ts): a key missing or
// extra does not compile. A language's name here is its adjective ("العربية"), so "بـ" before it
// says "in Arabic" and it follows a plural noun ("الصفحات العربية").
import type { AdminFormsDictionary } from './admin-forms-en.ts'
import { LOCALE_TAGS } from './languages.ts'

const number = (n: number) => n.toLocaleString(LOCALE_TAGS.ar)

export const formsAr: AdminFormsDictionary = {
  forms: {
    coverImage: 'صورة الغلاف',
    coverImageUrl: 'رابط صورة الغلاف',
    coverImageFile: 'ملف صورة الغلاف',
    coverImageSubject: 'صورة الغلاف',
    coverAltHint:
      'ما تُظهره الصورة، لمن لا يستطيع رؤيتها. إن تُرك فارغًا استُخدم النص البديل للملف في المكتبة، وإلا فالعنوان.',
    coverUploadProgress: 'تقدّم رفع صورة الغلاف',
    clientImageUrl: 'رابط صورة العميل',
    clientImageUrlHint: 'امسح الرابط لإزالة الصورة.',
    clientImageFile: 'أو ارفع صورة للعميل',
    clientImageSubject: 'صورة العميل',
    imagesOnly: 'الصور فقط.',
    clientAltHint:
      'ما تُظهره الصورة. إن تُرك فارغًا استُخدم النص البديل للملف في المكتبة، وإلا فاسم العميل.',
    clientUploadProgress: 'تقدّم رفع صورة العميل',
    features: 'المزايا',
    feature: (n) => `الميزة ${number(n)}`,
    removeFeature: (n) => `إزالة الميزة ${number(n)}`,
    featureTitle: (n) => `عنوان الميزة ${number(n)}`,
    featureDescription: (n) => `وصف الميزة ${number(n)}`,
    featureIcon: (n) => `أيقونة الميزة ${number(n)}`,
    addFeature: 'إضافة ميزة',
    selectCategory: 'اختر تصنيفًا',
    results: 'النتائج',
    resultsIntro:
      'أرقام حققها العمل، تُعرض شريطًا في دراسة الحالة: رقم ("+38%"، "2.4M") وما يعدّه ("عملاء محتملون مؤهَّلون").',
    resultFigure: (n) => `رقم النتيجة ${number(n)}`,
    resultLabel: (n) => `وصف النتيجة ${number(n)}`,
    removeResult: (n) => `إزالة النتيجة ${number(n)}`,
    addResult: 'إضافة نتيجة',
    uploadProgress: 'تقدّم الرفع',
  },
  publishing: {
    legend: 'النشر',
    draft: 'مسودة (لا يراها إلا المدير)',
    scheduled: 'مجدول (يُنشر في موعد نشره)',
    published: 'منشور',
    publishTime: (zone) => `موعد النشر (${zone})`,
    publishTimeHint: 'إن تُرك فارغًا فزر «نشر» يضعه على الموقع الآن؛ والموعد القادم يجدول نشره.',
    schedule: 'جدولة',
    switchToDraft: 'تحويل إلى مسودة',
    keepPublished: 'إبقاؤه منشورًا',
    unpublishQuestion: (title) => `تحويل «${title}» إلى مسودة؟`,
    unpublishDetail: (address) =>
      address
        ? `سيُزال من الموقع الآن: لن يجد زوار ${address} شيئًا هناك حتى تنشره من جديد.`
        : 'سيُزال من الموقع الآن، حتى تنشره من جديد.',
    slugHint: (prefix) =>
      `العنوان: ${prefix}<slug>. إن تُرك فارغًا صُنع من العنوان؛ ويظل العنوان القديم يُحوِّل إليه.`,
  },
  media: {
    legend: 'الوسائط',
    intro: 'كل عنصر رابط أو ملف.',
    row: (n) => `الوسيط ${number(n)}`,
    subject: (n) => `الوسيط ${number(n)}`,
    url: (n) => `رابط الوسيط ${number(n)}`,
    type: (n) => `نوع الوسيط ${number(n)}`,
    file: (n) => `ملف الوسيط ${number(n)}`,
    alt: (n) => `النص البديل للوسيط ${number(n)}`,
    altHint:
      'ما تُظهره الصورة، لمن لا يستطيع رؤيتها. إن تُرك فارغًا استُخدم النص البديل للملف في المكتبة، وإلا فالعنوان.',
    remove: (n) => `إزالة الوسيط ${number(n)}`,
    add: 'إضافة وسيط',
    types: { image: 'صورة', video: 'فيديو', audio: 'صوت' },
    urlOrFileHydrated: 'امسح الرابط لتختار ملفًا بدلًا منه.',
    urlOrFilePlain: 'الملف المختار يحلّ محلّ الرابط.',
    replace: 'استبدال',
    replaceSubject: (subject) => `استبدال ${subject}`,
    removeSubject: (subject) => `إزالة ${subject}`,
    hideLibrary: 'إخفاء المكتبة',
    chooseLibrary: 'اختيار من المكتبة',
  },
  library: {
    label: 'مكتبة الوسائط',
    search: 'ابحث في المكتبة',
    failed: 'تعذّر تحميل المكتبة.',
    loading: 'جارٍ تحميل المكتبة...',
    empty: (images, searched) =>
      searched
        ? `لا ${images ? 'صورة' : 'ملف'} في المكتبة يطابق البحث.`
        : `لا ${images ? 'صور' : 'ملفات'} في المكتبة بعد.`,
    choose: (name) => `اختيار ${name}`,
    uploads: 'عمليات الرفع',
    retry: 'إعادة المحاولة',
    retryFile: (name) => `إعادة محاولة رفع ${name}`,
    uploadOf: (name) => `رفع ${name}`,
    uploaded: 'رُفع',
    waiting: 'في الانتظار',
    uploadFiles: 'رفع ملفات',
    uploadHint: (max) =>
      `الصور حتى 10 ميغابايت، والفيديو والصوت حتى 50 ميغابايت؛ وحتى ${number(max)} ملفًا في المرة الواحدة.`,
    uploading: 'جارٍ الرفع...',
    upload: 'رفع',
    tooMany: (max) => `${number(max)} ملفًا على الأكثر في المرة الواحدة.`,
  },
  editor: {
    mode: 'وضع المحرر',
    rich: 'نص منسّق',
    html: 'شيفرة HTML',
    loading: 'جارٍ تحميل المحرر...',
    note: (english) => {
      const kept = english.startsWith('Kept in HTML mode')
      const opened = kept ? 'بقي في وضع HTML' : 'فُتح بوضع HTML'
      const unknown = /has no place for (.+), which switching would remove\.$/.exec(english)
      if (unknown) {
        const what = /^the (\S+) attribute on (<\w+>)$/.exec(unknown[1]!)
        const named = what ? `السمة ${what[1]} على ${what[2]}` : unknown[1]
        return `${opened}: لا مكان في محرر النص المنسّق لـ ${named}، والتبديل سيحذفها.`
      }
      if (english.includes('rearrange')) {
        return `${opened}: سيعيد محرر النص المنسّق ترتيب هذا الـ HTML (كتل متداخلة)، والتبديل سيغيّره.`
      }
      return 'تعذّر على محرر النص المنسّق قراءة هذا الـ HTML، لذا يُفتح بوضع HTML.'
    },
    toolbar: 'التنسيق',
    undo: 'تراجع',
    redo: 'إعادة',
    heading2: 'عنوان من المستوى 2',
    heading3: 'عنوان من المستوى 3',
    bold: 'غامق',
    italic: 'مائل',
    underline: 'تسطير',
    strikethrough: 'يتوسطه خط',
    link: 'رابط',
    bulletedList: 'قائمة نقطية',
    numberedList: 'قائمة مرقّمة',
    quote: 'اقتباس',
    horizontalRule: 'خط أفقي',
    image: 'صورة',
    video: 'فيديو',
    withKeys: (label, keys) => `${label} (${keys})`,
    addImage: 'إضافة صورة',
    imageFile: 'ملف الصورة',
    altRequired: 'النص البديل (مطلوب)',
    captionOptional: 'التعليق (اختياري)',
    altHint: 'النص البديل يصف ما تُظهره الصورة، لمن لا يستطيع رؤيتها.',
    chooseImage: 'اختر ملف صورة أو صورة من المكتبة.',
    altMissing: 'النص البديل مطلوب: صِف ما تُظهره الصورة.',
    imageFailed: 'تعذّر رفع الصورة',
    imageUnreachable: 'تعذّر رفع الصورة: لم يمكن الوصول إلى الخادم.',
    uploadingPercent: (percent) => `جارٍ الرفع... ${number(percent)}%`,
    insertImage: 'إدراج الصورة',
    addVideo: 'إضافة فيديو',
    videoAddress: 'رابط YouTube أو Vimeo',
    videoMissing: 'الصق رابط فيديو على YouTube أو Vimeo.',
    insertVideo: 'إدراج الفيديو',
    videoOf: (provider) => `فيديو ${provider}`,
    linkAddress: 'عنوان الرابط',
    linkInvalid: 'أدخل عنوان ويب (https://…)، أو عنوان بريد إلكتروني، أو رابط هاتف (tel:…).',
    saveLink: 'حفظ الرابط',
    open: 'فتح',
    editLink: 'تعديل الرابط',
    removeLink: 'إزالة الرابط',
    autosaveQuestion: (time: string) => `استعادة التغييرات غير المحفوظة من ${time}؟`,
    autosaveDetail: 'حُفظت نسخة منها أثناء الكتابة؛ لم يُنشر شيء.',
    autosaveRestore: 'استعادة',
    autosaveDiscard: 'تجاهل',
    autosaveRestored: (time: string) =>
      `عادت التغييرات غير المحفوظة من ${time}. احفظ للإبقاء عليها، أو غادر للإبقاء على النسخة المحفوظة.`,
    autosaveKept: 'حُفظت التغييرات مؤقتًا (لم تُحفظ بعد)',
    autosaveFailed: 'لم تُحفظ التغييرات مؤقتًا: تعذّر الوصول إلى الخادم.',
    details: 'التفاصيل',
  },
  translation: {
    languageNames: { en: 'الإنجليزية', ar: 'العربية' },
    tabs: 'اللغة',
    untranslated: 'غير مترجم',
    filter: 'تصفية الترجمة',
    filterAll: 'الكل',
    filterNeeded: (language) => `بحاجة إلى ترجمة إلى ${language}`,
    figure: (language, done, total, waiting) =>
      `${language}: ${number(done)} من ${number(total)} مترجمة${
        waiting ? `، ${waiting === 'draft' ? 'مسودة' : 'مجدولة'}` : ''
      }`,
    title: (language, item) => `${language}: ${item}`,
    back: 'العودة إلى تعديل',
    heading: (language) => ['نصوص ', ` ب${language}`],
    intro: (language, defaultLanguage) =>
      `النص المتروك فارغًا يظهر ب${defaultLanguage} في الصفحات ${language}.`,
    done: (done, total) => `${number(done)} من ${number(total)} مترجمة`,
    noText: () => 'لا نص لهذا العنصر بعد.',
    slug: (language) => `المعرّف في العنوان ب${language}`,
    slugHint: (language, path, defaultLanguage) => [
      `عنوانه في الصفحات ${language}: ${path}/`,
      `. إن تُرك فارغًا صُنع من العنوان ب${language} بحروفها؛ وإن لم يوجد استُخدم المعرّف ب${defaultLanguage}.`,
    ],
    save: (language) => `حفظ النصوص ب${language}`,
    publishingIn: (language) => `النشر ب${language}`,
    status: (language, status, defaultLanguage, at) => {
      const text: Record<string, string> = {
        draft: `مسودة: صفحاتها تعرض العنصر ب${defaultLanguage}`,
        scheduled: `مجدولة: حتى موعدها تعرض صفحاتها العنصر ب${defaultLanguage}`,
        published: 'منشورة',
      }
      return `الترجمة ب${language} ${text[status] ?? status}${at ? ` (${at})` : ''}.`
    },
    previewIn: (language) => `رابط المعاينة ب${language}`,
    statusIn: (language) => `الحالة ب${language}`,
    publishTimeIn: (language, zone) => `موعد النشر ب${language} (${zone})`,
  },
  categories: {
    title: 'إدارة التصنيفات',
    none: 'لا توجد تصنيفات بعد.',
    otherName: (language) => `الاسم ب${language}`,
    otherNameOf: (language, name) => `اسم ${name} ب${language}`,
    nameInHint: (language) =>
      `اختياري: الاسم في الصفحات ${language}. إن تُرك فارغًا بقي التصنيف غير مترجم فيها.`,
    add: 'إضافة تصنيف',
  },
  about: {
    title: 'إدارة صفحة من نحن',
    none: 'لا توجد أقسام بعد.',
    section: (n) => `القسم ${number(n)}`,
    removeSection: (n) => `إزالة القسم ${number(n)}`,
    sectionTitle: (n) => `عنوان القسم ${number(n)}`,
    sectionContent: (n) => `محتوى القسم ${number(n)}`,
    addSection: 'إضافة قسم',
    save: 'حفظ المحتوى',
  },
  heroVideo: {
    title: 'إدارة فيديو الواجهة',
    requirements: 'شروط الرفع',
    fileType: 'ملف فيديو (MP4 أو WebM أو Ogg أو QuickTime)',
    maxSize: '50 ميغابايت على الأكثر',
    resolution: 'يُنصح بدقة 1920x1080',
    duration: 'أقل من 30 ثانية',
    file: 'ملف الفيديو',
    uploading: 'جارٍ الرفع...',
    upload: 'رفع الفيديو',
    progress: 'تقدّم رفع الفيديو',
    current: 'الفيديو الحالي',
    remove: 'إزالة الفيديو',
    still: 'الصورة الثابتة',
    stillIntro:
      'تظهر خلف العنوان الرئيسي حين لا يوجد فيديو، وأثناء تحميل الفيديو، وبدلًا منه للزوار الذين يطلبون تقليل الحركة؛ وهي أيضًا الصورة المصغّرة للفيديو. الصورة العريضة (1920 بكسل على الأقل) أفضل. إن تُركت فارغة ظهرت الصورة المصمَّمة للموقع.',
    stillUrl: 'رابط الصورة الثابتة',
    stillUrlHint: 'امسح الرابط لإظهار الصورة المصمَّمة.',
    stillFile: 'أو ارفع صورة ثابتة',
    stillSubject: 'الصورة الثابتة',
    stillProgress: 'تقدّم رفع الصورة الثابتة',
    saveStill: 'حفظ الصورة الثابتة',
  },
  settings: {
    title: 'إعدادات الموقع',
    languageHint:
      'عناوين الموقع العام بلا بادئة تكون بهذه اللغة؛ واللغة الأخرى تحت /ar/ أو /en/. تغييرها ينقل العناوين القديمة ذات البادئة نقلًا دائمًا (301).',
    socialLinks: 'روابط التواصل الاجتماعي',
    platform: (n) => `منصة الرابط ${number(n)}`,
    url: (n) => `عنوان الرابط ${number(n)}`,
    removeLink: (n) => `إزالة الرابط ${number(n)}`,
    addLink: 'إضافة رابط تواصل',
    save: 'حفظ الإعدادات',
    timeZoneHint:
      'تُكتب مواعيد النشر وتُعرض بهذه المنطقة الزمنية، واسمها بجانبها. الافتراضية هي التي أُعدّ بها الموقع.',
    defaultZone: (zone) => `الافتراضية (${zone})`,
    replyNoteHint:
      'تظهر تحت رسالة الشكر بعد طلب تواصل أو استشارة. إن تُركت فارغة، تُستعمل الجملة الظاهرة في الحقل.',
  },
}

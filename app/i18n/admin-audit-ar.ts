// The audit log screen's texts in Arabic (Modern Standard Arabic), typed by the English ones
// (admin-audit-en.ts): a key missing or extra does not compile.
import type { AdminAuditDictionary } from './admin-audit-en.ts'
import { leadsAr } from './admin-leads-ar.ts'
import { LOCALE_TAGS } from './languages.ts'

const number = (n: number) => n.toLocaleString(LOCALE_TAGS.ar)

/** A count with its noun in Arabic's agreement: 3 to 10 take the plural, 11 and up the singular. */
const counted = (n: string, [one, two, few, many]: [string, string, string, string]) => {
  const value = Number(n)
  if (value === 1) return one
  if (value === 2) return two
  return value % 100 >= 3 && value % 100 <= 10 ? `${n} ${few}` : `${n} ${many}`
}
const days = (n: string) => counted(n, ['يوم واحد', 'يومان', 'أيام', 'يومًا'])
/** An address, a path or a slug inside an Arabic sentence keeps its own direction. */
const isolated = (text: string) => `\u2068${text}\u2069`
const STATUSES: Record<string, string> = leadsAr.inbox.statuses
const OUTCOMES: Record<string, string> = {
  won: leadsAr.lead.work.outcomes.won,
  lost: leadsAr.lead.work.outcomes.lost,
  'no outcome': leadsAr.lead.work.outcomes.none,
}
const LANGUAGES: Record<string, string> = { Arabic: 'العربية', English: 'الإنجليزية' }

export const auditAr: AdminAuditDictionary = {
  audit: {
    intro:
      'كل تغيير أُجري في لوحة التحكم أو عبر الواجهة البرمجية، وكل تسجيل دخول ناجح أو فاشل، وتغييرات التحقق بخطوتين، ورموز الواجهة البرمجية، والنسخ الاحتياطية والاستعادات، محفوظة لمدة سنة. ولا يمكن تعديلها.',
    who: 'المنفّذ',
    what: 'العنصر',
    action: 'الإجراء',
    all: 'الكل',
    filter: 'تصفية',
    clear: 'مسح',
    exportCsv: 'تصدير CSV',
    entries: (total) => (total === 1 ? 'إدخال واحد' : `عدد الإدخالات: ${number(total)}`),
    columns: {
      when: 'الوقت',
      who: 'المنفّذ',
      action: 'الإجراء',
      what: 'العنصر',
      detail: 'التفاصيل',
      address: 'العنوان',
    },
    empty: 'لا توجد إدخالات.',
    actions: {
      create: 'إنشاء',
      update: 'تعديل',
      delete: 'حذف',
      status: 'تغيير الحالة',
      restore: 'استعادة',
      'restore-refused': 'استعادة مرفوضة',
      'restore-failed': 'استعادة فاشلة',
      purge: 'حذف نهائي',
      upload: 'رفع',
      'sign-in': 'تسجيل الدخول',
      'sign-in-failed': 'تسجيل دخول فاشل',
      'sign-out': 'تسجيل الخروج',
      revoke: 'إلغاء',
      reset: 'إعادة تعيين',
      renew: 'تجديد',
      refuse: 'رفض',
      enable: 'تفعيل',
      disable: 'إيقاف',
      backup: 'نسخ احتياطي',
      import: 'استيراد',
      invite: 'دعوة',
      resend: 'إعادة إرسال',
      accept: 'قبول',
      remove: 'إزالة',
      note: 'تعديل الملاحظة',
      outcome: 'تحديد النتيجة',
    },
    entities: {
      file: 'ملف',
      session: 'جلسة',
      'api-token': 'رمز الواجهة البرمجية',
      'two-factor': 'التحقق بخطوتين',
      'recovery-codes': 'رموز الاسترداد',
      'preview-link': 'رابط المعاينة',
      spam: 'الرسائل المزعجة',
      site: 'الموقع',
      settings: 'إعدادات الموقع',
      password: 'كلمة المرور',
      user: 'حساب المدير',
      'contact-message': 'رسالة تواصل',
      consultation: 'طلب استشارة',
      'lead-budget': 'الحد اليومي للرسائل والطلبات',
      redirect: 'إعادة توجيه',
      webhook: 'عنوان استقبال خطافات الويب',
      invitation: 'دعوة',
    },
    details: {
      wrongPassword: 'كلمة مرور خاطئة',
      wrongCode: 'رمز خاطئ',
      attempts: (detail, attempts) =>
        `${detail}، ${counted(attempts, ['محاولة واحدة', 'محاولتان', 'محاولات', 'محاولة'])} في هذه الساعة`,
      byPassword: 'بكلمة المرور',
      byPasswordOnTrustedDevice: 'بكلمة المرور على جهاز موثوق',
      byPasswordAndCode: 'بكلمة المرور ورمز التحقق',
      byPasswordAndRecoveryCode: 'بكلمة المرور ورمز استرداد',
      byInvitation: 'بقبول دعوة',
      status: (status) => `الحالة: ${STATUSES[status] ?? status}`,
      readOpened: 'الحالة: مقروءة (عند فتحها)',
      outcome: (outcome) => `النتيجة: ${OUTCOMES[outcome] ?? outcome}`,
      translation: (language) =>
        LANGUAGES[language] ? `الترجمة ${LANGUAGES[language]}` : `ترجمة ${isolated(language)}`,
      fromTrash: 'من سلة المحذوفات',
      fromTrashAs: (slug) => `من سلة المحذوفات، بالعنوان ${isolated(slug)}`,
      deletedForever: 'حُذف نهائيًا من سلة المحذوفات',
      afterDaysInTrash: (n) => `بعد ${days(n)} في سلة المحذوفات`,
      revision: (id, at) => `النسخة رقم ${id}، المحفوظة في ${at}`,
      fileReplaced: (url) => `استُبدل ${isolated(url)}`,
      videoRemoved: 'أُزيل الفيديو',
      stillImageRemoved: 'أُزيلت الصورة الثابتة',
      previewUntil: (at) => `حتى ${at}`,
      spamPurged: (contact, consultation, n) =>
        `رسائل التواصل: ${contact}، وطلبات الاستشارة: ${consultation}، مما ورد قبل أكثر من ${days(n)}`,
      leadBudget: (limit) =>
        `حُفظ اليوم ${limit} من الرسائل والطلبات (بتوقيت UTC): يُرفض ما يصل بعدها حتى منتصف الليل بتوقيت UTC`,
      allTokens: (count) => `جميعها (${count})`,
      allTokensOfUser: (count, user) => `جميع رموز المستخدم ${user} (${count})`,
      restoredFrom: (source, sessions, tokens) =>
        `من ${isolated(source)}؛ الجلسات المنتهية: ${sessions}، والرموز الملغاة: ${tokens}`,
      notRestored: (file, reason) =>
        `لم تُستعد ${isolated(file)}: ${isolated(reason)}. لم يتغير شيء.`,
      couldNotRestore: (file, reason) =>
        `تعذّرت استعادة ${isolated(file)}: ${isolated(reason)}. بقي الموقع كما كان.`,
      noFile: (path) => `لا يوجد ملف في ${isolated(path)}`,
      neitherArchiveNorDatabase: 'ليس أرشيف نسخة احتياطية ولا قاعدة بيانات SQLite',
      noManifest: 'لا يحوي الأرشيف بيان محتوياته: ليس نسخة احتياطية من هذا الموقع',
      databaseInUse: (path) =>
        `قاعدة البيانات ${isolated(path)} قيد الاستخدام: أوقف الموقع قبل الاستعادة`,
      newerVersion: (name) => `${isolated(name)}: أنشأه إصدار أحدث من الموقع؛ حدّث الموقع أولًا`,
      notSqlite: (name) => `${isolated(name)}: ليس قاعدة بيانات SQLite`,
      notThisSite: (name, table) =>
        `${isolated(name)}: ليس نسخة احتياطية من هذا الموقع (لا يوجد ${isolated(table)})`,
      itsDatabase: 'قاعدة بياناته',
      damaged: (name, why) => `${isolated(name)}: تالف: ${isolated(why)}`,
      notTheOneDescribed: 'قاعدة بياناته ليست التي يصفها بيان محتوياته',
      unsafeOrUnknownPath: (path) => `يحوي الأرشيف مسارًا غير آمن أو غير معروف: ${isolated(path)}`,
      unsafePath: (path) => `يحوي الأرشيف مسارًا غير آمن: ${isolated(path)}`,
      entryOfType: (type, path) =>
        `يحوي الأرشيف عنصرًا من نوع ${isolated(type)} (${isolated(path)})`,
      heldTwice: (path) => `يحوي الأرشيف ${isolated(path)} مرتين`,
      tooManyFiles: 'يحوي الأرشيف ملفات أكثر من اللازم',
      moreThanFree: (mb) =>
        `يحتاج الأرشيف عند فكّه إلى أكثر من ${mb} ميغابايت، وهذا أكثر من المساحة الفارغة في القرص`,
      manifestTooLarge: 'بيان المحتويات أكبر من اللازم',
      archiveDamaged: (why) => `الأرشيف تالف: ${isolated(why)}`,
      manifestNotJson: 'بيان المحتويات ليس JSON صالحًا',
      manifestUnreadable: (why) => `بيان المحتويات ليس مما يقرؤه هذا الإصدار (${isolated(why)})`,
      manifestListsTwice: 'يذكر بيان المحتويات ملفًا مرتين',
      noDatabase: 'لا يحوي الأرشيف قاعدة بيانات',
      notInArchive: (path) => `${isolated(path)} مذكور في بيان المحتويات وليس في الأرشيف`,
      checksum: (path) => `${isolated(path)} لا يطابق مجموعه الاختباري: الأرشيف تالف`,
      notInManifest: (path) => `${isolated(path)} في الأرشيف وليس في بيان المحتويات`,
    },
    doors: {
      admin: 'لوحة التحكم',
      api: 'الواجهة البرمجية',
      cli: 'سطر الأوامر',
      system: 'النظام',
    },
  },
}

// The revisions screens' texts in Arabic (Modern Standard Arabic), typed by the English ones
// (admin-account-en.ts): a key missing or extra does not compile.
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
    backToDashboard: 'العودة إلى الرئيسية',
  },
}

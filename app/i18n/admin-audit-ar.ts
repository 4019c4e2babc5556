// The audit log screen's texts in Arabic (Modern Standard Arabic), typed by the English ones
// (admin-audit-en.ts): a key missing or extra does not compile.
import type { AdminAuditDictionary } from './admin-audit-en.ts'
import { LOCALE_TAGS } from './languages.ts'

const number = (n: number) => n.toLocaleString(LOCALE_TAGS.ar)

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
    },
    doors: {
      admin: 'لوحة التحكم',
      api: 'الواجهة البرمجية',
      cli: 'سطر الأوامر',
      system: 'النظام',
    },
  },
}

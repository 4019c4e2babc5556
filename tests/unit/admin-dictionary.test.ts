// Issue 34: the admin's dictionaries. The compiler refuses an Arabic dictionary with a key missing
// or extra (it is typed by the English one); this checks the same at run time, with every text
// a function in English a function in Arabic, and that messages the server writes in English are
// shown in Arabic through it.
import { describe, expect, test } from 'vitest'
import { adminAr } from '#app/i18n/admin-dictionary-ar.ts'
import { adminEn } from '#app/i18n/admin-dictionary-en.ts'
import { translateMessage } from '#app/i18n/admin-messages.ts'
import { ADMIN_TEXTS } from '#app/i18n/admin-texts.ts'
import { KIND_TEXTS } from '#db/kind-menu.ts'

/** Every leaf's path, with its kind ("shell.title string", "nav.unread function"). */
function leaves(value: unknown, path = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => leaves(v, path ? `${path}.${key}` : key))
  }
  return [`${path} ${typeof value}`]
}

describe('the admin dictionaries', () => {
  test('Arabic has every key English has, and no other, each of the same kind', () => {
    expect(leaves(adminAr).sort()).toEqual(leaves(adminEn).sort())
  })

  test('every Arabic text is written in Arabic and none is empty', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : []
    for (const text of strings(adminAr)) expect(text).toMatch(/[\u0600-\u06FF]/)
  })

  test('the English server table gives each text back as written', () => {
    for (const text of ADMIN_TEXTS) expect(adminEn.texts[text]).toBe(text)
  })

  test("each kind's own texts (db/kind-menu.ts) are in both, and written in one place", () => {
    expect(KIND_TEXTS.length).toBeGreaterThan(0)
    for (const { en, ar } of KIND_TEXTS) {
      expect(Object.entries(adminEn.texts)).toContainEqual([en, en])
      expect(Object.entries(adminAr.texts)).toContainEqual([en, ar])
      expect(ADMIN_TEXTS as readonly string[]).not.toContain(en)
    }
    expect(translateMessage('Testimonial not found.', adminAr)).toBe('الرأي غير موجود.')
  })
})

describe('translateMessage', () => {
  test('a known server text, a field required and a field too long, in Arabic', () => {
    expect(translateMessage('Invalid email or password', adminAr)).toBe(
      'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    )
    expect(translateMessage('Title is required', adminAr)).toBe('يلزم إدخال العنوان')
    expect(translateMessage('Title must be at most 200 characters', adminAr)).toBe(
      'العنوان: 200 حرف على الأكثر',
    )
    expect(translateMessage('Description must be at most 20,000 characters', adminAr)).toBe(
      'الوصف: 20,000 حرف على الأكثر',
    )
  })

  test("a form part's field, named among the texts, and a slug taken, in Arabic", () => {
    expect(translateMessage('Feature title is required', adminAr)).toBe('يلزم إدخال عنوان الميزة')
    expect(translateMessage('Media URL must be at most 2,048 characters', adminAr)).toBe(
      'رابط الوسيط: 2,048 حرف على الأكثر',
    )
    expect(translateMessage('Another post has this slug', adminAr)).toBe(
      'منشور آخر يستخدم هذا المعرّف',
    )
    expect(translateMessage('Feature title is required', adminEn)).toBe('Feature title is required')
  })

  test('in English every message stays word for word, and an unknown one is left as it came', () => {
    for (const text of ['Title is required', 'Invalid email or password', 'Something new']) {
      expect(translateMessage(text, adminEn)).toBe(text)
    }
    expect(translateMessage('Something new', adminAr)).toBe('Something new')
  })
})

// Messages with a file's name, an item's title or a count in them (admin-message-patterns.ts), as
// the media library, the trash and the uploads write them. In Arabic the name keeps its own
// direction (isolated).
const i = (text: string) => `\u2068${text}\u2069`
const PATTERNED: ReadonlyArray<[string, string]> = [
  ['Alt text of photo.jpg saved.', `حُفظ النص البديل لـ ${i('photo.jpg')}.`],
  [
    'photo.jpg is still used, so it was not deleted.',
    `ما زال ${i('photo.jpg')} مستخدمًا، لذا لم يُحذف.`,
  ],
  [
    'photo.jpg moved to the trash, where it can be restored for 30 days.',
    `نُقل ${i('photo.jpg')} إلى سلة المحذوفات، ويمكن استعادته منها خلال 30 يومًا.`,
  ],
  [
    'photo.jpg replaced: everything that shows it shows the new file.',
    `استُبدل ${i('photo.jpg')}: كل ما يعرضه يعرض الآن الملف الجديد.`,
  ],
  ['Alt text must be at most 1000 characters.', 'النص البديل: 1000 حرف على الأكثر.'],
  ['1 file uploaded.', 'رُفع ملف واحد.'],
  ['3 files uploaded.', 'عدد الملفات المرفوعة: 3.'],
  [
    '2 files uploaded. notes.txt was not uploaded.',
    `عدد الملفات المرفوعة: 2. لم يُرفع ${i('notes.txt')}.`,
  ],
  ['At most 10 files at once.', '10 ملفات على الأكثر في المرة الواحدة.'],
  ['Post “Hello” restored.', `تمت استعادة منشور «${i('Hello')}».`],
  [
    'Detailed service “SEO” restored. Its address was taken meanwhile, so it is now “seo-2”.',
    `تمت استعادة خدمة مفصّلة «${i('SEO')}». كان عنوانه في الموقع قد أُخذ في الأثناء، فصار الآن «${i('seo-2')}».`,
  ],
  ['Post “Hello” deleted forever.', `تم حذف منشور «${i('Hello')}» نهائيًا.`],
  [
    'Images must not exceed 10 MB, video and audio 50 MB. At most 10 files at once: nothing was saved.',
    'يجب ألا تتجاوز الصور 10 ميغابايت، والفيديو والصوت 50 ميغابايت، وحتى 10 ملفات في المرة الواحدة: لم يُحفظ شيء.',
  ],
  [
    'This version cannot be restored as it is: Title must be at most 200 characters.',
    'لا يمكن استعادة هذه النسخة كما هي: العنوان: 200 حرف على الأكثر.',
  ],
  [
    'This version cannot be restored as it is: Title is required; Content is nested too deeply (more than 100 levels of tags).',
    'لا يمكن استعادة هذه النسخة كما هي: يلزم إدخال العنوان؛ المحتوى: تداخل الوسوم أعمق من اللازم (أكثر من 100 مستوى).',
  ],
  [
    'Content is nested too deeply (more than 100 levels of tags)',
    'المحتوى: تداخل الوسوم أعمق من اللازم (أكثر من 100 مستوى)',
  ],
  // The admin's error page (app/components/admin/admin-error.tsx): the spec's 'An error
  // occurred: ' plus the detail, the detail in Arabic too when it is known.
  ['An error occurred: Forbidden: cross-site request', 'حدث خطأ: مرفوض: طلب من موقع آخر'],
  ['An error occurred: Not quite known', 'حدث خطأ: Not quite known'],
  ['The form is too large to send (over 16 KB).', 'النموذج أكبر من أن يُرسل (أكثر من 16 كيلوبايت).'],
]

describe('messages with a name or a number in them', () => {
  test('read in English word for word, and in Arabic with the same name', () => {
    for (const [english, arabic] of PATTERNED) {
      expect(translateMessage(english, adminEn)).toBe(english)
      expect(translateMessage(english, adminAr)).toBe(arabic)
    }
  })
})

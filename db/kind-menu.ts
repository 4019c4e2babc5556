// Where each content kind's admin screen stands in the admin's menu (app/components/admin/admin-nav.tsx),
// with its words in both of the admin's languages. Data alone, importing nothing, so the
// browser's code reads it, as db/kind-folders.ts (docs/decisions/050-registry-in-db.md): the registry
// (db/kinds.ts) would bring the schema into the admin's scripts. `list` is the address of the
// screen that lists the kind (the registry's `admin.list` is taken from here); the order here is
// the order of the tabs. The registry's entries are typed by these names, so a kind in one and not
// the other does not compile.
/** A text of the menu in each admin language: the compiler refuses one without its Arabic. */
export type MenuText = { readonly en: string; readonly ar: string }

/** The menu's entries that gather several screens, each a tab over them. */
export type MenuEntry = 'blog' | 'work' | 'services' | 'pages'

/**
 * A tab of an entry (`tabOf`), or an entry of its own in the Content group, after Services.
 * `texts`: the kind's own admin texts (its screens' titles, questions and messages, written in
 * English in its routes and forms), which the admin's dictionaries take in beside
 * app/i18n/admin-texts.ts, so a new kind's words are written once, here, with their Arabic.
 */
export type MenuPlace = { list: string; texts?: readonly MenuText[] } & (
  { tabOf: MenuEntry; text: MenuText } | { ownEntry: MenuText }
)

export const KIND_MENU = {
  blog: { list: '/admin/blogs', tabOf: 'blog', text: { en: 'Posts', ar: 'المنشورات' } },
  'detailed-project': {
    list: '/admin/detailed-projects',
    tabOf: 'work',
    text: { en: 'Case studies', ar: 'دراسات الحالة' },
  },
  project: {
    list: '/admin/projects',
    tabOf: 'work',
    text: { en: 'Home page cards', ar: 'بطاقات الصفحة الرئيسية' },
  },
  category: {
    list: '/admin/categories',
    tabOf: 'work',
    text: { en: 'Categories', ar: 'التصنيفات' },
  },
  'detailed-service': {
    list: '/admin/detailed-services',
    tabOf: 'services',
    text: { en: 'Service pages', ar: 'صفحات الخدمات' },
  },
  service: {
    list: '/admin/services',
    tabOf: 'services',
    text: { en: 'Home page cards', ar: 'بطاقات الصفحة الرئيسية' },
  },
  testimonial: {
    list: '/admin/testimonials',
    ownEntry: { en: 'Testimonials', ar: 'آراء العملاء' },
    texts: [
      { en: 'Testimonial', ar: 'رأي عميل' },
      { en: 'Manage Testimonials', ar: 'إدارة آراء العملاء' },
      { en: 'Add New Testimonial', ar: 'إضافة رأي جديد' },
      { en: 'Edit Testimonial', ar: 'تعديل الرأي' },
      { en: 'Delete Testimonial', ar: 'حذف الرأي' },
      {
        en: 'Are you sure you want to delete this testimonial?',
        ar: 'هل أنت متأكد من حذف هذا الرأي؟',
      },
      { en: 'Testimonial saved successfully.', ar: 'حُفظ الرأي بنجاح.' },
      { en: 'Testimonial deleted successfully.', ar: 'حُذف الرأي بنجاح.' },
      { en: 'Testimonial not found.', ar: 'الرأي غير موجود.' },
      { en: 'Failed to fetch testimonials', ar: 'تعذّر جلب آراء العملاء' },
      { en: 'Failed to save testimonial', ar: 'تعذّر حفظ الرأي' },
      { en: 'Failed to delete testimonial', ar: 'تعذّر حذف الرأي' },
    ],
  },
  about: { list: '/admin/about', tabOf: 'pages', text: { en: 'About page', ar: 'صفحة من نحن' } },
  'hero-video': {
    list: '/admin/hero-video',
    tabOf: 'pages',
    text: { en: 'Home page video', ar: 'فيديو الصفحة الرئيسية' },
  },
} as const satisfies Record<string, MenuPlace>

export type MenuKind = keyof typeof KIND_MENU

/** The kinds in the menu's order. */
export const MENU_KINDS = Object.keys(KIND_MENU).filter((key): key is MenuKind =>
  Object.hasOwn(KIND_MENU, key),
)

/** Every kind's own admin texts (`MenuPlace['texts']`). */
export const KIND_TEXTS: readonly MenuText[] = MENU_KINDS.flatMap((kind) => {
  const place: MenuPlace = KIND_MENU[kind]
  return place.texts ?? []
})

// The demo content in Arabic (docs/decisions/025-languages.md): every text the demo items have,
// written in Modern Standard Arabic for the agency's market (not transliterated), so /ar reads as
// an Arabic site from the first start. Each item is found by its English title and its texts are
// stored as its Arabic translation (docs/decisions/027-content-translations.md); the start-up
// backfill then gives the items with a page their Arabic slug, in Arabic script, from these titles
// (docs/decisions/032). Category names follow docs/decisions/037. The hero's texts are the
// dictionary's (app/i18n/dictionary-ar.ts).
import { sql } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import * as schema from './schema.ts'

type Db = BetterSQLite3Database<typeof schema>
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** An item's Arabic texts by path ('title', 'features.1.description', 'tags.0.tag'). */
type Texts = Record<string, string>

/** A list's texts by position: `rows('features', [{title, description}])`. */
function rows(key: string, list: readonly (Record<string, string> | string)[], field = 'tag') {
  const texts: Texts = {}
  list.forEach((row, i) => {
    if (typeof row === 'string') texts[`${key}.${i}.${field}`] = row
    else for (const [name, value] of Object.entries(row)) texts[`${key}.${i}.${name}`] = value
  })
  return texts
}

const para = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('')

const SERVICES: Record<string, Texts> = {
  'Video production': {
    title: 'إنتاج الفيديو',
    description:
      'أفلام الإطلاق والمقابلات والفيديوهات التوضيحية، نخطط لها معك ويصوّرها طاقمنا الخاص، ثم نعدّ منها نسخة لكل شاشة ستُعرض عليها.',
  },
  'Brand identity': {
    title: 'الهوية البصرية',
    description:
      'أسماء وشعارات وألوان وخطوط للعلامات التجارية الناشئة والنامية، مع دليل يستطيع فريقك اتباعه من دوننا.',
  },
  'Social media content': {
    title: 'محتوى وسائل التواصل الاجتماعي',
    description:
      'منشورات ومقاطع قصيرة وقصص لشهر كامل في كل مرة، نخطط لها وفق تقويمك ونقدّم عنها تقارير بأرقام واضحة.',
  },
  'Web design': {
    title: 'تصميم المواقع',
    description:
      'مواقع وصفحات هبوط سريعة التحميل، سهلة القراءة على الهاتف، ويسهل على فريقك تحديثها باستمرار.',
  },
}

const DETAILED_SERVICES: Record<string, Texts> = {
  'Video production': {
    title: 'إنتاج الفيديو',
    subtitle: 'من النص إلى المونتاج النهائي (تجريبي)',
    description:
      'يشمل إنتاج الفيديو كل شيء من الفكرة الأولى حتى الملفات التي تنشرها: نص توافق عليه سطرًا بسطر، ويوم تصوير مع طاقمنا ومعداتنا، ومونتاج مع جولتين من التعديلات، ونسخ مُعدّة لموقعك وحساباتك على وسائل التواصل وإعلاناتك. تستغرق معظم الأفلام من ثلاثة إلى خمسة أسابيع. استبدل هذا النص من لوحة التحكم في قسم الخدمات التفصيلية.',
    pricing: 'ابتداءً من 1,500 دولار للمشروع (سعر تجريبي)',
    ...rows('features', [
      {
        title: 'كتابة النص',
        description: 'نحوّل ملخّص مشروعك إلى نص وقائمة لقطات توافق عليهما قبل أن يحمل أحدٌ الكاميرا.',
      },
      {
        title: 'التصوير',
        description: 'يوم واحد في موقع التصوير أو في الاستوديو، مع الإضاءة والصوت ومخرج من فريقنا.',
      },
      {
        title: 'المونتاج',
        description:
          'نسخة أولى خلال أسبوع، وجولتان من التعديلات، ثم الترجمة المكتوبة والموسيقى وتصحيح الألوان.',
      },
    ]),
  },
  'Brand identity': {
    title: 'الهوية البصرية',
    subtitle: 'مظهر يليق بك (تجريبي)',
    description:
      'ورشة استكشافية مع فريقك، وثلاثة اتجاهات تصميمية نختار منها واحدًا، ودليل للعلامة يضم شعارك وألوانك وخطوطك وقوالبك، جاهز للمطابع والمطوّرين.',
    ...rows('features', [
      {
        title: 'تصميم الشعار',
        description: 'ثلاثة اتجاهات من الورشة، نصقل أحدها ليصبح شعارًا يعمل بكل المقاسات.',
      },
      {
        title: 'دليل العلامة',
        description: 'الألوان والخطوط والمسافات والأمثلة في وثيقة واحدة يستخدمها فريقك ومورّدوك.',
      },
    ]),
  },
  'Social media content': {
    title: 'محتوى وسائل التواصل الاجتماعي',
    subtitle: 'تدفّق منتظم من المنشورات (تجريبي)',
    description:
      'يبدأ كل شهر بخطة محتوى توافق عليها، ويستمر بمنشورات ومقاطع قصيرة وقصص تُنفَّذ وفقها، وينتهي بتقرير موجز عمّا وصل إلى الناس وما لم يصل.',
    pricing: 'باقات شهرية ابتداءً من 800 دولار (سعر تجريبي)',
    ...rows('features', [
      {
        title: 'تقويم المحتوى',
        description: 'منشورات الشهر كلها مخطط لها في تقويم واحد، بتواريخها ونصوصها وصيغها.',
      },
      {
        title: 'التقارير',
        description: 'تقرير من صفحة واحدة كل شهر: الوصول والحفظ والنقرات وما سنغيّره بعد ذلك.',
      },
    ]),
  },
  'Web design': {
    title: 'تصميم المواقع',
    subtitle: 'مواقع سريعة التحميل سهلة القراءة (تجريبي)',
    description:
      'موقع أو صفحة هبوط نخطط لها حول ما جاء زوّارك ليفعلوه: خريطة للصفحات وكلماتها أولًا، ثم تصاميم للهاتف والحاسوب، وبناء يُحمَّل في نحو ثانية، ولوحة تحكم يحدّث منها فريقك الموقع من دوننا.',
    pricing: 'المواقع ابتداءً من 3,000 دولار (سعر تجريبي)',
    ...rows('features', [
      {
        title: 'الهاتف أولًا',
        description: 'كل صفحة مصممة لشاشة الهاتف أولًا، ثم تُرتَّب للأجهزة اللوحية والحواسيب.',
      },
      {
        title: 'صفحات سريعة',
        description: 'صفحات خفيفة وصور محسّنة، نقيس سرعتها على هاتف متوسط قبل الإطلاق.',
      },
      {
        title: 'تحديث سهل',
        description: 'لوحة تحكم يتعلّمها فريقك في ساعة، لتغيير النصوص والصور من دون مطوّر.',
      },
    ]),
  },
}

const CATEGORIES: Record<string, Texts> = {
  Video: { name: 'فيديو' },
  Branding: { name: 'هوية بصرية' },
  Web: { name: 'مواقع إلكترونية' },
}

const PROJECTS: Record<string, Texts> = {
  'Demo project: product launch film': {
    title: 'مشروع تجريبي: فيلم إطلاق منتج',
    description:
      'فيلم مدته ستون ثانية قدّم منتجًا جديدًا يوم إطلاقه، مع نسختين مختصرتين مدتهما ست ثوانٍ وخمس عشرة ثانية للإعلانات.',
  },
  'Demo project: café rebrand': {
    title: 'مشروع تجريبي: هوية جديدة لمقهى',
    description:
      'تحوّل مقهى الحيّ إلى سلسلة صغيرة: اسم جديد، وألوان أكثر دفئًا، وقوائم طعام سهلة القراءة عند طاولة الطلب.',
  },
  'Demo project: festival website': {
    title: 'مشروع تجريبي: موقع مهرجان',
    description:
      'موقع باع التذاكر وعرض برنامج مهرجان موسيقي يمتد ثلاثة أيام، وبُني ليصمد لحظة فتح باب البيع.',
  },
  'Demo project: podcast artwork': {
    title: 'مشروع تجريبي: تصاميم بودكاست',
    description: 'غلاف وقوالب حلقات لبودكاست مقابلات أسبوعي، لتبدو كل حلقة جزءًا من برنامج واحد.',
  },
}

const CASE_STUDIES: Record<string, Texts> = {
  'Launch film': {
    title: 'فيلم الإطلاق',
    subtitle: 'قصة منتج في 60 ثانية (تجريبي)',
    description:
      'كان المطلوب فيلمًا واحدًا يطلق منتجًا في يومه الأول. كتبنا القصة حول ثلاثة عملاء يستخدمونه، وصوّرناها في يوم واحد، وسلّمنا فيلمًا مدته ستون ثانية مع نسختين مختصرتين مدتهما ست ثوانٍ وخمس عشرة ثانية للإعلانات. افتُتحت به صفحة الإطلاق وكل حملة مدفوعة في ذلك الشهر.',
    ...rows('tags', ['فيديو', 'إطلاق']),
    ...rows('results', [
      { figure: '2.4 مليون', label: 'مشاهدة في الشهر الأول' },
      { figure: '+38%', label: 'في العملاء المحتملين المؤهَّلين' },
      { figure: '6', label: 'نسخ مختصرة للحملات المدفوعة' },
    ]),
  },
  'Café rebrand': {
    title: 'هوية جديدة لمقهى',
    subtitle: 'اسم جديد ومظهر جديد (تجريبي)',
    description:
      'كان المقهى قد تجاوز اسمه الأول. بعد ورشة عمل مع أصحابه اقترحنا ثلاثة اتجاهات، وصقلنا أحدها ليصبح اسمًا وشعارًا جديدين، ثم حملناه إلى اللافتات والأكواب وقوائم الطعام لتُقرأ بسهولة عند طاولة الطلب.',
    ...rows('tags', ['هوية بصرية', 'طباعة']),
    ...rows('results', [
      { figure: '3', label: 'اتجاهات إبداعية مدروسة' },
      { figure: '+21%', label: 'في عدد الزوار خلال أيام الأسبوع' },
    ]),
  },
  'Festival website': {
    title: 'موقع المهرجان',
    subtitle: 'التذاكر والبرنامج على الإنترنت (تجريبي)',
    description:
      'احتاج المهرجان إلى موقع يبيع التذاكر ويعرض برنامج الأيام الثلاثة ويصمد عند فتح باب البيع. صممناه للهاتف أولًا، وأبقينا كل صفحة خفيفة، واختبرناه بعشرة أضعاف الزيارات المتوقعة قبل الإطلاق.',
    ...rows('tags', ['ويب', 'فعاليات']),
    ...rows('results', [
      { figure: '0', label: 'دقيقة توقف عند فتح باب البيع' },
      { figure: '12 ألف', label: 'تذكرة بيعت عبر الإنترنت' },
      { figure: '1.1 ث', label: 'الزمن الوسيط لتحميل الصفحة على الهواتف' },
    ]),
  },
  'Podcast artwork': {
    title: 'تصاميم البودكاست',
    subtitle: 'مظهر واحد لكل حلقة (تجريبي)',
    description:
      'احتاج برنامج مقابلات أسبوعي إلى أن يبدو برنامجًا واحدًا أيًّا كان الضيف. صممنا الغلاف، ثم قالبًا لأغلفة الحلقات ومقاطعها يملؤه المقدّم بصورة وعنوان، فتصبح الحلقة الجديدة جاهزة لكل منصة في دقائق.',
    ...rows('tags', ['هوية بصرية', 'بودكاست']),
    ...rows('results', [
      { figure: '52', label: 'غلاف حلقة من قالب واحد' },
      { figure: '+30%', label: 'في المستمعين القادمين من صفحة البرنامج' },
    ]),
  },
}

const TESTIMONIALS: Record<string, Texts> = {
  'Sample client One': {
    clientName: 'العميل التجريبي الأول',
    clientTitle: 'مدير التسويق',
    quote: 'فهموا ما أردنا قوله قبل أن نفهمه نحن، وقاله فيلم الإطلاق في ستين ثانية.',
  },
  'Sample client Two': {
    clientName: 'العميلة التجريبية الثانية',
    clientTitle: 'مؤسِّسة المشروع',
    quote:
      'لاحظ عملاؤنا المظهر الجديد في الأسبوع الذي ظهر فيه، ويضمن لنا دليل العلامة أن نحافظ عليه كما ينبغي.',
  },
  'Sample client Three': {
    clientName: 'العميل التجريبي الثالث',
    clientTitle: 'مدير الفعاليات',
    quote: 'صمد الموقع صباح طرح التذاكر للبيع، وهي المرة الأولى التي يحدث فيها ذلك معنا.',
  },
  'Sample client Four': {
    clientName: 'العميلة التجريبية الرابعة',
    clientTitle: 'رئيسة قسم العلامة التجارية',
    quote:
      'خطط واضحة وتقارير صادقة ومنشورات يشاركها جمهورنا فعلًا: لم نعد نقلق بشأن وسائل التواصل الاجتماعي.',
  },
}

// Every demo post has the same text (db/seed.ts): its Arabic is the same too, under its own title.
const POST_CONTENT =
  para(
    'يبدأ العمل الجيد بسؤال واحد: لمن هذا العمل، وماذا ينبغي أن يفعل من يراه بعد ذلك؟ أجب عنه في جملة واحدة قبل أن تخطط لأي شيء آخر.',
    'ثم دوّن ما لديك بالفعل، وما بقي عليك أن تصنعه، والموعد الذي يجب أن يكون فيه جاهزًا. من هذه القوائم الثلاث تنبع الخطة.',
  ) +
  '<ul><li>اتفقوا على الرسالة الواحدة قبل المسودة الأولى</li><li>اتركوا أسبوعًا للتعديلات التي لم يتوقعها أحد</li></ul>'

const POSTS: Record<string, string> = {
  'Planning a brand video': 'التخطيط لفيديو العلامة التجارية',
  'Five questions before a rebrand': 'خمسة أسئلة قبل تجديد الهوية',
  'What makes a landing page work': 'ما الذي يجعل صفحة الهبوط ناجحة',
  'A month of social content': 'شهر من محتوى وسائل التواصل',
  'Choosing music for video': 'اختيار الموسيقى للفيديو',
  'Photographing products at home': 'تصوير المنتجات في المنزل',
  'Writing a creative brief': 'كتابة ملخّص إبداعي',
  'Measuring a campaign': 'قياس نتائج الحملة',
}

const ABOUT: Texts = rows('sections', [
  {
    title: 'من نحن',
    content: para(
      'نحن فريق صغير من المخرجين والمصممين والمطوّرين، نصنع الأفلام والهويات البصرية والمواقع الإلكترونية للشركات منذ عام 2015.',
    ),
  },
  {
    title: 'كيف نعمل',
    content: para(
      'يبدأ كل مشروع بمكالمة وخطة مكتوبة: ما الذي سنصنعه، ومتى، وكم سيكلّف. وتوافق على كل خطوة قبل أن تبدأ الخطوة التالية.',
    ),
  },
  {
    title: 'ما نؤمن به',
    content: para('عمل واضح قبل أن يكون لامعًا، ومواعيد نلتزم بها، ونتائج نقيسها معك لا نيابةً عنك.'),
  },
])

// The About page's blocks (db/seed.ts), by position like its sections. The people's names are
// written in Arabic letters, as an Arabic page would print them.
const ABOUT_BLOCKS: Texts = {
  ...rows('team', [
    { name: 'مايا تشين', role: 'المديرة الإبداعية' },
    { name: 'عمر حدّاد', role: 'مخرج ومونتير' },
    { name: 'ليلى أوكافور', role: 'مصممة الهوية البصرية' },
    { name: 'سام ريفيرا', role: 'مطوّر الويب' },
  ]),
  ...rows('figures', [
    { value: '+120', label: 'مشروعًا منجزًا' },
    { value: '11', label: 'عامًا من العمل' },
    { value: '48', label: 'عميلًا في 9 دول' },
    { value: '4.9/5', label: 'متوسط تقييم العملاء' },
  ]),
  ...rows('clients', [
    { name: 'عميل تجريبي: شركة نقل' },
    { name: 'عميل تجريبي: مطعم' },
    { name: 'عميل تجريبي: عيادة' },
    { name: 'عميل تجريبي: متجر إلكتروني' },
    { name: 'عميل تجريبي: جامعة' },
  ]),
}

function store(tx: Tx, kind: string, itemId: number, texts: Texts) {
  tx.insert(schema.translations)
    .values(
      Object.entries(texts).map(([field, value]) => ({
        kind,
        itemId,
        language: 'ar' as const,
        field,
        value,
      })),
    )
    .run()
}

/** Stores the Arabic texts of the items of `kind` found by their English `column` in `texts`. */
function translate(
  tx: Tx,
  kind: string,
  table: SQLiteTable,
  column: SQLiteColumn,
  texts: Record<string, Texts>,
) {
  for (const [name, fields] of Object.entries(texts)) {
    const row = tx.get<{ id: number } | undefined>(
      sql`SELECT id FROM ${table} WHERE ${column} = ${name}`,
    )
    if (row) store(tx, kind, row.id, fields)
  }
}

/**
 * The demo items' Arabic texts, by the registry's kind names (db/kinds.ts), inside
 * the demo's own transaction; `postTitle` is how db/seed.ts titles a demo post from its topic.
 */
export function seedArabic(tx: Tx, postTitle: (topic: string) => string) {
  const s = schema
  translate(tx, 'service', s.services, s.services.title, SERVICES)
  translate(tx, 'detailed-service', s.detailedServices, s.detailedServices.title, DETAILED_SERVICES)
  translate(tx, 'category', s.categories, s.categories.name, CATEGORIES)
  translate(tx, 'project', s.projects, s.projects.title, PROJECTS)
  translate(tx, 'detailed-project', s.detailedProjects, s.detailedProjects.title, CASE_STUDIES)
  translate(tx, 'testimonial', s.testimonials, s.testimonials.clientName, TESTIMONIALS)
  const posts = Object.fromEntries(
    Object.entries(POSTS).map(([topic, title]) => [
      postTitle(topic),
      { title: `${title} (مقال تجريبي)`, content: POST_CONTENT },
    ]),
  )
  translate(tx, 'blog', s.blogPosts, s.blogPosts.title, posts)
  store(tx, 'about', 1, { ...ABOUT, ...ABOUT_BLOCKS })
}

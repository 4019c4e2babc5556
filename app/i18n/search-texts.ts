// The search results page's texts in both languages (docs/search.md). Apart from the page
// dictionaries (dictionary-en.ts, dictionary-ar.ts, which hold the header's box): only the results
// page loads them, so no other page's JavaScript carries them (README, "Speed": the public pages
// stay within 100 KB gzipped).
import type { Language } from './languages.ts'

const en = {
  placeholder: 'Search…',
  description: 'Find a post, a case study or a service by any word, in English or Arabic.',
  resultsFor: (query: string) => `Results for “${query}”`,
  count: (n: number) => (n === 1 ? '1 result' : `${n} results`),
  prompt: 'Type a word to find posts, case studies and services.',
  empty: (query: string) => `Nothing found for “${query}”.`,
  suggest: 'Browse our work in the portfolio, or read the blog.',
  results: 'Search results',
  pages: 'Search result pages',
  previous: 'Previous results',
  next: 'More results',
  page: (n: number, pages: number) => `Page ${n} of ${pages}`,
  // A service card (the home page's Our Services) and a detailed service (a page of its own) are
  // two items, often of one name: each kind says which one a result is.
  kinds: {
    blog: 'Post',
    'detailed-project': 'Case study',
    service: 'Service summary',
    'detailed-service': 'Service page',
    about: 'About us',
  },
}

const ar: typeof en = {
  placeholder: 'ابحث…',
  description: 'ابحث عن منشور أو دراسة حالة أو خدمة بأي كلمة، بالعربية أو بالإنجليزية.',
  resultsFor: (query) => `نتائج البحث عن «${query}»`,
  // Arabic counts: 3 to 10 take the plural, 11 and more the singular.
  count: (n) =>
    n === 1 ? 'نتيجة واحدة' : n === 2 ? 'نتيجتان' : n <= 10 ? `${n} نتائج` : `${n} نتيجة`,
  prompt: 'اكتب كلمة لتجد المنشورات ودراسات الحالة والخدمات.',
  empty: (query) => `لم نجد شيئًا عن «${query}».`,
  suggest: 'تصفّح أعمالنا في معرض الأعمال، أو اقرأ المدونة.',
  results: 'نتائج البحث',
  pages: 'صفحات نتائج البحث',
  previous: 'النتائج السابقة',
  next: 'مزيد من النتائج',
  page: (n, pages) => `الصفحة ${n} من ${pages}`,
  kinds: {
    blog: 'منشور',
    'detailed-project': 'دراسة حالة',
    service: 'نبذة عن خدمة',
    'detailed-service': 'صفحة خدمة',
    about: 'من نحن',
  },
}

export const SEARCH_TEXTS: Record<Language, typeof en> = { en, ar }

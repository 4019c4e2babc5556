// The class names the rich-text editor (Lexical) puts on what it writes. Shared by the editor and the
// sanitizer, which keeps these and drops every other class: stored HTML cannot pull in the site's
// own utility classes ("fixed inset-0 z-50") to cover the page.
export const RICH_TEXT_THEME = {
  text: { bold: 'font-bold', italic: 'italic' },
  heading: { h2: 'text-2xl font-bold', h3: 'text-xl font-semibold' },
  list: { ul: 'list-disc pl-6', ol: 'list-decimal pl-6' },
  link: 'text-brand-700 underline',
  paragraph: 'mb-2',
}

type Theme = string | { [key: string]: Theme }
const classesOf = (theme: Theme): string[] =>
  typeof theme === 'string' ? theme.split(/\s+/) : Object.values(theme).flatMap(classesOf)

export const RICH_TEXT_CLASSES = [...new Set(classesOf(RICH_TEXT_THEME))]

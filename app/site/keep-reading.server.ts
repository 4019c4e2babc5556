// The foot of a post (docs/product.md's reading flow): the next post and two related ones, so a
// reader never ends in the footer. Published posts only, in the page's language (a post shown in
// another language as a fallback is left out); related means sharing words of the title and the
// teaser, the newest first among equals, and the newest others fill the row when none share.
import type { Language } from '#app/i18n/languages.ts'
import { listBlogPosts } from '#app/models/blog.server.ts'
import { preview } from '#app/lib/text.ts'

/** How many recent posts are weighed: the page stays cheap however long the blog grows. */
const WEIGHED = 60
const RELATED = 2

type Post = ReturnType<typeof listBlogPosts>[number] & {
  shownIn?: Partial<Record<string, Language>>
}

const words = (text: string) =>
  new Set(
    text
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 4),
  )

const inLanguage = (post: Post, language: Language) =>
  Object.values(post.shownIn ?? {}).every((shown) => shown === language)

export function keepReading(
  current: { _id: string },
  language: Language,
  translate: (posts: Post[]) => Post[],
): { next: Post | null; related: Post[] } {
  const all = translate(listBlogPosts({ limit: WEIGHED, publication: true })).filter((p) =>
    inLanguage(p, language),
  )
  const at = all.findIndex((p) => p._id === current._id)
  const others = all.filter((p) => p._id !== current._id)
  if (others.length === 0) return { next: null, related: [] }
  // The next one down the blog's list (older), back to the newest after the last.
  const next = at === -1 ? others[0]! : (all[at + 1] ?? all.find((p) => p._id !== current._id))!
  const self = all[at]
  const mine = self ? words(`${self.title} ${preview(self.content, 300)}`) : new Set<string>()
  const related = others
    .filter((p) => p._id !== next._id)
    .map((p, order) => {
      let shared = 0
      for (const w of words(`${p.title} ${preview(p.content, 300)}`)) if (mine.has(w)) shared++
      return { p, shared, order }
    })
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, RELATED)
    .map(({ p }) => p)
  return { next, related }
}

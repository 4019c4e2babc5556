// The readable addresses of publishable items (docs/publishing.md): a slug made from the title or
// typed, unique in its kind across its languages, and the old slugs that keep redirecting to the item.
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { slugRedirects, translationPublication } from '#db/schema.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { getDb } from '#app/lib/db.server.ts'
import { publicContentChanged } from '#app/lib/content-version.server.ts'
import { ConflictError } from './errors.ts'
import { KINDS, type SlugKind } from '#db/kinds.ts'

export const MAX_SLUG = 100

/**
 * "My first post!" -> "my-first-post", "مرحبا بالعالم" -> "مرحبا-بالعالم": letters, marks and digits
 * of any script, lower-cased, joined by single dashes. Never only digits (those are ids): `fallback`
 * goes first then, and stands alone for a title with no letter or digit.
 */
export function slugify(text: string, fallback: string): string {
  const joined = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
  const slug = Array.from(joined).slice(0, MAX_SLUG).join('').replace(/-$/, '')
  if (!slug) return fallback
  return /^[0-9]+$/.test(slug) ? `${fallback}-${slug}` : slug
}

/** The items that hold a slug as an address. */
type SlugHolders = (slug: string) => readonly number[]

/**
 * Every item of a kind whose address a slug is, in any language: its default slug or its slug in
 * a language, published or not. An address names one item (docs/security.md "One spelling of an
 * address"): an item's page in the other language is at its default slug while it has no slug
 * there, so a translation that took another item's default slug would take that page over.
 */
export function slugHolders(kind: SlugKind, slug: string): number[] {
  const table = KINDS[kind].table
  const db = getDb()
  const own = db.select({ id: table.id }).from(table).where(eq(table.slug, slug)).all()
  const tp = translationPublication
  const translated = db
    .select({ id: tp.itemId })
    .from(tp)
    .where(and(eq(tp.kind, kind), inArray(tp.language, [...LANGUAGES]), eq(tp.slug, slug)))
    .all()
  return [...own, ...translated].map((r) => r.id)
}

/**
 * The slug a write stores: the one typed (made URL-safe), else the stored one, else one made from
 * the title (with -2, -3... when taken). A typed slug another item holds is a ConflictError.
 */
export function chooseSlug(options: {
  wanted: string | null | undefined
  title: string
  current?: { id: number; slug: string | null }
  holders: SlugHolders
  fallback: string
  takenText: string
}): string {
  const { wanted, title, current, holders, fallback, takenText } = options
  const mine = (slug: string) => holders(slug).every((id) => id === current?.id)
  if (wanted === undefined && current?.slug) return current.slug
  if (wanted) {
    const slug = slugify(wanted, fallback)
    if (!mine(slug)) throw new ConflictError(takenText, 'slug')
    return slug
  }
  const base = slugify(title, fallback)
  let slug = base
  for (let n = 2; !mine(slug); n++) {
    const suffix = `-${n}`
    slug =
      Array.from(base)
        .slice(0, MAX_SLUG - suffix.length)
        .join('') + suffix
  }
  return slug
}

/** After a slug change: the old address redirects to the item, the new one is the item's alone. */
export function recordSlugChange(
  kind: SlugKind,
  itemId: number,
  before: string | null | undefined,
  after: string,
) {
  const db = getDb()
  db.delete(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.slug, after)))
    .run()
  if (before && before !== after) {
    db.insert(slugRedirects)
      .values({ kind, slug: before, itemId })
      .onConflictDoUpdate({
        target: [slugRedirects.kind, slugRedirects.slug],
        set: { itemId },
      })
      .run()
  }
}

/** The item an old slug pointed to, if any. */
export function redirectedItem(kind: SlugKind, slug: string): number | undefined {
  return getDb()
    .select({ itemId: slugRedirects.itemId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.slug, slug)))
    .get()?.itemId
}

/** An item deleted forever takes its old addresses with it. */
export function forgetSlugs(kind: SlugKind, itemId: number) {
  getDb()
    .delete(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.itemId, itemId)))
    .run()
}

/**
 * Gives every item of a kind without a slug one from its title (rows from before slugs, or written
 * by hand); at start, for every kind with an address. Returns how many.
 */
export function backfillSlugs(kind: SlugKind): number {
  const table = KINDS[kind].table
  const { fallback, takenText } = KINDS[kind].address
  const db = getDb()
  const rows = db
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(isNull(table.slug))
    .orderBy(table.id)
    .all()
  for (const row of rows) {
    const current = { id: row.id, slug: null }
    const slug = chooseSlug({
      wanted: undefined,
      title: row.title,
      current,
      holders: (slug) => slugHolders(kind, slug),
      fallback,
      takenText,
    })
    db.update(table).set({ slug }).where(eq(table.id, row.id)).run()
  }
  if (rows.length > 0) publicContentChanged()
  return rows.length
}

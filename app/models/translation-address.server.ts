// An item's address in the other language (docs/decisions/032-translation-addresses.md):
// a slug of its own there, made from its translated title in that language's script (never
// transliterated) or typed beside the translation, unique per kind and language; its old slugs
// there keep answering 301. Without one, the item's page in that language uses the default
// language's slug.
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { translationPublication, translations, translationSlugRedirects } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { publicContentChanged } from '#app/lib/content-version.server.ts'
import type { Language } from '#app/i18n/languages.ts'
import { KINDS, tableName, type SlugKind } from '#db/kinds.ts'
import { chooseSlug, slugHolders } from './slugs.server.ts'
import { hiddenTranslations, translationPublicAt } from './translation-publication.server.ts'

/**
 * Each item's slug in `language` (only those that have one), by id; with `publicAt`, only those of
 * translations public then (a draft translation's slug is not an address yet).
 */
export function languageSlugs(
  kind: SlugKind,
  language: Language,
  ids?: readonly number[],
  publicAt?: Date,
): Map<number, string> {
  const rows = getDb()
    .select({ itemId: translationPublication.itemId, slug: translationPublication.slug })
    .from(translationPublication)
    .where(
      and(
        eq(translationPublication.kind, kind),
        eq(translationPublication.language, language),
        ids ? inArray(translationPublication.itemId, [...ids]) : undefined,
        publicAt ? translationPublicAt(publicAt) : undefined,
      ),
    )
    .all()
  return new Map(rows.flatMap((r) => (r.slug ? [[r.itemId, r.slug] as const] : [])))
}

/**
 * The item whose slug in `language` this is; with `publicAt`, only a translation public then (a
 * draft's or a scheduled translation's slug is no address yet, nor a way to one).
 */
export function languageSlugOwner(
  kind: SlugKind,
  language: Language,
  slug: string,
  publicAt?: Date,
) {
  return getDb()
    .select({ itemId: translationPublication.itemId })
    .from(translationPublication)
    .where(
      and(
        eq(translationPublication.kind, kind),
        eq(translationPublication.language, language),
        eq(translationPublication.slug, slug),
        publicAt ? translationPublicAt(publicAt) : undefined,
      ),
    )
    .get()?.itemId
}

/**
 * The item an old slug in `language` pointed to, if any; with `publicAt`, only while its
 * translation there is public (a translation that is not is none, its old slugs with it).
 */
export function languageRedirect(
  kind: SlugKind,
  language: Language,
  slug: string,
  publicAt?: Date,
) {
  const itemId = getDb()
    .select({ itemId: translationSlugRedirects.itemId })
    .from(translationSlugRedirects)
    .where(
      and(
        eq(translationSlugRedirects.kind, kind),
        eq(translationSlugRedirects.language, language),
        eq(translationSlugRedirects.slug, slug),
      ),
    )
    .get()?.itemId
  if (itemId === undefined || !publicAt) return itemId
  return hiddenTranslations(kind, language, [itemId], publicAt).has(itemId) ? undefined : itemId
}

/**
 * The slug an item's translation stores: the one typed (made URL-safe; another item's in that
 * language is a ConflictError on `slug`), else the stored one when nothing was said (`undefined`),
 * else one made from the translated title (-2, -3... when taken); null without a translated title.
 */
export function chooseLanguageSlug(
  kind: SlugKind,
  id: number,
  language: Language,
  wanted: string | null | undefined,
  title: string | null | undefined,
): string | null {
  const current = languageSlugs(kind, language, [id]).get(id) ?? null
  const typed = wanted?.trim()
  if (wanted === undefined && current) return current
  if (!typed && !title?.trim()) return null
  const { fallback, takenText } = KINDS[kind].address
  return chooseSlug({
    wanted: typed || null,
    title: title ?? '',
    current: { id, slug: current },
    holders: (slug) => slugHolders(kind, slug),
    fallback,
    takenText,
  })
}

/**
 * Stores an item's slug in `language` (in the caller's transaction): its previous one, if any,
 * redirects to it from now on, and the new one is its alone (an old slug of another item by that
 * name stops redirecting).
 */
export function storeLanguageSlug(
  kind: SlugKind,
  id: number,
  language: Language,
  slug: string | null,
  now: Date,
) {
  const db = getDb()
  const before = languageSlugs(kind, language, [id]).get(id)
  db.insert(translationPublication)
    .values({ kind, itemId: id, language, slug, updatedAt: now })
    .onConflictDoUpdate({
      target: [
        translationPublication.kind,
        translationPublication.itemId,
        translationPublication.language,
      ],
      set: { slug, updatedAt: now },
    })
    .run()
  if (slug) {
    db.delete(translationSlugRedirects)
      .where(
        and(
          eq(translationSlugRedirects.kind, kind),
          eq(translationSlugRedirects.language, language),
          eq(translationSlugRedirects.slug, slug),
        ),
      )
      .run()
  }
  if (before && before !== slug) {
    db.insert(translationSlugRedirects)
      .values({ kind, language, slug: before, itemId: id, createdAt: now })
      .onConflictDoUpdate({
        target: [
          translationSlugRedirects.kind,
          translationSlugRedirects.language,
          translationSlugRedirects.slug,
        ],
        set: { itemId: id },
      })
      .run()
  }
}

/**
 * Gives every item of a kind with a translated title but no slug in that language one made from
 * that title (translations written before slugs per language, or by hand, or whose slug was
 * another item's address); at start. How many.
 */
export function backfillLanguageSlugs(kind: SlugKind, now = new Date()): number {
  const taken = yieldTakenLanguageSlugs(kind)
  const rows = getDb()
    .select({
      itemId: translations.itemId,
      language: translations.language,
      title: translations.value,
    })
    .from(translations)
    .leftJoin(
      translationPublication,
      and(
        eq(translationPublication.kind, translations.kind),
        eq(translationPublication.itemId, translations.itemId),
        eq(translationPublication.language, translations.language),
      ),
    )
    .where(
      and(
        eq(translations.kind, kind),
        eq(translations.field, 'title'),
        isNull(translationPublication.slug),
      ),
    )
    .orderBy(translations.itemId)
    .all()
  for (const row of rows) {
    const slug = chooseLanguageSlug(kind, row.itemId, row.language, undefined, row.title)
    storeLanguageSlug(kind, row.itemId, row.language, slug, now)
  }
  if (rows.length > 0 || taken > 0) publicContentChanged()
  return rows.length
}

/**
 * Slugs in a language that another item holds as its default slug, stored before a slug named one
 * item across the languages (app/models/slugs.server.ts): that address is the other item's page in
 * that language too, so the translation's slug yields (no redirect) and is made again from its
 * title by the backfill. How many.
 */
function yieldTakenLanguageSlugs(kind: SlugKind): number {
  const items = `"${tableName(KINDS[kind].table)}"`
  return getDb()
    .$client.prepare(
      `UPDATE translation_publication SET slug = NULL WHERE kind = ? AND slug IS NOT NULL AND EXISTS (SELECT 1 FROM ${items} AS item WHERE item.slug = translation_publication.slug AND item.id <> translation_publication.item_id)`,
    )
    .run(kind).changes
}

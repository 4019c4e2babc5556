// What every kind with a public page shares, over its table (docs/publishing.md): the rows a reader
// sees, its items listed and read one by one, the item at an address, what a preview link shows,
// its create and update through the write path with the row they store (status, publish time and
// slug), and the sitemap's list of addresses.
import { eq, type SQL } from 'drizzle-orm'
import { type blogPosts, type PublicationStatus } from '#db/schema.ts'
import { DEFAULT_LANGUAGE, otherLanguage, type Language } from '#app/i18n/languages.ts'
import { segmentText } from '#app/lib/address.ts'
import { getDb } from '#app/lib/db.server.ts'
import { isPublic, newestFirst, type PublishedTable } from '#app/lib/public-visibility.server.ts'
import { iso } from './fields.ts'
import { parseId } from './id.ts'
import { createContent, deleteContent, updateContent } from './content-write.server.ts'
import { KINDS, type SlugKind } from '#db/kinds.ts'
import { readPreviewToken, revokePreviews } from './preview.server.ts'
import {
  resolvePublication,
  statusAt,
  visibleTo,
  whereId,
  type PublicationInput,
  type Reader,
  type Stored,
} from './publication-status.server.ts'
import {
  chooseSlug,
  forgetSlugs,
  recordSlugChange,
  redirectedItem,
  slugHolders,
} from './slugs.server.ts'
import { languageRedirect, languageSlugOwner, languageSlugs } from './translation-address.server.ts'
import { hasHiddenTranslation, hiddenTranslations } from './translation-publication.server.ts'

/**
 * An address's item, or the address it moved to (301; 302 when `temporary`: the item's address in
 * that language while its translation is not public), or undefined when nothing public is there.
 */
export type Found<T> = { item: T } | { movedTo: string; temporary?: true } | undefined

type Answer = { slug?: string; status?: PublicationStatus }

/** A row's own columns: its publication columns and times are the write's (saveRow). */
type RowValues<Tbl extends PublishedTable> = Omit<
  Tbl['$inferInsert'],
  'id' | 'status' | 'publishAt' | 'slug' | 'createdAt' | 'updatedAt'
> & { title: string }

/** A stored row as the shared writes need it (its children beside, as the kind reads them). */
type StoredRow = Stored & { id: number; slug: string | null; createdAt: Date }

/** What a kind's own read of rows takes: Drizzle's relational query's options. */
export type FindOptions = { where?: SQL; orderBy?: SQL[]; limit?: number; offset?: number }

const EVERY = { all: true, publication: true } as const
const DEFAULT_PAGES = { language: DEFAULT_LANGUAGE, defaultLanguage: DEFAULT_LANGUAGE }

/**
 * The reads and writes every publishable kind shares, over its table: which rows a reader sees, its
 * items listed and read one by one, the item at an address (its slug, or its id or an old slug that
 * move to it), what a preview link shows, and its create, update and delete through the write path.
 * The kind gives its own read of rows (`find`: its relational query with its children) and how a
 * row is answered (`answer`); the slug rules (`fallback`, `takenText`) are its registry entry's.
 */
export function publishable<
  Tbl extends PublishedTable,
  Row extends StoredRow,
  T extends Answer & Record<string, unknown>,
>(spec: {
  kind: SlugKind
  table: Tbl
  find: (options: FindOptions) => Row[]
  answer: (reader: Reader) => (row: Row) => T
}) {
  const { kind, table, find, answer } = spec
  const get = (id: number, reader: Reader = {}): T | undefined => {
    const [row] = find({ where: whereId(table, id, reader), limit: 1 })
    return row && answer(reader)(row)
  }
  // The slug rules are the registry's (db/kinds.ts).
  const { fallback, takenText } = KINDS[kind].address
  const slugOwner = (slug: string): number | undefined =>
    getDb().select({ id: table.id }).from(table).where(eq(table.slug, slug)).get()?.id
  const slugFor = (
    data: { slug?: string | null; title: string },
    current?: { id: number; slug: string | null },
  ) =>
    chooseSlug({
      wanted: data.slug,
      title: data.title,
      current,
      holders: (slug) => slugHolders(kind, slug),
      fallback,
      takenText,
    })

  /**
   * Writes an item's row in its write's transaction, with the status, publish time and slug it
   * stores: a new item (no `stored`) is inserted as created `now`, a stored one is updated. A
   * changed slug leaves its old address redirecting, and an item now public ends its preview
   * links (they showed it before). Answers the item's id.
   */
  function saveRow(
    values: RowValues<Tbl>,
    input: Publication,
    stored: StoredRow | undefined,
    now: Date,
  ): number {
    const publication = {
      ...resolvePublication(input, stored, now),
      slug: slugFor({ slug: input.slug, title: values.title }, stored),
    }
    // The table is one of PublishedTable: Drizzle cannot type a write to a table it does not know.
    const anyTable = table as PublishedTable as typeof blogPosts
    const row = { ...values, ...publication, updatedAt: now } as typeof blogPosts.$inferInsert
    const id = stored
      ? (getDb().update(anyTable).set(row).where(eq(table.id, stored.id)).run(), stored.id)
      : getDb()
          .insert(anyTable)
          .values({ ...row, createdAt: now })
          .returning({ id: table.id })
          .get().id
    recordSlugChange(kind, id, stored?.slug, publication.slug)
    const createdAt = stored?.createdAt ?? now
    // A translation not public yet keeps its preview links (docs/decisions/032).
    if (
      statusAt({ ...publication, createdAt }, now) === 'published' &&
      !hasHiddenTranslation(kind, id, now)
    )
      revokePreviews(kind, id)
    return id
  }

  type Publication = PublicationInput & { slug?: string | null }
  /** A write's row: its own columns with its status, publish time and slug. */
  type Data = RowValues<Tbl> & Publication
  const split = ({ status, publishAt, slug, ...values }: Data): [RowValues<Tbl>, Publication] =>
    // The rest of a generic row is its own columns, which TypeScript cannot see.
    [values as unknown as RowValues<Tbl>, { status, publishAt, slug }]

  return {
    visibleTo: (reader: Reader) => visibleTo(table, reader),
    whereId: (id: number, reader: Reader) => whereId(table, id, reader),

    /** The items `reader` sees, in `orderBy`'s order (a page of them with `limit`/`offset`). */
    list: (reader: Reader, options: Omit<FindOptions, 'where'>): T[] =>
      find({ ...options, where: visibleTo(table, reader) }).map(answer(reader)),

    /** One item as `reader` sees it (none when the reader may not see it). */
    get,

    /**
     * Creates an item through the write path: its row (`data`: its columns with its status,
     * publish time and slug), then what `children` writes beside it in the same transaction.
     */
    createItem(data: Data, { now, children }: { now: Date; children?: (id: number) => void }): T {
      const [values, publication] = split(data)
      return createContent(
        kind,
        {
          save() {
            const id = saveRow(values, publication, undefined, now)
            children?.(id)
            return id
          },
          read: (id) => get(id, { ...EVERY, now }),
        },
        { now },
      )
    },

    /**
     * Updates an item through the write path: `data` (or what it is from the stored row) over its
     * row, then `children` (given the stored row) beside it. Undefined when there is no such item.
     */
    updateItem(
      id: number,
      data: Data | ((stored: Row) => Data),
      { now, children }: { now: Date; children?: (id: number, stored: Row) => void },
    ): T | undefined {
      return updateContent(
        kind,
        id,
        {
          load: () => find({ where: eq(table.id, id), limit: 1 })[0],
          answer: answer(EVERY),
          save(stored) {
            const [values, publication] = split(typeof data === 'function' ? data(stored) : data)
            saveRow(values, publication, stored, now)
            children?.(id, stored)
          },
          read: (id) => get(id, { ...EVERY, now }),
        },
        { now },
      )
    },

    /** Deletes an item to the trash; its old addresses and preview links end with it. */
    deleteItem: (id: number): boolean =>
      deleteContent(kind, id, {
        removed() {
          forgetSlugs(kind, id)
          revokePreviews(kind, id)
        },
      }),

    /**
     * The item public at an address of `language`'s pages (its slug there), or where its id, its
     * slug in the other language or an old slug moved to: an item's address in the other language
     * than the default is its slug there, else its default slug (docs/decisions/032-translation-
     * addresses.md).
     */
    findByAddress(
      asked: string,
      reader: Reader = {},
      at: { language: Language; defaultLanguage: Language } = DEFAULT_PAGES,
    ): Found<T> {
      const viewer = { ...reader, publication: true }
      const other = at.language === at.defaultLanguage ? null : at.language
      // The public knows a translation's slug once the translation is public: a look-up never
      // finds, nor moves through, a translation that is not (docs/security.md).
      const now = reader.now ?? new Date()
      const publicAt = reader.all ? undefined : now
      // Slugs are stored in NFC (slugify): another form of the same letters moves to the item.
      const address = segmentText(asked)
      const foundAt = (id: number | undefined): Found<T> => {
        const item = id === undefined ? undefined : get(id, viewer)
        if (!item || id === undefined) return undefined
        const own = (other && languageSlugs(kind, other, [id], publicAt).get(id)) || item.slug!
        if (own === asked) return { item }
        // Its address while its translation waits: the translation's slug comes back when public.
        const waiting =
          other !== null && !reader.all && hiddenTranslations(kind, other, [id], now).has(id)
        return waiting ? { movedTo: own, temporary: true } : { movedTo: own }
      }
      if (other) {
        const owner = languageSlugOwner(kind, other, address, publicAt)
        if (owner !== undefined) return foundAt(owner)
      }
      // An item written by hand has no slug yet (until the next start): its id is its address.
      const byId = parseId(address)
      if (byId !== null) return foundAt(byId)
      const owner = slugOwner(address)
      if (owner !== undefined) return foundAt(owner)
      const otherOwner = other
        ? undefined
        : languageSlugOwner(kind, otherLanguage(at.language), address, publicAt)
      if (otherOwner !== undefined) return foundAt(otherOwner)
      const moved =
        (other ? languageRedirect(kind, other, address, publicAt) : undefined) ??
        redirectedItem(kind, address)
      return foundAt(moved)
    },

    /**
     * The item a preview link shows (every status), with when the link expires; an item already
     * public moves to its page; undefined when the link is malformed, forged, expired or revoked.
     */
    preview(
      token: string,
      now = new Date(),
      at: { language: Language; defaultLanguage: Language } = DEFAULT_PAGES,
    ): { item: T; expiresAt: Date } | { movedTo: string } | undefined {
      const link = readPreviewToken(kind, token, now)
      const id = link?.itemId
      const item = id !== undefined && get(id, { all: true, publication: true, now })
      if (!link || !item || id === undefined) return undefined
      // A link in the other language shows its translation until that is public too (decision 032).
      const other = at.language === at.defaultLanguage ? null : at.language
      const waiting = other !== null && hiddenTranslations(kind, other, [id], now).has(id)
      if (item.status === 'published' && !waiting) {
        return { movedTo: (other && languageSlugs(kind, other, [id], now).get(id)) || item.slug! }
      }
      return { item, expiresAt: link.expiresAt }
    },
  }
}

export type Stamp = { _id: string; slug: string; updatedAt: string }

/** Each public item's address and when it last changed, newest first (the sitemap's). */
export function listPublicStamps(kind: SlugKind, limit = 50_000, now = new Date()): Stamp[] {
  const table = KINDS[kind].table
  return getDb()
    .select({ id: table.id, slug: table.slug, updatedAt: table.updatedAt })
    .from(table)
    .where(isPublic(table, now))
    .orderBy(...newestFirst(table, false))
    .limit(limit)
    .all()
    .map((r) => ({ _id: String(r.id), slug: r.slug ?? String(r.id), updatedAt: iso(r.updatedAt) }))
}

/** An item's public address: its kind's path and its slug (or its id, which answers 301). */
export const publicPath = (kind: SlugKind, item: { _id: string; slug?: string }) =>
  `${KINDS[kind].address.path}/${encodeURIComponent(item.slug ?? item._id)}`

// The media library's server code (/admin/media, docs/decisions/026-media-library.md): a page of
// uploads with their thumbnails, sizes, dimensions, alt text and uses; the alt text saved by a plain
// POST; several files uploaded at once by a multipart POST (into uploads/media, which only the
// library's Delete empties, through the trash); and Delete, refused while anything uses the file. Every loader and
// action asks for the admin session first; every form works without JavaScript.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { formError, formReply } from '#app/lib/form-reply.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { describeImages } from '#app/lib/images.server.ts'
import { variantUrl } from '#app/lib/image-variants.ts'
import { notFound } from '#app/lib/http.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import { recordAuditOrLog } from '#app/models/audit.server.ts'
import { parseId } from '#app/models/id.ts'
import { adminEditUrl, isKind, kindLabel, kindSpec, tableName } from '#db/kinds.ts'
import {
  ALT_MAX,
  getMediaFile,
  isMediaFilter,
  listMediaFiles,
  setMediaAlt,
  type MediaFile,
} from '#app/models/media-library.server.ts'
import { translateMessage } from '#app/i18n/admin-messages.ts'
import type { AdminDictionary } from '#app/i18n/admin-dictionary-en.ts'
import { adminFormat, type AdminFormat } from './admin-format.server.ts'
import { ALT_INTENT, MEDIA_URL, type PickerItem } from './media-fields.ts'
import { uploadToLibrary } from './media-upload.server.ts'
import { trashMediaFile } from '#app/models/media-trash.server.ts'
import { getTrashItem, sweepTrash, TRASH_DAYS } from '#app/models/trash.server.ts'
import {
  whereUploadIsUsed,
  whereUploadsAreUsed,
  type UploadUse,
} from '#app/models/upload-refs.server.ts'

const GONE_TEXT = 'This file is no longer in the library.'

export type Use = { text: string; href: string }

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/** An item's title as its list shows it (the registry's title column), or null when it is gone. */
function titleOf(kind: string, id: number): string | null {
  if (!isKind(kind)) return null
  const spec = kindSpec(kind)
  if (spec.singleton) return spec.label
  const row = getDb()
    .$client.prepare<unknown[], { title: unknown }>(
      `SELECT ${quote(spec.titleColumn)} AS title FROM ${quote(tableName(spec.table))} WHERE id = ?`,
    )
    .get(id)
  return row ? String(row.title ?? '') || `#${id}` : null
}

/**
 * Where a file is used, as links to the screens that show each use (the index's lookups), named
 * in the admin's language (`t`).
 */
export const usesOf = (url: string, t: AdminDictionary): Use[] =>
  describeUses(whereUploadIsUsed(url), t)

/** A file's uses (whereUploadIsUsed's) as links to the screens that show each. */
function describeUses(all: UploadUse[], t: AdminDictionary): Use[] {
  const m = t.mediaLibrary
  const kindName = (kind: string) => translateMessage(kindLabel(kind), t)
  // An item's earlier versions are named once, and not at all when the item itself uses the file.
  const named = new Set(all.map((use) => `${use.kind}:${use.itemId}`))
  const uses = all.filter((use) => {
    if (use.kind !== 'revision') return true
    const key = `${use.of.kind}:${use.of.itemId}`
    if (named.has(key)) return false
    named.add(key)
    return true
  })
  return uses.map((use) => {
    if (use.kind === 'trash') {
      const item = getTrashItem(use.itemId)
      return {
        text: item ? m.useInTrash(translateMessage(item.label, t), item.title) : m.useTrashed,
        href: '/admin/trash',
      }
    }
    if (use.kind === 'revision') {
      const title = titleOf(use.of.kind, use.of.itemId)
      return {
        text: m.useRevision(kindName(use.of.kind), title),
        href: `/admin/revisions/${use.of.kind}/${use.of.itemId}`,
      }
    }
    const title = titleOf(use.kind, use.itemId)
    const label = kindName(use.kind)
    return {
      text: m.use(label, kindSpec(use.kind).singleton ? null : (title ?? `#${use.itemId}`)),
      href: adminEditUrl(use.kind, use.itemId),
    }
  })
}

/** "1.4 MB", "820 KB", "512 bytes", in the admin's language. */
export function formatSize(bytes: number, t: AdminDictionary): string {
  if (bytes < 1024) return t.mediaLibrary.bytes(bytes)
  if (bytes < 1024 * 1024) return t.mediaLibrary.kb(Math.round(bytes / 1024))
  return t.mediaLibrary.mb((bytes / (1024 * 1024)).toFixed(1))
}

/** The file's name as the admin knows it: the last part of its address. */
const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)

function card(
  file: MediaFile,
  sizes: Awaited<ReturnType<typeof describeImages>>,
  uses: UploadUse[],
  format: AdminFormat,
) {
  const info = sizes[file.url]
  return {
    id: file.id,
    url: file.url,
    name: nameOf(file.url),
    type: file.type,
    size: formatSize(file.size, format.t),
    dimensions: info ? `${info.width} × ${info.height}` : null,
    // The smallest resized copy (at most 320 wide), else the file itself.
    thumbnail:
      file.type !== 'image' ? null : info ? variantUrl(file.url, info.widths[0]!) : file.url,
    date: format.dateTime(file.createdAt),
    alt: file.alt,
    uses: describeUses(uses, format.t),
  }
}

export type MediaCard = ReturnType<typeof card>

function readQuery(request: Request) {
  const params = new URL(request.url).searchParams
  const filter = params.get('filter')
  const page = Number(params.get('page') ?? 1)
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    filter: isMediaFilter(filter) ? filter : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** The library page for the query in `request`'s address (also the picker's list). */
export async function mediaPage(request: Request, format: AdminFormat) {
  const query = readQuery(request)
  const { items, total, pages } = listMediaFiles(query)
  const sizes = await describeImages(items.filter((f) => f.type === 'image').map((f) => f.url))
  // Every file's uses in two statements for the whole page, not two per file.
  const used = whereUploadsAreUsed(items.map((f) => f.url))
  const cards = items.map((file) => card(file, sizes, used.get(file.url)!, format))
  return { query, cards, total, pages, page: Math.min(query.page, pages) }
}

/**
 * The files a library picker can pick (/admin/media/pick): a page of the library's images (or, with
 * `?type=any`, of every file) matching `?q=`, newest first, each with its thumbnail and the
 * library's alt text.
 */
export async function pickerLoader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const { q, page } = readQuery(request)
  const any = new URL(request.url).searchParams.get('type') === 'any'
  const { items, pages } = listMediaFiles({ q, filter: any ? null : 'image', page })
  const sizes = await describeImages(items.filter((f) => f.type === 'image').map((f) => f.url))
  const images: PickerItem[] = items.map((file) => {
    const info = sizes[file.url]
    return {
      url: file.url,
      name: nameOf(file.url),
      alt: file.alt,
      type: file.type,
      thumbnail:
        file.type !== 'image' ? null : info ? variantUrl(file.url, info.widths[0]!) : file.url,
    }
  })
  return Response.json(
    { images, page: Math.min(page, pages), pages },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export async function mediaLoader({ request }: LoaderFunctionArgs) {
  const format = adminFormat(await requireAdmin(request))
  const { message, headers } = await readMessage(request)
  return data({ ...(await mediaPage(request, format)), message, altMax: ALT_MAX }, { headers })
}

/** Back to the page the form was posted from (its search, filter and page kept). */
function backTo(request: Request) {
  const { search } = new URL(request.url)
  return `${MEDIA_URL}${search}`
}

export async function mediaAction({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
    return uploadToLibrary(request)
  }
  const form = await readPostedForm(request)
  const id = parseId(String(form.get('id') ?? ''))
  const file = id === null ? undefined : getMediaFile(id)
  if (form.get('intent') !== ALT_INTENT || !file) {
    return redirectWithMessage(backTo(request), GONE_TEXT, 'error')
  }
  const alt = String(form.get('alt') ?? '')
  if (alt.trim().length > ALT_MAX) {
    // The one form reply; the card it answers is the posted id, in its values.
    const initialValue = { intent: ALT_INTENT, id: String(file.id), alt }
    const error = { alt: [`Alt text must be at most ${ALT_MAX} characters.`] }
    return formReply({ status: 'error', initialValue, error }, 400)
  }
  setMediaAlt(file.id, alt)
  recordAuditOrLog({ action: 'update', entity: 'file', detail: file.url })
  return redirectWithMessage(backTo(request), `Alt text of ${nameOf(file.url)} saved.`)
}

function findFile(param: string | undefined) {
  const id = parseId(param)
  const file = id === null ? undefined : getMediaFile(id)
  if (!file) notFound(GONE_TEXT)
  return file
}

/**
 * The delete confirmation (/admin/media/:id/delete): refused while the file is used; an unused
 * file goes to the trash (app/models/media-trash.server.ts).
 */
export const deleteMediaRoute = {
  loader: async ({ request, params }: LoaderFunctionArgs) => {
    const { t } = adminFormat(await requireAdmin(request))
    const file = findFile(params.id)
    return { name: nameOf(file.url), uses: usesOf(file.url, t) }
  },
  action: async ({ request, params }: ActionFunctionArgs) => {
    const { t } = adminFormat(await requireAdmin(request))
    const file = findFile(params.id)
    const uses = usesOf(file.url, t)
    // Its uses are the loader's, read again after the post.
    if (uses.length > 0) {
      return formError(`${nameOf(file.url)} is still used, so it was not deleted.`, 409)
    }
    if (!trashMediaFile(file.id)) notFound(GONE_TEXT)
    sweepTrash()
    return redirectWithMessage(
      MEDIA_URL,
      `${nameOf(file.url)} moved to the trash, where it can be restored for ${TRASH_DAYS} days.`,
    )
  },
}

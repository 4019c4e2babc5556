// The revision screens of every kind of item (docs/publishing.md "Revisions"): the list of an
// item's versions with a comparison of two of them (/admin/revisions/<kind>/<id>?from=&to=, a GET
// form), and the confirmation of a restore (/admin/revisions/<kind>/<id>/restore/<revision>), whose
// post saves the version again through the model.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { ZodError } from 'zod'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { adminFormat, type AdminFormat } from './admin-format.server.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import { notFound } from '#app/lib/http.ts'
import { formError } from '#app/lib/form-reply.server.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import { parseId } from '#app/models/id.ts'
import { currentSnapshot, restoreRevision } from '#app/admin/revision-restore.server.ts'
import { adminEditUrl, isRevisionKind, KINDS, type RevisionKind } from '#db/kinds.ts'
import {
  getRevisions,
  listRevisions,
  MAX_REVISIONS,
  type RevisionEntry,
} from '#app/models/revision.server.ts'
import { attempt } from './failure.server.ts'
import { diffSnapshots } from './revision-diff.server.ts'

/** The revisions screen of an item: linked from its Edit screen. */
export const revisionsUrl = (kind: RevisionKind, id: number) => `/admin/revisions/${kind}/${id}`

const VIA_TEXT: Record<string, string> = {
  admin: 'the admin',
  api: 'the API',
  cli: 'the command line',
}

export type RevisionRow = { id: number; at: string; who: string; via: string | null }

function row(entry: RevisionEntry, timeZone: string, format: AdminFormat): RevisionRow {
  return {
    id: entry.id,
    at: format.dateTime(entry.at, timeZone),
    who: entry.actorName ?? 'Saved before revisions were kept',
    via: VIA_TEXT[entry.via] ?? null,
  }
}

/** The item from the URL, as it stands now: a 404 when the kind, the id or the item is not there. */
function findItem(params: LoaderFunctionArgs['params']) {
  const kind = params.kind
  const id = parseId(params.id)
  const snapshot = isRevisionKind(kind) && id !== null ? currentSnapshot(kind, id) : undefined
  if (!snapshot || !isRevisionKind(kind) || id === null) notFound('Item not found.')
  const name = typeof snapshot.title === 'string' ? snapshot.title : KINDS[kind].label
  return {
    kind,
    id,
    snapshot,
    item: { name, noun: KINDS[kind].noun, editUrl: adminEditUrl(kind, id) },
  }
}

export async function revisionsLoader({ request, params }: LoaderFunctionArgs) {
  const format = adminFormat(await requireAdmin(request))
  const { kind, id, item } = findItem(params)
  const timeZone = siteTimeZone()
  const { message, headers } = await readMessage(request)
  const revisions = listRevisions(kind, id)
  const search = new URL(request.url).searchParams
  const from = parseId(search.get('from') ?? undefined)
  const to = parseId(search.get('to') ?? undefined)
  let comparison = null
  let error = null
  if (search.has('from') || search.has('to')) {
    // Read older to newer, whichever way round the two were picked.
    const [older, newer] = getRevisions(kind, id, [from ?? 0, to ?? 0]).sort((a, b) => a.id - b.id)
    if (!older || !newer) error = 'Choose two different versions of this item to compare.'
    else {
      comparison = {
        from: row(older, timeZone, format),
        to: row(newer, timeZone, format),
        fields: diffSnapshots(kind, older.snapshot, newer.snapshot),
      }
    }
  }
  return data(
    {
      kind,
      id,
      item,
      max: MAX_REVISIONS,
      revisions: revisions.map((r) => row(r, timeZone, format)),
      selected: {
        from: comparison?.from.id ?? from ?? revisions[1]?.id ?? null,
        to: comparison?.to.id ?? to ?? revisions[0]?.id ?? null,
      },
      comparison,
      error,
      message,
    },
    { headers },
  )
}

function findRevision(params: LoaderFunctionArgs['params']) {
  const found = findItem(params)
  const revisionId = parseId(params.revision)
  const [revision] = revisionId === null ? [] : getRevisions(found.kind, found.id, [revisionId])
  if (!revision) notFound('Revision not found.')
  return { ...found, revision }
}

/** The restore's confirmation: what restoring this version would change in the item as it is. */
export async function restoreLoader({ request, params }: LoaderFunctionArgs) {
  const format = adminFormat(await requireAdmin(request))
  const { kind, id, item, snapshot, revision } = findRevision(params)
  return {
    item,
    listUrl: revisionsUrl(kind, id),
    revision: row(revision, siteTimeZone(), format),
    fields: diffSnapshots(kind, snapshot, revision.snapshot),
  }
}

export async function restoreAction({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const { kind, id, revision } = findRevision(params)
  const restored = attempt('Failed to restore this version', () => {
    try {
      return restoreRevision(kind, id, revision.id, admin.id)
    } catch (error) {
      if (error instanceof ZodError) return error
      throw error
    }
  })
  if (restored.value instanceof ZodError) {
    const reasons = restored.value.issues.map((issue) => issue.message).join('; ')
    return formError(`This version cannot be restored as it is: ${reasons}.`, 400)
  }
  if (!restored.ok) return formError(restored.error, 500)
  if (!restored.value) notFound('Item not found.')
  return redirectWithMessage(revisionsUrl(kind, id), 'Version restored.')
}

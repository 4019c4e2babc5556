// The /api doors of a kind whose registry entry has `api.fromRegistry` (db/kinds.ts): remix.config.ts
// mounts app/api/registry-door.route.ts at its `api.path`, `api.path/:id` and, with `api.upload`,
// its upload door's address, and the route finds its kind by the address asked. They answer as
// the route files of the kinds before them (app/routes/api.testimonials.ts, api.testimonials.$id.ts,
// api.uploads.testimonials.ts) and as docs/api.md says of every kind: the list and the create at
// the collection, the replace (or, with ?locale=, the translation's write) and the delete at the
// item, the read of one when the entry's `api.crud.getOne` says so. The texts come from its label
// ("Person not found."). The model gives the reads and writes (app/models/kind-door.ts).
import {
  DOOR_ROUTES,
  isUploadDoorKind,
  kindSpec,
  type CrudKind,
  type DoorKind,
  type UploadDoorKind,
} from '#db/kinds.ts'
import { apiJson, apiRoute, notFound, readJson, type ApiArgs } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import {
  askedLocale,
  inLocale,
  isTranslation,
  oneInLocale,
  refuseTranslatedCreate,
  writeTranslation,
} from '#app/api/api-locale.server.ts'
import { uploadHandler } from '#app/api/api-uploads.server.ts'
import type { KindDoor } from '#app/models/kind-door.ts'
import { kindDoorOf } from '#app/models/kind-models.server.ts'
import { parseId } from '#app/models/id.ts'

type Loader = ReturnType<typeof apiRoute>

/** A kind's collection and item doors over its model's `door`. */
export function kindDoors(kind: CrudKind, door: KindDoor): { collection: Loader; item: Loader } {
  const { label, api } = kindSpec(kind)
  const NOT_FOUND = `${label} not found.`
  const collection = apiRoute({
    GET: ({ request }) => apiJson(inLocale(kind, door.list(), askedLocale(request))),
    POST: async ({ request }) => {
      requireApiUser(request)
      const locale = askedLocale(request)
      refuseTranslatedCreate(locale)
      const body = await readJson(request, door.input)
      return apiJson(oneInLocale(kind, door.create(body), locale), 201)
    },
  })
  const read = ({ request, params }: ApiArgs) => {
    const id = parseId(params.id)
    const item = id === null ? undefined : door.read(id)
    if (!item) return notFound(NOT_FOUND)
    return apiJson(oneInLocale(kind, item, askedLocale(request)))
  }
  const item = apiRoute({
    ...(api.crud && api.crud.getOne ? { GET: read } : {}),
    PUT: async ({ request, params }) => {
      requireApiUser(request)
      const locale = askedLocale(request)
      const id = parseId(params.id)
      const before = id === null ? undefined : door.read(id)
      if (id === null || !before) return notFound(NOT_FOUND)
      if (isTranslation(locale)) {
        writeTranslation(kind, id, locale, await readJson(request), NOT_FOUND)
        const written = door.read(id)
        return written ? apiJson(oneInLocale(kind, written, locale)) : notFound(NOT_FOUND)
      }
      const replaced = door.replace(id, await readJson(request, door.input))
      if (!replaced) return notFound(NOT_FOUND)
      return apiJson(oneInLocale(kind, replaced, locale))
    },
    DELETE: async ({ request, params }) => {
      requireApiUser(request)
      const id = parseId(params.id)
      const before = id === null ? undefined : door.read(id)
      if (id === null || !before || !door.remove(id)) return notFound(NOT_FOUND)
      return apiJson({ message: `${label} deleted successfully.` })
    },
  })
  return { collection, item }
}

const doors = new Map<DoorKind, ReturnType<typeof kindDoors>>()
const doorsOf = (kind: DoorKind) => {
  const made = doors.get(kind) ?? kindDoors(kind, kindDoorOf(kind))
  doors.set(kind, made)
  return made
}
const uploads = new Map<UploadDoorKind, Loader>()
const uploadOf = (kind: UploadDoorKind) => {
  const made = uploads.get(kind) ?? apiRoute({ POST: uploadHandler(kind) })
  uploads.set(kind, made)
  return made
}
// An address no door of this sort takes (none, as mounted): the catch-all's 404 (routes/api.$).
const notMounted = () => notFound('Not found.')
const missing = apiRoute({ GET: notMounted, POST: notMounted, PUT: notMounted, DELETE: notMounted })

/**
 * The loader (and action) of app/api/registry-door.route.ts, which remix.config.ts mounts at every
 * address of DOOR_ROUTES: the door of the kind mounted at the address asked.
 */
export const registryDoor: Loader = (args) => {
  // Remix matches an address in any letter case, as it does the route files' addresses.
  const path = new URL(args.request.url).pathname.replace(/\/+$/, '').toLowerCase()
  const asItem = `${path.slice(0, path.lastIndexOf('/'))}/:id`
  const route =
    DOOR_ROUTES.find((r) => r.door !== 'item' && r.path === path) ??
    DOOR_ROUTES.find((r) => r.door === 'item' && r.path === asItem)
  if (!route) return missing(args)
  if (route.door !== 'upload') return doorsOf(route.kind)[route.door](args)
  return isUploadDoorKind(route.kind) ? uploadOf(route.kind)(args) : missing(args)
}

// What the registry's /api doors (app/api/kind-doors.server.ts) and admin screens
// (app/admin/kind-screens.server.ts) need of a kind's model, for a kind whose entry in db/kinds.ts
// has `api.fromRegistry` or `admin.screens`: its model declares
// `door: kindDoor({ input, list, read, create, replace, remove })` in its `kindModel`. The door
// validates a body against `input` (its 400 names the fields) before it reaches `create` or
// `replace`; the model's own writes parse it again, as they do for every caller.
import type { z } from 'zod'

/** An item as the /api answers it. */
type ApiItem = { _id: string }

/** A kind's /api reads and writes, over bodies the door has checked against `input`. */
export type KindDoor = {
  input: z.ZodType
  list: () => ApiItem[]
  read: (id: number) => ApiItem | undefined
  create: (body: unknown) => ApiItem
  replace: (id: number, body: unknown) => ApiItem | undefined
  remove: (id: number) => boolean
}

/** A kind's door from its model's schema and functions, each write given its own input's type. */
export function kindDoor<S extends z.ZodType, Item extends ApiItem>(door: {
  input: S
  list: () => Item[]
  read: (id: number) => Item | undefined
  create: (input: z.output<S>) => Item
  replace: (id: number, input: z.output<S>) => Item | undefined
  remove: (id: number) => boolean
}): KindDoor {
  const { input } = door
  return {
    ...door,
    create: (body) => door.create(input.parse(body)),
    replace: (id, body) => door.replace(id, input.parse(body)),
  }
}

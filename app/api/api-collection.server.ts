// A content kind's collection at its /api path (docs/api.md), for the kinds whose items are
// published (drafts, publish times): GET lists what the reader may see, in the language asked;
// POST validates the JSON body at the door against the kind's input schema, creates the item in
// the default language, and answers it as the reader sees it (201). One door for every such kind:
// its route file names the kind and its model's functions.
import type { z } from 'zod'
import type { Kind } from '#db/kinds.ts'
import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { apiReader, requireApiUser } from '#app/api/api-auth.server.ts'
import {
  askedLocale,
  inLocale,
  oneInLocale,
  refuseTranslatedCreate,
} from '#app/api/api-locale.server.ts'

type Reader = ReturnType<typeof apiReader>

export function collectionDoor<S extends z.ZodType, Item extends { _id: string }>({
  kind,
  input,
  list,
  create,
  read,
}: {
  kind: Kind
  input: S
  list: (reader: Reader) => Item[]
  create: (input: z.output<S>) => Item
  /** The item as a reader sees it (a draft's publication only when asked for). */
  read: (id: number, reader: Reader) => Item | undefined
}) {
  return apiRoute({
    GET: ({ request }) => {
      const reader = apiReader(request)
      return apiJson(inLocale(kind, list(reader), askedLocale(request), reader))
    },
    POST: async ({ request }) => {
      requireApiUser(request)
      const locale = askedLocale(request)
      refuseTranslatedCreate(locale)
      const item = create(await readJson(request, input))
      const reader = apiReader(request)
      return apiJson(oneInLocale(kind, read(Number(item._id), reader) ?? item, locale, reader), 201)
    },
  })
}

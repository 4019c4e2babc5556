// What the shared machinery needs of a kind's rules, declared by its model beside them: a model file
// of app/models exports `kindModel = { kind: 'blog', answer, input, read, update } satisfies
// KindModel<'blog'>`. Every kind gives the schema of its /api answers (its OpenAPI component); what
// its registry entry (db/kinds.ts) says it has decides what else the compiler asks
// for: the input schema of a kind with `api.crud` (the OpenAPI document), the read and update of a
// kind with `revision` (a revision's restore). The models are found by that export, so a new kind
// adds no line here; tests/unit/models/kinds.test.ts fails for a registered kind without its model.
// A model imports only this file's types, so reading every model here makes no import circle.
import type { z } from 'zod'
import type { CrudKind, Kind, RevisionKind } from '#db/kinds.ts'
import type { RevisedItem, Snapshot } from './revision.server.ts'

type Rules = {
  /** Its /api answers, documented as its registry entry's `api.component`. */
  answer: z.ZodObject
  /** What its create and replace validate (its answers are its registry entry's component). */
  input: z.ZodType
  /** The item as it stands, in any status. */
  read: (id: number) => RevisedItem | undefined
  /** The kind's update with a kept version; `userId` is who restores it. */
  update: (id: number, snapshot: Snapshot, userId: number) => RevisedItem | undefined
}

/** A kind's rules, as much as its registry entry asks for. */
export type KindModel<K extends Kind> = { kind: K; answer: z.ZodObject } & (K extends CrudKind
  ? Pick<Rules, 'input'>
  : unknown) &
  (K extends RevisionKind ? Pick<Rules, 'read' | 'update'> : unknown)

type Declared = { kind: Kind } & Partial<Rules>
// Whole modules (a named import of one they lack would fail the build): most models declare none.
const modules = import.meta.glob<{ kindModel?: Declared }>('./*.server.ts', { eager: true })

const MODELS = new Map<Kind, Declared>()
for (const [file, { kindModel }] of Object.entries(modules)) {
  if (!kindModel) continue
  if (MODELS.has(kindModel.kind)) throw new Error(`${file} declares ${kindModel.kind} again`)
  MODELS.set(kindModel.kind, kindModel)
}

/** The rules its model declares for a kind, or undefined when no model declares it. */
export function findKindModel<K extends Kind>(kind: K): KindModel<K> | undefined {
  return MODELS.get(kind) as KindModel<K> | undefined
}

/** The rules its model declares for a kind (a kind without its model is a programming error). */
export function kindModelOf<K extends Kind>(kind: K): KindModel<K> {
  const model = findKindModel(kind)
  if (!model) throw new Error(`No model in app/models declares the kind ${kind} (kindModel)`)
  return model
}

// What the shared machinery needs of a kind's rules, declared by its model beside them: a model file
// of app/models exports `kindModel = { kind: 'blog', answer, input, read, update } satisfies
// KindModel<'blog'>`, and KIND_MODELS below names it under its kind. Every kind gives the schema of
// its /api answers (its OpenAPI component); what its registry entry (db/kinds.ts) says it has
// decides what else the compiler asks for: the input schema of a kind with `api.crud` (the OpenAPI
// document), the read and update of a kind with `revision` (a revision's restore), the `door` of a
// kind with `api.fromRegistry` (its /api, app/models/kind-door.ts) or `admin.screens` (its admin
// screens, app/admin/kind-screens.server.ts). A kind of the
// registry without its model here does not compile. A model imports only this file's types, so
// importing the models here makes no import circle.
import type { z } from 'zod'
import type { CrudKind, DoorKind, Kind, RevisionKind, ScreenKind } from '#db/kinds.ts'
import { kindModel as about } from './about.server.ts'
import { kindModel as blog } from './blog.server.ts'
import { kindModel as category } from './category.server.ts'
import { kindModel as detailedProject } from './detailed-project.server.ts'
import { kindModel as detailedService } from './detailed-service.server.ts'
import { kindModel as heroVideo } from './hero-video.server.ts'
import type { KindDoor } from './kind-door.ts'
import { kindModel as project } from './project.server.ts'
import type { RevisedItem, Snapshot } from './revision.server.ts'
import { kindModel as service } from './service.server.ts'
import { kindModel as testimonial } from './testimonial.server.ts'

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
  (K extends RevisionKind ? Pick<Rules, 'read' | 'update'> : unknown) &
  (K extends DoorKind | ScreenKind ? { door: KindDoor } : unknown)

/** Each kind's model's rules. */
const KIND_MODELS: { [K in Kind]: KindModel<K> } = {
  blog,
  project,
  'detailed-project': detailedProject,
  service,
  'detailed-service': detailedService,
  testimonial,
  category,
  about,
  'hero-video': heroVideo,
}

/** The rules its model declares for a kind. */
export const kindModelOf = <K extends Kind>(kind: K): KindModel<K> => KIND_MODELS[kind]

const hasDoor = (model: object): model is { door: KindDoor } => 'door' in model

/**
 * The reads and writes a kind whose /api doors or admin screens are the registry's declares
 * (`door`).
 */
export function kindDoorOf(kind: DoorKind | ScreenKind): KindDoor {
  const model: object = KIND_MODELS[kind]
  if (!hasDoor(model)) throw new Error(`The model of ${kind} declares no door`)
  return model.door
}

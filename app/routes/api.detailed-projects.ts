import { collectionDoor } from '#app/api/api-collection.server.ts'
import {
  createDetailedProject,
  getDetailedProject,
  DetailedProjectInputSchema,
  listDetailedProjects,
} from '#app/models/detailed-project.server.ts'

export const loader = collectionDoor({
  kind: 'detailed-project',
  input: DetailedProjectInputSchema,
  list: listDetailedProjects,
  create: createDetailedProject,
  read: getDetailedProject,
})

export const action = loader

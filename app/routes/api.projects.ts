import { collectionDoor } from '#app/api/api-collection.server.ts'
import {
  createProject,
  getProject,
  ProjectInputSchema,
  listProjects,
} from '#app/models/project.server.ts'

export const loader = collectionDoor({
  kind: 'project',
  input: ProjectInputSchema,
  list: listProjects,
  create: createProject,
  read: getProject,
})

export const action = loader

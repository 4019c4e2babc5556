// The project modal's save, shared by the Add and Edit routes.
import { PROJECT_FIELDS } from '#app/components/admin/project-form.tsx'
import {
  createProject,
  getProject,
  ProjectInputSchema,
  updateProject,
} from '#app/models/project.server.ts'
import { saveMediaForm } from './save-media-form.server.ts'

export function saveProjectForm(request: Request, id: number | null) {
  return saveMediaForm(request, {
    id,
    textFields: PROJECT_FIELDS,
    schema: ProjectInputSchema,
    emptyRows: 'refuse',
    get: getProject,
    create: createProject,
    update: updateProject,
    listUrl: '/admin/projects',
    failText: 'Failed to save project',
    successText: 'Project saved successfully.',
  })
}

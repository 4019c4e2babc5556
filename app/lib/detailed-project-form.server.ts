// The detailed-project modal's save, shared by the Add and Edit routes.
import { DETAILED_PROJECT_FIELDS } from '#app/components/admin/detailed-project-form.tsx'
import {
  createDetailedProject,
  DetailedProjectInputSchema,
  getDetailedProject,
  updateDetailedProject,
} from '#app/models/detailed-project.server.ts'
import { saveMediaForm } from './save-media-form.server.ts'

export function saveDetailedProjectForm(request: Request, id: number | null) {
  return saveMediaForm(request, {
    id,
    textFields: DETAILED_PROJECT_FIELDS,
    schema: DetailedProjectInputSchema,
    emptyRows: 'drop',
    get: getDetailedProject,
    create: createDetailedProject,
    update: updateDetailedProject,
    listUrl: '/admin/detailed-projects',
    failText: 'Failed to save project',
    successText: 'Project saved successfully.',
  })
}

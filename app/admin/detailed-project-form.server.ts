// The detailed-project modal's save, shared by the Add and Edit routes.
import {
  createDetailedProject,
  DetailedProjectInputSchema,
  updateDetailedProject,
} from '#app/models/detailed-project.server.ts'
import { saveMediaForm } from '#app/admin/save-media-form.server.ts'

export function saveDetailedProjectForm(request: Request, id: number | null) {
  return saveMediaForm(request, {
    id,
    // The form's text inputs are the schema's fields but the media list, which has rows of its own.
    textFields: Object.keys(DetailedProjectInputSchema.shape).filter((name) => name !== 'media'),
    schema: DetailedProjectInputSchema,
    emptyRows: 'drop',
    create: createDetailedProject,
    update: updateDetailedProject,
    listUrl: '/admin/detailed-projects',
    failText: 'Failed to save project',
    successText: 'Project saved successfully.',
  })
}

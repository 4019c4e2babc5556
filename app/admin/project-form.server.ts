// The project modal's save, shared by the Add and Edit routes.
import { createProject, ProjectInputSchema, updateProject } from '#app/models/project.server.ts'
import { saveMediaForm } from '#app/admin/save-media-form.server.ts'

export function saveProjectForm(request: Request, id: number | null) {
  return saveMediaForm(request, {
    id,
    // The form's text inputs are the schema's fields but the media list, which has rows of its own.
    textFields: Object.keys(ProjectInputSchema.shape).filter((name) => name !== 'media'),
    schema: ProjectInputSchema,
    emptyRows: 'refuse',
    create: createProject,
    update: updateProject,
    listUrl: '/admin/projects',
    failText: 'Failed to save project',
    successText: 'Project saved successfully.',
  })
}

// The saves of the project and detailed-project modals: Conform forms with repeatable media rows,
// `media[N].url`, `media[N].type` and an optional `media[N].file` each. Add/remove-row buttons are
// Conform intents (without JavaScript the server answers them by re-rendering; with it Conform
// applies them in place). A project needs each row's URL or file; a detailed project drops the
// rows left blank (its model does).
import {
  createDetailedProject,
  DetailedProjectInputSchema,
  updateDetailedProject,
} from '#app/models/detailed-project.server.ts'
import { createProject, ProjectInputSchema, updateProject } from '#app/models/project.server.ts'
import { saveUploadForm } from './upload-form.server.ts'

const MAX_ROWS = 20
const ROW_FILE = /^media\[\d{1,2}\]\.file$/

export const NEITHER_TEXT = 'Enter a URL or choose a file'

const mediaFiles = {
  matches: (name: string) => ROW_FILE.test(name),
  maxFiles: MAX_ROWS,
  /** `media[2].file` stands in for `media[2].url` and `media[2].type`. */
  replaces: (fileField: string) => {
    const row = fileField.slice(0, -'.file'.length)
    return { url: `${row}.url`, type: `${row}.type` }
  },
}

/** A project's rows with neither a URL nor a file, in the admin's words. */
function blankRows(form: FormData): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const [name, value] of form) {
    if (/^media\[\d{1,2}\]\.url$/.test(name) && String(value).trim() === '') {
      errors[name] = [NEITHER_TEXT]
    }
  }
  return errors
}

export function saveProjectForm(request: Request, id: number | null) {
  return saveUploadForm(request, {
    kind: 'projects',
    files: mediaFiles,
    schema: ProjectInputSchema,
    moreErrors: blankRows,
    save: (input) => Boolean(id === null ? createProject(input) : updateProject(id, input)),
    listUrl: '/admin/projects',
    successText: 'Project saved successfully.',
    failText: 'Failed to save project',
    notFoundText: 'Project not found.',
  })
}

export function saveDetailedProjectForm(request: Request, id: number | null) {
  return saveUploadForm(request, {
    kind: 'projects',
    files: mediaFiles,
    schema: DetailedProjectInputSchema,
    save: (input) =>
      Boolean(id === null ? createDetailedProject(input) : updateDetailedProject(id, input)),
    listUrl: '/admin/detailed-projects',
    successText: 'Project saved successfully.',
    failText: 'Failed to save project',
    notFoundText: 'Project not found.',
  })
}

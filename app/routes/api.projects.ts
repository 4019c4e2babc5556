import {
  askedLocale,
  inLocale,
  oneInLocale,
  refuseTranslatedCreate,
} from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { apiReader, requireApiUser } from '#app/api/api-auth.server.ts'
import {
  createProject,
  getProject,
  listProjects,
  type ProjectInput,
} from '#app/models/project.server.ts'

export const loader = apiRoute({
  GET: ({ request }) =>
    apiJson(
      inLocale(
        'project',
        listProjects(apiReader(request)),
        askedLocale(request),
        apiReader(request),
      ),
    ),
  POST: async ({ request }) => {
    requireApiUser(request)
    const locale = askedLocale(request)
    refuseTranslatedCreate(locale)
    const body = (await readJson(request)) as ProjectInput
    const project = createProject(body)
    const created = getProject(Number(project._id), apiReader(request)) ?? project
    return apiJson(oneInLocale('project', created, locale, apiReader(request)), 201)
  },
})

export const action = loader

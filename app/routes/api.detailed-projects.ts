import {
  askedLocale,
  inLocale,
  oneInLocale,
  refuseTranslatedCreate,
} from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { apiReader, requireApiUser } from '#app/api/api-auth.server.ts'
import {
  createDetailedProject,
  getDetailedProject,
  listDetailedProjects,
  type DetailedProjectInput,
} from '#app/models/detailed-project.server.ts'

export const loader = apiRoute({
  GET: ({ request }) =>
    apiJson(
      inLocale(
        'detailed-project',
        listDetailedProjects(apiReader(request)),
        askedLocale(request),
        apiReader(request),
      ),
    ),
  POST: async ({ request }) => {
    requireApiUser(request)
    const locale = askedLocale(request)
    refuseTranslatedCreate(locale)
    const body = (await readJson(request)) as DetailedProjectInput
    const project = createDetailedProject(body)
    const created = getDetailedProject(Number(project._id), apiReader(request)) ?? project
    return apiJson(oneInLocale('detailed-project', created, locale, apiReader(request)), 201)
  },
})

export const action = loader

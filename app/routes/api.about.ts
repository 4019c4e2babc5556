import { apiError, apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { getAbout, saveAbout, type AboutSectionInput } from '#app/models/about.server.ts'

export const loader = apiRoute({
  GET: () => apiJson(getAbout()),
  POST: async ({ request }) => {
    requireApiUser(request)
    const { sections } = await readJson(request)
    // A body without the list must not read as "remove every section".
    if (!Array.isArray(sections)) {
      const message = 'Sections must be a list'
      return apiError(400, message, { sections: message })
    }
    const about = saveAbout(sections as AboutSectionInput[])
    return apiJson({ message: 'Content saved successfully!', sections: about.sections })
  },
})

export const action = loader

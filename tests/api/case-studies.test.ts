// Issue 31: a service or a project may name its case study (a detailed service or a detailed
// project), added to the /api without changing what older clients send or read.
import { expect, test } from 'vitest'
import * as detailed from '#app/routes/api.detailed-services.ts'
import * as detailedProjects from '#app/routes/api.detailed-projects.ts'
import * as detailedProjectOne from '#app/routes/api.detailed-projects.$id.ts'
import * as services from '#app/routes/api.services.ts'
import * as serviceOne from '#app/routes/api.services.$id.ts'
import * as projects from '#app/routes/api.projects.ts'
import * as projectOne from '#app/routes/api.projects.$id.ts'
import { admin, body, call } from './helpers.ts'

test('a service names its detailed service; left out it is kept, null clears it, a missing one is refused', async () => {
  const { token } = await admin()
  const study = await body<{ _id: string }>(
    await call(detailed, 'POST', '/api/detailed-services', {
      token,
      json: { title: 'Video production', subtitle: 'Films', description: 'We film' },
    }),
  )
  const created = await call(services, 'POST', '/api/services', {
    token,
    json: { title: 'Video', description: 'We film', caseStudy: study._id },
  })
  expect(created.status).toBe(201)
  const service = await body<{ _id: string; caseStudy?: string }>(created)
  expect(service.caseStudy).toBe(study._id)

  const params = { id: service._id }
  // An older client's PUT, without the field, keeps it.
  const kept = await call(serviceOne, 'PUT', `/api/services/${params.id}`, {
    token,
    params,
    json: { title: 'Film', description: 'We film' },
  })
  expect((await body<{ caseStudy?: string }>(kept)).caseStudy).toBe(study._id)

  const missing = await call(serviceOne, 'PUT', `/api/services/${params.id}`, {
    token,
    params,
    json: { title: 'Film', description: 'We film', caseStudy: '99999' },
  })
  expect(missing.status).toBe(409)
  expect((await body<{ errors: Record<string, string> }>(missing)).errors).toEqual({
    caseStudy: 'Choose a detailed service that exists',
  })

  const cleared = await call(serviceOne, 'PUT', `/api/services/${params.id}`, {
    token,
    params,
    json: { title: 'Film', description: 'We film', caseStudy: null },
  })
  // None chosen: the answer is as it was before the field existed.
  expect(await body(cleared)).not.toHaveProperty('caseStudy')
})

test('a project names its detailed project the same way', async () => {
  const { token } = await admin()
  const study = await body<{ _id: string }>(
    await call(detailedProjects, 'POST', '/api/detailed-projects', {
      token,
      json: { title: 'Launch film', description: 'A film', category: 'Video' },
    }),
  )
  const media = [{ url: 'https://example.com/a.png', type: 'image' }]
  const created = await call(projects, 'POST', '/api/projects', {
    token,
    json: { title: 'Launch', category: 'Video', media, caseStudy: Number(study._id) },
  })
  expect(created.status).toBe(201)
  const project = await body<{ _id: string; caseStudy?: string }>(created)
  expect(project.caseStudy).toBe(study._id)
  const bad = await call(projectOne, 'PUT', `/api/projects/${project._id}`, {
    token,
    params: { id: project._id },
    json: { title: 'Launch', category: 'Video', media, caseStudy: 'film' },
  })
  expect(bad.status).toBe(400)
})

test("a case study's results: answered in order, kept by a PUT without them, cleared by an empty list, checked", async () => {
  const { token } = await admin()
  const results = [
    { figure: '+38%', label: 'qualified leads' },
    { figure: '2.4M', label: 'views' },
  ]
  const base = { title: 'Launch', description: 'A film', category: 'Video' }
  const created = await body<{ _id: string; results: unknown }>(
    await call(detailedProjects, 'POST', '/api/detailed-projects', {
      token,
      json: { ...base, results },
    }),
  )
  expect(created.results).toEqual(results)
  const params = { id: created._id }
  const kept = await call(detailedProjectOne, 'PUT', '/x', { token, params, json: base })
  expect((await body<{ results: unknown }>(kept)).results).toEqual(results)
  const cleared = await call(detailedProjectOne, 'PUT', '/x', {
    token,
    params,
    json: { ...base, results: [] },
  })
  expect((await body<{ results: unknown }>(cleared)).results).toEqual([])
  const refused = await call(detailedProjectOne, 'PUT', '/x', {
    token,
    params,
    json: { ...base, results: [{ figure: '', label: 'views' }] },
  })
  expect(refused.status).toBe(400)
  expect(await body(refused)).toMatchObject({ errors: { 'results.0.figure': expect.any(String) } })
})

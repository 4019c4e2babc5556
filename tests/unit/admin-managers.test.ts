// The admin managers' actions with a signed-in admin: what they store, what they refuse, and the
// one-shot message that follows a save. (Refusal without a session is in admin-guard.test.ts.)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, expect, test } from 'vitest'
import { formErrorOf, type FormReply } from '#app/lib/form-reply.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { listCategories, createCategory } from '#app/models/category.server.ts'
import { listDetailedServices } from '#app/models/detailed-service.server.ts'
import { createService, getService, listServices } from '#app/models/service.server.ts'
import { createTestimonial, listTestimonials } from '#app/models/testimonial.server.ts'
import * as categories from '#app/routes/admin.categories.tsx'
import * as newDetailedService from '#app/routes/admin.detailed-services.new.tsx'
import * as editService from '#app/routes/admin.services.$id.edit.tsx'
import * as deleteService from '#app/routes/admin.services.$id.delete.tsx'
import * as newService from '#app/routes/admin.services.new.tsx'
import * as services from '#app/routes/admin.services.tsx'
import * as deleteTestimonial from '#app/admin/kind-delete.route.tsx'
import { emptyTrash } from '#tests/support/trash.ts'
import {
  context,
  createAdmin,
  formRequest,
  getRequest,
  sessionCookieFor,
} from '#tests/support/auth.ts'

let cookie: string
beforeEach(async () => {
  cookie = await sessionCookieFor((await createAdmin()).id)
})

/** What `data(value, init)` carries under single fetch. */
type DataResult<T> = { data: T; init: ResponseInit | null }
const asData = <T>(result: unknown) => result as DataResult<T>

test('a saved service redirects to the list, which shows the message once and clears it', async () => {
  const response = (await newService.action({
    request: formRequest(
      '/admin/services/new',
      { title: 'Editing', description: 'We cut films.', icon: 'Film' },
      { cookie },
    ),
    params: {},
    context,
  })) as Response
  expect(response.status).toBe(302)
  expect(response.headers.get('Location')).toBe('/admin/services')
  expect(listServices().map((s) => [s.title, s.icon])).toEqual([['Editing', 'Film']])

  const toast = response.headers.get('Set-Cookie')!.split(';')[0]!
  const page = asData<Awaited<ReturnType<typeof services.loader>>['data']>(
    await services.loader({
      request: getRequest('/admin/services', `${cookie}; ${toast}`),
      params: {},
      context,
    }),
  )
  expect(page.data.message).toEqual({ text: 'Service saved successfully.', kind: 'success' })
  expect(new Headers(page.init?.headers).get('Set-Cookie')).toMatch(/^__toast=;.*Max-Age=0/)

  const again = asData<{ message: unknown }>(
    await services.loader({ request: getRequest('/admin/services', cookie), params: {}, context }),
  )
  expect(again.data.message).toBeNull()
})

test('a blank title is refused with 400, the typed values back and nothing stored', async () => {
  const result = asData<{ result: { initialValue: unknown; error: Record<string, string[]> } }>(
    await newService.action({
      request: formRequest('/admin/services/new', { title: ' ', description: 'Kept' }, { cookie }),
      params: {},
      context,
    }),
  )
  expect(result.init?.status).toBe(400)
  expect(result.data.result.error.title).toEqual(['Title is required'])
  expect(result.data.result.initialValue).toMatchObject({ description: 'Kept' })
  expect(listServices()).toEqual([])
})

test('editing a service that vanished says "Failed to save service"', async () => {
  const service = createService({ title: 'Gone', description: 'Soon', icon: '' })
  expect(
    await deleteService.action({
      request: formRequest(
        `/admin/services/${service._id}/delete`,
        { intent: 'delete' },
        { cookie },
      ),
      params: { id: service._id },
      context,
    }),
  ).toBeInstanceOf(Response)
  expect(getService(Number(service._id))).toBeUndefined()

  const edit = asData<{ result: { error: Record<string, string[]> } }>(
    await editService.action({
      request: formRequest(
        `/admin/services/${service._id}/edit`,
        { title: 'Back', description: 'Again' },
        { cookie },
      ),
      params: { id: service._id },
      context,
    }),
  )
  expect(edit.init?.status).toBe(404)
  expect(edit.data.result.error['']).toEqual(['Failed to save service'])
  expect(listServices()).toEqual([])

  const again = asData<FormReply>(
    await deleteService.action({
      request: formRequest(
        `/admin/services/${service._id}/delete`,
        { intent: 'delete' },
        { cookie },
      ),
      params: { id: service._id },
      context,
    }),
  )
  expect(formErrorOf(again.data)).toBe('Failed to delete service')
})

test('a category name that exists in other letters is refused beside the field', async () => {
  createCategory({ name: 'Video' })
  const result = asData<{ result: { error: Record<string, string[]> } }>(
    await categories.action({
      request: formRequest(
        '/admin/categories',
        { intent: 'add-category', name: 'VIDEO' },
        { cookie },
      ),
      params: {},
      context,
    }),
  )
  expect(result.init?.status).toBe(400)
  expect(result.data.result.error.name).toEqual(['A category with this name already exists.'])
  expect(listCategories().map((c) => c.name)).toEqual(['Video'])
})

test('adding a feature row re-renders the form and saves nothing', async () => {
  const request = formRequest(
    '/admin/detailed-services/new',
    {
      title: 'Branding',
      __intent__: JSON.stringify({ type: 'insert', payload: { name: 'features' } }),
    },
    { cookie },
  )
  const result = asData<{ result: { initialValue: { features?: unknown[] } } }>(
    await newDetailedService.action({ request, params: {}, context }),
  )
  expect(result.init?.status).toBe(200)
  expect(result.data.result.initialValue.features).toHaveLength(1)
  expect(listDetailedServices()).toEqual([])
})

test('a deleted testimonial keeps its uploaded image in the trash until deleted forever', async () => {
  const dir = join(getEnv().UPLOADS_DIR, 'testimonials')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'face.png'), 'png')
  const t = createTestimonial({
    clientName: 'Sara',
    quote: 'Great',
    clientImage: '/uploads/testimonials/face.png',
  })
  const response = await deleteTestimonial.action({
    request: formRequest(`/admin/testimonials/${t._id}/delete`, { intent: 'delete' }, { cookie }),
    params: { id: t._id },
    context,
  })
  expect((response as Response).status).toBe(302)
  expect(listTestimonials()).toEqual([])
  expect(existsSync(join(dir, 'face.png'))).toBe(true)
  emptyTrash()
  expect(existsSync(join(dir, 'face.png'))).toBe(false)
})

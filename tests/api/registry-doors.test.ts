// The registry's /api doors (app/api/kind-doors.server.ts), which a kind with `api.fromRegistry`
// gets instead of route files, answer as the route files of the kinds before them: the same calls
// to the testimonials' files and to the registry's doors over the testimonials' model give the
// same statuses, headers and bodies (ids and times aside), errors included.
import { describe, expect, test } from 'vitest'
import { kindDoors, registryDoor } from '#app/api/kind-doors.server.ts'
import { createTestimonial, kindModel } from '#app/models/testimonial.server.ts'
import * as files from '#app/routes/api.testimonials.ts'
import * as fileOne from '#app/routes/api.testimonials.$id.ts'
import * as catchAll from '#app/routes/api.$.ts'
import { admin, call, type CallOptions } from './helpers.ts'

// The door the testimonials' admin screens use (their model's own).
const doors = kindDoors('testimonial', kindModel.door)
const registry = { collection: { loader: doors.collection, action: doors.collection } }
const registryOne = { item: { loader: doors.item, action: doors.item } }

/** A response as a client reads it, its ids and times the same whoever made them. */
async function seen(response: Response) {
  const text = (await response.text())
    .replace(/"_id":"[0-9]+"/g, '"_id":"#"')
    .replace(/"(createdAt|updatedAt)":"[^"]+"/g, '"$1":"#"')
  return { status: response.status, headers: [...response.headers], text }
}

type Route = Parameters<typeof call>[0]
async function both(fileRoute: Route, door: Route, method: string, path: string, o: CallOptions) {
  const before = await seen(await call(fileRoute, method, path, o))
  const after = await seen(await call(door, method, path, o))
  expect(after).toEqual(before)
  return after
}

const QUOTE = { clientName: 'Dana', clientTitle: 'CEO', quote: 'Good work.' }

describe("the registry's doors, beside the testimonials' route files", () => {
  test('list, create, refuse a bad body, and refuse a translated create alike', async () => {
    const { token } = await admin()
    const path = '/api/testimonials'
    await both(files, registry.collection, 'GET', path, {})
    expect(
      (await both(files, registry.collection, 'POST', path, { token, json: QUOTE })).status,
    ).toBe(201)
    await both(files, registry.collection, 'GET', path, {})
    await both(files, registry.collection, 'GET', `${path}?locale=ar`, {})
    expect((await both(files, registry.collection, 'POST', path, { token, json: {} })).status).toBe(
      400,
    )
    await both(files, registry.collection, 'POST', `${path}?locale=ar`, { token, json: QUOTE })
    expect((await both(files, registry.collection, 'POST', path, { json: QUOTE })).status).toBe(401)
    for (const method of ['OPTIONS', 'PUT', 'HEAD'])
      await both(files, registry.collection, method, path, {
        headers: { Origin: 'http://localhost' },
      })
  })

  test('replace, translate, delete and not found alike', async () => {
    const { token } = await admin()
    const a = createTestimonial(QUOTE)
    const b = createTestimonial(QUOTE)
    const path = '/api/testimonials/x'
    const one = (id: string, more: CallOptions = {}) => ({ token, params: { id }, ...more })
    const changed = { ...QUOTE, quote: 'Better work.' }
    await both(fileOne, registryOne.item, 'PUT', path, one(a._id, { json: changed }))
    await both(
      fileOne,
      registryOne.item,
      'PUT',
      `${path}?locale=ar`,
      one(a._id, { json: { quote: 'عمل جيد.' } }),
    )
    await both(fileOne, registryOne.item, 'PUT', path, one(a._id, { json: { quote: '' } }))
    await both(fileOne, registryOne.item, 'PUT', path, one('999999', { json: changed }))
    await both(fileOne, registryOne.item, 'PUT', path, one('nope', { json: changed }))
    await both(fileOne, registryOne.item, 'GET', path, one(a._id))
    // Each deletes an item of its own, then finds it gone.
    const deleted = await seen(await call(fileOne, 'DELETE', path, one(a._id)))
    expect(await seen(await call(registryOne.item, 'DELETE', path, one(b._id)))).toEqual(deleted)
    expect(deleted.status).toBe(200)
    await both(fileOne, registryOne.item, 'DELETE', path, one(a._id))
  })

  test('an address no door is mounted at answers as the catch-all', async () => {
    const route = { loader: registryDoor, action: registryDoor }
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'])
      await both(catchAll, route, method, '/api/nope-123', {})
  })
})

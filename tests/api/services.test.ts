import { describe, expect, test } from 'vitest'
import * as detailed from '#app/routes/api.detailed-services.ts'
import * as detailedOne from '#app/routes/api.detailed-services.$id.ts'
import * as services from '#app/routes/api.services.ts'
import * as serviceOne from '#app/routes/api.services.$id.ts'
import { admin, body, call } from './helpers.ts'

describe('/api/services', () => {
  test('create, list oldest first, update, delete', async () => {
    const { token } = await admin()
    const first = await call(services, 'POST', '/api/services', {
      token,
      json: { title: 'Video', description: 'We film', icon: 'Video' },
    })
    expect(first.status).toBe(201)
    const created = await body(first)
    expect(created).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      title: 'Video',
      description: 'We film',
      icon: 'Video',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updatedAt: expect.any(String),
    })
    await call(services, 'POST', '/api/services', {
      token,
      json: { title: 'Brand', description: 'We draw' },
    })
    const list = await body<{ title: string }[]>(await call(services, 'GET', '/api/services'))
    expect(list.map((s) => s.title)).toEqual(['Video', 'Brand'])

    const params = { id: String(created._id) }
    const put = await call(serviceOne, 'PUT', `/api/services/${params.id}`, {
      token,
      params,
      json: { title: 'Film', description: 'We film', icon: '' },
    })
    expect(put.status).toBe(200)
    expect(await body(put)).toMatchObject({ _id: params.id, title: 'Film', icon: '' })

    const del = await call(serviceOne, 'DELETE', `/api/services/${params.id}`, { token, params })
    expect(del.status).toBe(200)
    expect(await body(del)).toEqual({ message: 'Service deleted successfully.' })
    const again = await call(serviceOne, 'DELETE', `/api/services/${params.id}`, { token, params })
    expect(again.status).toBe(404)
    expect(await body(again)).toEqual({ message: 'Service not found.' })
  })

  test('validation errors name each field', async () => {
    const { token } = await admin()
    const res = await call(services, 'POST', '/api/services', { token, json: { title: ' ' } })
    expect(res.status).toBe(400)
    expect(await body(res)).toEqual({
      message: 'Title is required',
      errors: { title: 'Title is required', description: 'Description is required' },
    })
  })

  test('unknown and malformed ids are 404 with the message, before the body is judged', async () => {
    const { token } = await admin()
    for (const id of ['999', 'abc', '1.5', '-2']) {
      for (const json of [{ title: 'T', description: 'D' }, {}]) {
        const res = await call(serviceOne, 'PUT', `/api/services/${id}`, {
          token,
          params: { id },
          json,
        })
        expect([res.status, await body(res)]).toEqual([404, { message: 'Service not found.' }])
      }
      const del = await call(serviceOne, 'DELETE', `/api/services/${id}`, { token, params: { id } })
      expect([del.status, await body(del)]).toEqual([404, { message: 'Service not found.' }])
    }
  })
})

describe('/api/detailed-services', () => {
  const input = {
    title: 'Video',
    subtitle: 'Films that sell',
    description: 'Long text',
    pricing: 'From 500',
    features: [
      { title: 'Scripts', description: 'We write', icon: 'Pen' },
      { title: 'Shoots', description: 'We film', icon: 'Camera' },
    ],
  }

  test('create with features, read one, list oldest first, update, delete', async () => {
    const { token } = await admin()
    const res = await call(detailed, 'POST', '/api/detailed-services', { token, json: input })
    expect(res.status).toBe(201)
    const created = await body(res)
    expect(created).toMatchObject({ ...input, _id: expect.any(String) })
    const params = { id: String(created._id) }
    await call(detailed, 'POST', '/api/detailed-services', {
      token,
      json: { ...input, title: 'Second', pricing: null, features: [] },
    })

    const list = await body<{ title: string; pricing: string | null }[]>(
      await call(detailed, 'GET', '/api/detailed-services'),
    )
    expect(list.map((s) => [s.title, s.pricing])).toEqual([
      ['Video', 'From 500'],
      ['Second', null],
    ])

    const one = await call(detailedOne, 'GET', `/api/detailed-services/${params.id}`, { params })
    expect(await body(one)).toEqual(created)

    const put = await call(detailedOne, 'PUT', `/api/detailed-services/${params.id}`, {
      token,
      params,
      json: { ...input, features: [input.features[1]] },
    })
    expect((await body(put)).features).toEqual([input.features[1]])

    const del = await call(detailedOne, 'DELETE', '/x', { token, params })
    expect(del.status).toBe(200)
    const gone = await call(detailedOne, 'GET', '/x', { params })
    expect(gone.status).toBe(404)
    expect(await body(gone)).toEqual({ message: 'Service not found.' })
  })

  test('an HTML description is sanitized on write; plain text is kept as typed', async () => {
    const { token } = await admin()
    const html = '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:x()">y</a></p>'
    const made = await call(detailed, 'POST', '/api/detailed-services', {
      token,
      json: { ...input, description: html },
    })
    expect((await body(made)).description).toBe('<p>Hi <a>y</a></p>')
    const plain = await call(detailed, 'POST', '/api/detailed-services', {
      token,
      json: { ...input, description: 'Budgets < 500 & > 100' },
    })
    expect((await body(plain)).description).toBe('Budgets < 500 & > 100')
  })

  test("each feature's title and description are required", async () => {
    const { token } = await admin()
    const res = await call(detailed, 'POST', '/api/detailed-services', {
      token,
      json: { ...input, subtitle: '', features: [input.features[0], { icon: 'X' }] },
    })
    expect(res.status).toBe(400)
    expect((await body(res)).errors).toEqual({
      subtitle: 'Subtitle is required',
      'features.1.title': 'Feature title is required',
      'features.1.description': 'Feature description is required',
    })
  })
})

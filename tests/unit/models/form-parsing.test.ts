// The admin screens parse FormData with Conform against the same schemas the API uses; these pin
// that the schemas survive Conform's handling of form values (empty inputs arrive as undefined).
import { parseWithZod } from '@conform-to/zod/v4'
import { expect, test } from 'vitest'
import { AboutInputSchema } from '#app/models/about.server.ts'
import { DetailedProjectInputSchema } from '#app/models/detailed-project.server.ts'
import { DetailedServiceInputSchema } from '#app/models/detailed-service.server.ts'
import { ProjectInputSchema } from '#app/models/project.server.ts'
import { SettingsInputSchema } from '#app/models/settings.server.ts'
import { TestimonialInputSchema } from '#app/models/testimonial.server.ts'

const form = (entries: [string, string][]) => {
  const data = new FormData()
  for (const [k, v] of entries) data.append(k, v)
  return data
}

test('optional blanks become null; required blanks are field errors', () => {
  const ok = parseWithZod(
    form([
      ['clientName', ' Ann '],
      ['quote', 'Great'],
      ['clientTitle', ''],
      ['clientImage', ''],
    ]),
    { schema: TestimonialInputSchema },
  )
  expect(ok.status).toBe('success')
  expect(ok.status === 'success' && ok.value).toEqual({
    clientName: 'Ann',
    quote: 'Great',
    clientTitle: null,
    clientImage: null,
  })
  const bad = parseWithZod(form([['clientName', '']]), { schema: TestimonialInputSchema })
  expect(bad.reply().error).toEqual({
    clientName: ['Client name is required'],
    quote: ['Quote is required'],
  })
})

test('repeated rows, comma-separated tags and dropped empty media rows', () => {
  const result = parseWithZod(
    form([
      ['title', 'Launch'],
      ['description', 'D'],
      ['category', 'Video'],
      ['tags', 'film, , brand'],
      ['media[0].url', ''],
      ['media[0].type', 'image'],
      ['media[1].url', '/uploads/projects/a.png'],
      ['media[1].type', 'image'],
    ]),
    { schema: DetailedProjectInputSchema },
  )
  expect(result.status === 'success' && result.value).toMatchObject({
    tags: ['film', 'brand'],
    media: [{ url: '/uploads/projects/a.png', type: 'image' }],
    client: null,
  })
})

test('list errors are keyed by the row path', () => {
  const project = parseWithZod(
    form([
      ['title', 'P'],
      ['category', 'C'],
      ['media[0].url', 'javascript:alert(1)'],
      ['media[0].type', 'image'],
    ]),
    { schema: ProjectInputSchema },
  )
  expect(Object.keys(project.reply().error ?? {})).toEqual(['media[0].url'])

  const service = parseWithZod(
    form([
      ['title', 'T'],
      ['subtitle', 'S'],
      ['description', 'D'],
      ['features[0].title', ''],
      ['features[0].description', 'x'],
    ]),
    { schema: DetailedServiceInputSchema },
  )
  expect(service.reply().error).toEqual({ 'features[0].title': ['Feature title is required'] })
})

test('no rows at all is an empty list', () => {
  const about = parseWithZod(form([]), { schema: AboutInputSchema })
  expect(about.status === 'success' && about.value).toEqual({ sections: [] })
  const settings = parseWithZod(
    form([
      ['contactEmail', 'hi@example.com'],
      ['contactPhone', '1'],
    ]),
    { schema: SettingsInputSchema },
  )
  expect(settings.status === 'success' && settings.value).toEqual({
    contactEmail: 'hi@example.com',
    contactPhone: '1',
    socialMedia: [],
  })
})

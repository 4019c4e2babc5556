import { describe, expect, test } from 'vitest'
import { ZodError } from 'zod'
import { getDb } from '#app/lib/db.server.ts'
import { createCategory, deleteCategory, listCategories } from '#app/models/category.server.ts'
import {
  createDetailedProject,
  getDetailedProject,
  updateDetailedProject,
} from '#app/models/detailed-project.server.ts'
import {
  createDetailedService,
  getDetailedService,
  listDetailedServices,
  updateDetailedService,
} from '#app/models/detailed-service.server.ts'
import { ConflictError } from '#app/models/errors.ts'
import { createProject, listProjects, updateProject } from '#app/models/project.server.ts'
import {
  createService,
  deleteService,
  getService,
  listServices,
  updateService,
} from '#app/models/service.server.ts'
import { createTestimonial, listTestimonials } from '#app/models/testimonial.server.ts'

describe('services', () => {
  test('create, list oldest first, update, delete', () => {
    const a = createService({ title: ' Video ', description: 'We film', icon: 'Video' })
    const b = createService({ title: 'Brand', description: 'We draw' })
    expect(a).toMatchObject({ _id: expect.stringMatching(/^\d+$/), title: 'Video', icon: 'Video' })
    expect(b.icon).toBe('')
    expect(new Date(a.createdAt).toISOString()).toBe(a.createdAt)
    expect(listServices().map((s) => s.title)).toEqual(['Video', 'Brand'])

    expect(updateService(Number(a._id), { title: 'Film', description: 'x' })?.title).toBe('Film')
    expect(updateService(9999, { title: 'Film', description: 'x' })).toBeUndefined()
    expect(deleteService(Number(a._id))).toBe(true)
    expect(deleteService(Number(a._id))).toBe(false)
    expect(getService(Number(a._id))).toBeUndefined()
  })

  test('refuses blanks with clear messages', () => {
    const error = (() => {
      try {
        createService({ title: '  ', description: undefined as unknown as string })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ZodError)
    const messages = (error as ZodError).issues.map((i) => [i.path.join('.'), i.message])
    expect(messages).toEqual([
      ['title', 'Title is required'],
      ['description', 'Description is required'],
    ])
    expect(listServices()).toEqual([])
  })
})

describe('detailed services', () => {
  test('features keep their order and are replaced on update', () => {
    const s = createDetailedService({
      title: 'Video',
      subtitle: 'Films',
      description: 'Long',
      pricing: '',
      features: [
        { title: 'One', description: 'First', icon: 'A' },
        { title: 'Two', description: 'Second' },
      ],
    })
    expect(s.pricing).toBeNull()
    expect(s.features).toEqual([
      { title: 'One', description: 'First', icon: 'A' },
      { title: 'Two', description: 'Second', icon: '' },
    ])
    const id = Number(s._id)
    updateDetailedService(id, {
      title: 'Video',
      subtitle: 'Films',
      description: 'Long',
      pricing: 'From 100',
      features: [{ title: 'Only', description: 'One left' }],
    })
    expect(getDetailedService(id)).toMatchObject({
      pricing: 'From 100',
      features: [{ title: 'Only', description: 'One left', icon: '' }],
    })
    const rows = getDb()
      .$client.prepare('SELECT count(*) AS n FROM detailed_service_features')
      .get()
    expect(rows).toEqual({ n: 1 })
    expect(listDetailedServices()).toHaveLength(1)
  })

  test('a feature without a title is refused at its path', () => {
    expect(() =>
      createDetailedService({
        title: 'T',
        subtitle: 'S',
        description: 'D',
        features: [{ title: '', description: 'x' }],
      }),
    ).toThrow(/Feature title is required/)
  })
})

describe('projects', () => {
  test('newest first, media in order, URL rules', () => {
    createProject({ title: 'Old', category: 'Video', media: [] })
    const p = createProject({
      title: 'New',
      category: 'Video',
      media: [
        { url: '/uploads/projects/a.png', type: 'image' },
        { url: 'https://example.com/b.mp4', type: 'video' },
      ],
    })
    expect(p.description).toBe('')
    expect(listProjects().map((x) => x.title)).toEqual(['New', 'Old'])
    expect(listProjects({ limit: 1 })).toHaveLength(1)
    expect(p.media.map((m) => m.type)).toEqual(['image', 'video'])

    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '/etc/passwd',
      'ftp://x',
    ]) {
      expect(() =>
        updateProject(Number(p._id), {
          title: 'New',
          category: 'V',
          media: [{ url, type: 'image' }],
        }),
      ).toThrow(ZodError)
    }
    expect(listProjects()[0]!.media).toHaveLength(2)
  })
})

describe('detailed projects', () => {
  test('drops media rows without a URL and cleans tags from text or a list', () => {
    const p = createDetailedProject({
      title: 'Launch',
      description: 'D',
      category: 'Video',
      client: ' ',
      tags: ' film, , brand ,',
      media: [{ url: '', type: 'image' }, { url: '/uploads/projects/x.png', type: 'image' }, {}],
    })
    expect(p).toMatchObject({ client: null, subtitle: '', tags: ['film', 'brand'] })
    expect(p.media).toEqual([{ url: '/uploads/projects/x.png', type: 'image' }])
    updateDetailedProject(Number(p._id), {
      title: 'Launch',
      description: 'D',
      category: 'Video',
      client: 'ACME',
      tags: ['  a ', ''],
    })
    expect(getDetailedProject(Number(p._id))).toMatchObject({
      client: 'ACME',
      tags: ['a'],
      media: [],
    })
  })
})

describe('categories', () => {
  test('sorted by name; duplicates in any case are a conflict', () => {
    createCategory({ name: 'video' })
    const b = createCategory({ name: 'Audio' })
    expect(listCategories().map((c) => c.name)).toEqual(['Audio', 'video'])
    expect(() => createCategory({ name: ' VIDEO ' })).toThrow(ConflictError)
    expect(deleteCategory(Number(b._id))).toBe(true)
    expect(listCategories()).toHaveLength(1)
  })
})

describe('testimonials', () => {
  test('optional fields become null; newest first', () => {
    createTestimonial({ clientName: 'Ann', quote: 'Great' })
    const t = createTestimonial({
      clientName: 'Bob',
      quote: 'Fine',
      clientTitle: '',
      clientImage: '',
    })
    expect(t).toMatchObject({ clientTitle: null, clientImage: null })
    expect(listTestimonials().map((x) => x.clientName)).toEqual(['Bob', 'Ann'])
    expect(() =>
      createTestimonial({ clientName: 'C', quote: 'Q', clientImage: 'javascript:alert(1)' }),
    ).toThrow(ZodError)
  })
})

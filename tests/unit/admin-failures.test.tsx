// Admin screens whose database fails under them (docs/product.md §8): the screen still renders, with the fixed
// text in red, and the cause goes to the server log. The failures are real, in this test's own copy
// of the database: a table renamed away, or a trigger that refuses one kind of write.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { formErrorOf, type FormReply } from '#app/lib/form-reply.ts'
import { getDb } from '#app/lib/db.server.ts'
import { render } from '#tests/support/render-route.tsx'
import { createBlogPost, getBlogPost } from '#app/models/blog.server.ts'
import { createCategory, getCategory } from '#app/models/category.server.ts'
import { createConsultation, listConsultations } from '#app/models/consultation.server.ts'
import { createContactMessage, listContactMessages } from '#app/models/contact-message.server.ts'
import { createDetailedProject, getDetailedProject } from '#app/models/detailed-project.server.ts'
import { createDetailedService, getDetailedService } from '#app/models/detailed-service.server.ts'
import { createProject, getProject } from '#app/models/project.server.ts'
import { createService, getService } from '#app/models/service.server.ts'
import { createTestimonial, getTestimonial } from '#app/models/testimonial.server.ts'
import * as about from '#app/routes/admin.about.tsx'
import * as deletePost from '#app/routes/admin.blogs.$id.delete.tsx'
import * as editPost from '#app/routes/admin.blogs.$id.edit.tsx'
import * as blogs from '#app/routes/admin.blogs.tsx'
import * as deleteCategory from '#app/routes/admin.categories.$id.delete.tsx'
import * as categories from '#app/routes/admin.categories.tsx'
import * as deleteConsultation from '#app/routes/admin.consultations.$id_.delete.tsx'
import * as consultations from '#app/routes/admin.consultations.tsx'
import * as deleteMessage from '#app/routes/admin.contact-messages.$id_.delete.tsx'
import * as messages from '#app/routes/admin.contact-messages.tsx'
import * as dashboard from '#app/routes/admin.dashboard.tsx'
import * as deleteDetailedProject from '#app/routes/admin.detailed-projects.$id.delete.tsx'
import * as detailedProjects from '#app/routes/admin.detailed-projects.tsx'
import * as deleteDetailedService from '#app/routes/admin.detailed-services.$id.delete.tsx'
import * as detailedServices from '#app/routes/admin.detailed-services.tsx'
import * as deleteFullPost from '#app/routes/admin.full-blog.$id.delete.tsx'
import * as fullBlog from '#app/routes/admin.full-blog.tsx'
import * as deleteProject from '#app/routes/admin.projects.$id.delete.tsx'
import * as editProject from '#app/routes/admin.projects.$id.edit.tsx'
import * as projects from '#app/routes/admin.projects.tsx'
import * as deleteService from '#app/routes/admin.services.$id.delete.tsx'
import * as editService from '#app/routes/admin.services.$id.edit.tsx'
import * as editDetailedService from '#app/routes/admin.detailed-services.$id.edit.tsx'
import * as editDetailedProject from '#app/routes/admin.detailed-projects.$id.edit.tsx'
import * as services from '#app/routes/admin.services.tsx'
import * as settings from '#app/routes/admin.settings.tsx'
import * as deleteTestimonial from '#app/admin/kind-delete.route.tsx'
import * as editTestimonial from '#app/admin/kind-edit.route.tsx'
import * as testimonials from '#app/admin/kind-list.route.tsx'
import {
  context,
  createAdmin,
  formRequest,
  getRequest,
  ORIGIN,
  sessionCookieFor,
} from '#tests/support/auth.ts'

/** The red error line admin screens use (StatusMessage kind="error"). */
const redLine = (text: string) =>
  new RegExp(`<p role="alert" class="[^"]*text-red-700[^"]*">${text}</p>`)

const sql = (statement: string) => getDb().$client.exec(statement)
const renameAway = (table: string) => sql(`ALTER TABLE "${table}" RENAME TO "${table}_gone"`)
const refuse = (table: string, write: 'INSERT' | 'UPDATE' | 'DELETE') =>
  sql(
    `CREATE TRIGGER "refuse_${write}_${table}" BEFORE ${write} ON "${table}"
     BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`,
  )

let cookie: string
let adminId: number
let logged: ReturnType<typeof vi.spyOn>
beforeEach(async () => {
  adminId = (await createAdmin()).id
  cookie = await sessionCookieFor(adminId)
  logged = vi.spyOn(console, 'error').mockImplementation(() => {})
})
// Each test has its own copy of the database (tests/setup/test-db.ts), so a table renamed away
// or a trigger added here is gone with it; nothing needs putting back.
afterEach(() => vi.restoreAllMocks())

function expectLogged(text: string, cause: RegExp) {
  expect(logged).toHaveBeenCalledWith(
    `${text}:`,
    expect.objectContaining({ message: expect.stringMatching(cause) }),
  )
}

describe('a list screen whose read fails shows its text in red, not an error page', () => {
  test.each([
    ['/admin/projects', 'projects', 'Failed to fetch projects', projects],
    ['/admin/detailed-projects', 'detailed_projects', 'Failed to fetch projects', detailedProjects],
    ['/admin/blogs', 'blog_posts', 'Failed to fetch posts', blogs],
    ['/admin/full-blog', 'blog_posts', 'Failed to fetch posts', fullBlog],
    ['/admin/dashboard', 'blog_posts', 'Failed to fetch posts', dashboard],
    ['/admin/dashboard', 'projects', 'Failed to fetch projects', dashboard],
    ['/admin/services', 'services', 'Failed to fetch services', services],
    ['/admin/detailed-services', 'detailed_services', 'Failed to fetch services', detailedServices],
    ['/admin/testimonials', 'testimonials', 'Failed to fetch testimonials', testimonials],
    ['/admin/categories', 'categories', 'Failed to fetch categories', categories],
    ['/admin/about', 'about_sections', 'Failed to fetch content', about],
    ['/admin/settings', 'site_settings', 'Failed to fetch settings', settings],
    ['/admin/contact-messages', 'contact_messages', 'Failed to fetch messages', messages],
    ['/admin/consultations', 'consultations', 'Failed to fetch consultations', consultations],
  ] as const)('%s without the %s table: "%s"', async (path, table, text, module) => {
    renameAway(table)
    const { status, html } = await render(module, path, getRequest(path, cookie))
    expect(status).toBe(200)
    expect(html).toMatch(redLine(text))
    expectLogged(text, new RegExp(`no such table: ${table}`))
  })

  test('a post whose read fails opens its edit modal with "Failed to fetch blog post"', async () => {
    const post = await createBlogPost({ title: 'T', content: '<p>x</p>' }, adminId)
    const path = `/admin/blogs/${post._id}/edit`
    renameAway('blog_posts')
    const result = (await editPost.loader({
      request: getRequest(path, cookie),
      params: { id: post._id },
      context,
    })) as { values: unknown; error: string | null }
    expect(result.values).toBeNull()
    expect(result.error).toBe('Failed to fetch blog post')
    expectLogged('Failed to fetch blog post', /no such table: blog_posts/)
  })

  test('the loader itself answers with the text rather than throwing', async () => {
    renameAway('projects')
    const result = (await projects.loader({
      request: getRequest('/admin/projects', cookie),
      params: {},
      context,
    })) as unknown as { data: { error: string; projects: unknown[] }; init: ResponseInit | null }
    expect(result.init?.status ?? 200).not.toBe(500)
    expect(result.data).toMatchObject({ error: 'Failed to fetch projects', projects: [] })
  })
})

/** One row in each table a delete screen removes from, and how to find it again. */
const DELETES = [
  {
    list: '/admin/projects',
    listModule: projects,
    module: deleteProject,
    table: 'projects',
    text: 'Failed to delete project',
    seed: () =>
      createProject({
        title: 'Reel',
        category: 'Video',
        media: [{ url: 'https://example.com/a.png', type: 'image' }],
      })._id,
    exists: (id: number) => getProject(id) !== undefined,
  },
  {
    list: '/admin/detailed-projects',
    listModule: detailedProjects,
    module: deleteDetailedProject,
    table: 'detailed_projects',
    text: 'Failed to delete project',
    seed: () =>
      createDetailedProject({
        title: 'Case',
        description: 'Long',
        category: 'Video',
        tags: [],
        media: [],
      })._id,
    exists: (id: number) => getDetailedProject(id) !== undefined,
  },
  {
    list: '/admin/blogs',
    listModule: blogs,
    module: deletePost,
    table: 'blog_posts',
    text: 'Failed to delete post',
    seed: () => createBlogPost({ title: 'Post', content: '<p>Hi</p>' }, adminId)._id,
    exists: (id: number) => getBlogPost(id) !== undefined,
  },
  {
    list: '/admin/full-blog',
    listModule: fullBlog,
    module: deleteFullPost,
    table: 'blog_posts',
    text: 'Failed to delete post',
    seed: () => createBlogPost({ title: 'Post', content: '<p>Hi</p>' }, adminId)._id,
    exists: (id: number) => getBlogPost(id) !== undefined,
  },
  {
    list: '/admin/services',
    listModule: services,
    module: deleteService,
    table: 'services',
    text: 'Failed to delete service',
    seed: () => createService({ title: 'Editing', description: 'Cuts', icon: 'Film' })._id,
    exists: (id: number) => getService(id) !== undefined,
  },
  {
    list: '/admin/detailed-services',
    listModule: detailedServices,
    module: deleteDetailedService,
    table: 'detailed_services',
    text: 'Failed to delete service',
    seed: () =>
      createDetailedService({ title: 'Edit', subtitle: 'Cuts', description: 'Long', features: [] })
        ._id,
    exists: (id: number) => getDetailedService(id) !== undefined,
  },
  {
    list: '/admin/testimonials',
    listModule: testimonials,
    module: deleteTestimonial,
    table: 'testimonials',
    text: 'Failed to delete testimonial',
    seed: () => createTestimonial({ clientName: 'Ada', quote: 'Great' })._id,
    exists: (id: number) => getTestimonial(id) !== undefined,
  },
  {
    list: '/admin/categories',
    listModule: categories,
    module: deleteCategory,
    table: 'categories',
    text: 'Failed to delete category',
    seed: () => createCategory({ name: 'Video' })._id,
    exists: (id: number) => getCategory(id) !== undefined,
  },
  {
    list: '/admin/contact-messages',
    listModule: messages,
    module: deleteMessage,
    table: 'contact_messages',
    text: 'Failed to delete message',
    seed: async () =>
      (await createContactMessage({ name: 'Ada', email: 'ada@example.com', message: 'Hi' }))._id,
    exists: (id: number) => listContactMessages().some((m) => m._id === String(id)),
  },
  {
    list: '/admin/consultations',
    listModule: consultations,
    module: deleteConsultation,
    table: 'consultations',
    text: 'Failed to delete consultation',
    seed: async () =>
      (
        await createConsultation({
          name: 'Ada',
          phone: '1',
          email: 'ada@example.com',
          message: 'Hi',
        })
      )._id,
    exists: (id: number) => listConsultations().some((m) => m._id === String(id)),
  },
]

describe('a delete the database refuses shows its text in red in the modal', () => {
  test.each(DELETES)('$list: "$text"', async (d) => {
    const id = Number(await d.seed())
    refuse(d.table, 'DELETE')
    const path = `${d.list}/${id}/delete`
    const { status, html } = await render(
      d.listModule,
      d.list,
      formRequest(path, { intent: 'delete' }, { cookie }),
      { path: ':id/delete', module: d.module },
    )
    // A server fault, answered like the other failed saves: a 500 with the page, not an error page.
    expect(status).toBe(500)
    expect(html).toMatch(redLine(d.text))
    expect(html).toContain('Are you sure you want to delete')
    expectLogged(d.text, /disk on fire/)
    expect(d.exists(id)).toBe(true)
  })

  test('a delete whose own lookup fails answers with the text rather than throwing', async () => {
    const id = createProject({ title: 'Reel', category: 'Video', media: [] })._id
    renameAway('projects')
    const result = (await deleteProject.action({
      request: formRequest(`/admin/projects/${id}/delete`, { intent: 'delete' }, { cookie }),
      params: { id },
      context,
    })) as unknown as { data: FormReply }
    expect(formErrorOf(result.data)).toBe('Failed to delete project')
    expectLogged('Failed to delete project', /no such table: projects/)
  })

  test('a row that is already gone is still a 404 with the text, and nothing is logged', async () => {
    const result = (await deleteService.action({
      request: formRequest('/admin/services/999/delete', { intent: 'delete' }, { cookie }),
      params: { id: '999' },
      context,
    })) as unknown as { data: FormReply; init: ResponseInit }
    expect(result.init.status).toBe(404)
    expect(formErrorOf(result.data)).toBe('Failed to delete service')
    expect(logged).not.toHaveBeenCalled()
  })
})

/** Posts `fields` as multipart, the way the media and blog modals send them. */
function multipart(path: string, fields: Record<string, string>, file?: string) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (file) form.append(file, new Blob([]), '')
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: ORIGIN },
    body: form,
  })
}

type Reply<T> = { data: T; init: ResponseInit | null }
const call = async <T,>(action: unknown, request: Request, id: string) =>
  (await (action as (args: unknown) => Promise<unknown>)({
    request,
    params: { id },
    context,
  })) as Reply<T>

describe('a save the database fails keeps what was typed and says so', () => {
  test('a post whose lookup fails: 500, the typed values and "Failed to save post"', async () => {
    const id = createBlogPost({ title: 'Old', content: '<p>Old</p>' }, adminId)._id
    renameAway('blog_posts')
    const typed = { title: 'New title', coverImage: '', content: '<p>New</p>' }
    const reply = await call<{
      result: { error: Record<string, string[]>; initialValue: unknown }
    }>(editPost.action, multipart(`/admin/blogs/${id}/edit`, typed, 'coverFile'), id)
    expect(reply.init?.status).toBe(500)
    expect(reply.data.result.error['']).toEqual(['Failed to save post'])
    expect(reply.data.result.initialValue).toEqual({ title: 'New title', content: '<p>New</p>' })
    expectLogged('Failed to save post', /no such table: blog_posts/)
  })

  test('a project whose lookup fails: 500, the typed values and "Failed to save project"', async () => {
    const id = createProject({ title: 'Old', category: 'Video', media: [] })._id
    renameAway('projects')
    const reply = await call<{
      result: { error: Record<string, string[]>; initialValue: unknown }
    }>(
      editProject.action,
      multipart(
        `/admin/projects/${id}/edit`,
        {
          title: 'New title',
          description: 'Typed',
          category: 'Video',
          'media[0].url': 'https://example.com/a.png',
          'media[0].type': 'image',
        },
        'media[0].file',
      ),
      id,
    )
    expect(reply.init?.status).toBe(500)
    expect(reply.data.result.error['']).toEqual(['Failed to save project'])
    expect(reply.data.result.initialValue).toEqual({
      title: 'New title',
      description: 'Typed',
      category: 'Video',
      media: [{ url: 'https://example.com/a.png', type: 'image' }],
    })
    expectLogged('Failed to save project', /no such table: projects/)
  })

  test('a testimonial whose lookup fails: 500 and "Failed to save testimonial"', async () => {
    const id = createTestimonial({ clientName: 'Ada', quote: 'Great' })._id
    renameAway('testimonials')
    const reply = await call<{
      result: { error: Record<string, string[]>; initialValue: unknown }
    }>(
      editTestimonial.action,
      multipart(
        `/admin/testimonials/${id}/edit`,
        { clientName: 'Grace', quote: 'Typed quote', clientTitle: '', clientImage: '' },
        'clientImageFile',
      ),
      id,
    )
    expect(reply.init?.status).toBe(500)
    expect(reply.data.result.error['']).toEqual(['Failed to save testimonial'])
    expect(reply.data.result.initialValue).toMatchObject({ clientName: 'Grace' })
    expectLogged('Failed to save testimonial', /no such table: testimonials/)
  })

  test('a service update the database refuses is a 500 (not a vanished row), and logged', async () => {
    const id = createService({ title: 'Old', description: 'Old', icon: '' })._id
    refuse('services', 'UPDATE')
    const reply = await call<{
      result: { error: Record<string, string[]>; initialValue: unknown }
    }>(
      editService.action,
      formRequest(`/admin/services/${id}/edit`, { title: 'New', description: 'Typed' }, { cookie }),
      id,
    )
    expect(reply.init?.status).toBe(500)
    expect(reply.data.result.error['']).toEqual(['Failed to save service'])
    expect(reply.data.result.initialValue).toMatchObject({ title: 'New', description: 'Typed' })
    expectLogged('Failed to save service', /disk on fire/)
  })

  test('a category the database refuses: "Failed to add category" in red, and logged', async () => {
    refuse('categories', 'INSERT')
    const { status, html } = await render(
      categories,
      '/admin/categories',
      formRequest('/admin/categories', { intent: 'add-category', name: 'Video' }, { cookie }),
    )
    expect(status).toBe(500)
    expect(html).toMatch(redLine('Failed to add category'))
    expectLogged('Failed to add category', /disk on fire/)
  })

  test("a category name that is taken is still the field's error, and nothing is logged", async () => {
    createCategory({ name: 'Video' })
    const reply = await call<{ result: { error: Record<string, string[]> }; error: null }>(
      categories.action,
      formRequest('/admin/categories', { intent: 'add-category', name: 'video' }, { cookie }),
      '',
    )
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error.name).toEqual(['A category with this name already exists.'])
    expect(logged).not.toHaveBeenCalled()
  })
})

describe('an Edit modal for a row that is gone: 404, its own text, inside the admin modal', () => {
  test.each([
    ['/admin/services', services, editService, 'Service not found.'],
    ['/admin/detailed-services', detailedServices, editDetailedService, 'Service not found.'],
    ['/admin/testimonials', testimonials, editTestimonial, 'Testimonial not found.'],
    ['/admin/projects', projects, editProject, 'Project not found.'],
    ['/admin/detailed-projects', detailedProjects, editDetailedProject, 'Project not found.'],
  ] as const)('%s/99999/edit says "%s"', async (list, listModule, module, text) => {
    const { status, html } = await render(
      listModule,
      list,
      getRequest(`${list}/99999/edit`, cookie),
      { path: ':id/edit', module },
    )
    expect(status).toBe(404)
    expect(html).toContain(text)
    expect(html).toContain('role="dialog"')
  })
})

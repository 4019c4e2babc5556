// The project, blog and testimonial modal actions against real multipart bodies: files stored per row, add/remove
// intents that save nothing, and refusals that leave no file behind.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, test } from 'vitest'
import * as newProject from '#app/routes/admin.projects.new.tsx'
import * as newDetailedProject from '#app/routes/admin.detailed-projects.new.tsx'
import * as newPost from '#app/routes/admin.blogs.new.tsx'
import * as newTestimonial from '#app/admin/kind-new.route.tsx'
import * as uploads from '#app/routes/admin.uploads.$kind.ts'
import { listBlogPosts } from '#app/models/blog.server.ts'
import { listProjects } from '#app/models/project.server.ts'
import { listDetailedProjects } from '#app/models/detailed-project.server.ts'
import { listTestimonials } from '#app/models/testimonial.server.ts'
import { createAdmin, ORIGIN, sessionCookieFor } from '#tests/support/auth.ts'

const PNG = readFileSync(new URL('../../../db/seed-media/demo-1.png', import.meta.url))
const TEXT = Buffer.from('plain text pretending to be a picture')

function storedFiles(): string[] {
  const root = process.env.UPLOADS_DIR!
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
      .filter((path) => !path.startsWith('.variants/')) // an image's resized copies, made later
  } catch {
    return []
  }
}

let cookie = ''
beforeEach(async () => {
  cookie = await sessionCookieFor((await createAdmin()).id)
})

type Action = (args: never) => unknown
type Reply = { data: { values: unknown; errors: Record<string, string> }; init: { status: number } }
type ConformReply = {
  data: {
    result: { initialValue: Record<string, unknown>; error?: Record<string, string[] | null> }
  }
  init: { status: number } | null
}

async function post(action: Action, path: string, form: FormData, params = {}) {
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: ORIGIN },
    body: form,
  })
  return (await action({ request, params, context: {} } as never)) as Reply | Response
}

// What Conform's add/remove-row buttons post (their value is the intent, serialized).
const ADD_ROW = JSON.stringify({
  type: 'insert',
  payload: { name: 'media', defaultValue: { url: '', type: 'image' } },
})
const REMOVE_FIRST_ROW = JSON.stringify({ type: 'remove', payload: { name: 'media', index: 0 } })

function projectForm(rows: Array<{ url?: string; type?: string; file?: Buffer }>, intent?: string) {
  const form = new FormData()
  form.append('title', 'Multipart project')
  form.append('description', 'Two files and a link')
  form.append('category', 'Video')
  rows.forEach((row, i) => {
    form.append(`media[${i}].url`, row.url ?? '')
    form.append(`media[${i}].type`, row.type ?? 'image')
    form.append(
      `media[${i}].file`,
      new Blob(row.file ? [new Uint8Array(row.file)] : []),
      row.file ? `f${i}.png` : '',
    )
  })
  if (intent) form.append('__intent__', intent)
  return form
}

describe('project modal action', () => {
  test('stores a file per row and saves them in order with the URL row', async () => {
    const res = await post(
      newProject.action,
      '/admin/projects/new',
      projectForm([
        { file: PNG },
        { url: 'https://example.com/a.mp4', type: 'video' },
        { file: PNG },
      ]),
    )
    expect((res as Response).status).toBe(302)
    const [project] = listProjects()
    expect(project!.media.map((m) => m.type)).toEqual(['image', 'video', 'image'])
    expect(project!.media[1]!.url).toBe('https://example.com/a.mp4')
    expect(storedFiles().sort()).toEqual(
      [project!.media[0]!.url, project!.media[2]!.url]
        .map((u) => u.slice('/uploads/'.length))
        .sort(),
    )
  })

  test('add and remove re-render the rows, save nothing and keep no file', async () => {
    const added = (await post(
      newProject.action,
      '/admin/projects/new',
      projectForm([{ file: PNG }], ADD_ROW),
    )) as unknown as ConformReply
    // Conform leaves empty values out of what it sends back.
    expect(added.data.result.initialValue.media).toEqual([{ type: 'image' }, { type: 'image' }])
    const removed = (await post(
      newProject.action,
      '/admin/projects/new',
      projectForm([{ url: 'https://example.com/x.png' }, { url: 'kept' }], REMOVE_FIRST_ROW),
    )) as unknown as ConformReply
    expect(removed.data.result.initialValue).toMatchObject({ media: [{ url: 'kept' }] })
    expect(listProjects()).toEqual([])
    expect(storedFiles()).toEqual([])
  })

  test('a row with neither a URL nor a file is refused and no file is kept', async () => {
    const res = (await post(
      newProject.action,
      '/admin/projects/new',
      projectForm([{ file: PNG }, {}]),
    )) as unknown as ConformReply
    expect(res.init?.status).toBe(400)
    expect(res.data.result.error).toEqual({ 'media[1].url': ['Enter a URL or choose a file'] })
    expect(storedFiles()).toEqual([])
  })

  test('a row sent with both a URL and a file (no JavaScript) keeps the file', async () => {
    const res = await post(
      newProject.action,
      '/admin/projects/new',
      projectForm([{ url: 'https://example.com/a.png', type: 'video', file: PNG }]),
    )
    expect((res as Response).status).toBe(302)
    const [project] = listProjects()
    expect(project!.media).toHaveLength(1)
    expect(project!.media[0]!.type).toBe('image')
    expect(project!.media[0]!.url).toMatch(/^\/uploads\/projects\/[0-9a-f]{32}\.png$/)
    expect(storedFiles()).toEqual([project!.media[0]!.url.slice('/uploads/'.length)])
  })

  test('one file that is not media refuses the whole form and keeps none', async () => {
    const res = (await post(
      newProject.action,
      '/admin/projects/new',
      projectForm([{ file: PNG }, { file: TEXT }]),
    )) as unknown as ConformReply
    expect(res.init?.status).toBe(415)
    expect(res.data.result.error?.['']).toEqual(['Please select an image, video or audio file.'])
    // The files cannot come back, but everything typed does.
    expect(res.data.result.initialValue).toEqual({
      title: 'Multipart project',
      description: 'Two files and a link',
      category: 'Video',
      media: [{ type: 'image' }, { type: 'image' }],
    })
    expect(listProjects()).toEqual([])
    expect(storedFiles()).toEqual([])
  })
})

describe('blog modal action', () => {
  function blogForm(fields: Record<string, string>, cover?: Buffer) {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    form.append('coverFile', new Blob(cover ? [new Uint8Array(cover)] : []), cover ? 'c.png' : '')
    return form
  }

  test('stores the cover file first and saves its URL with sanitized content', async () => {
    const res = await post(
      newPost.action,
      '/admin/blogs/new',
      blogForm(
        {
          title: 'Cover post',
          content: '<p onclick="x()">Hi<script>1</script></p>',
          coverImage: '',
        },
        PNG,
      ),
    )
    expect((res as Response).status).toBe(302)
    const [saved] = listBlogPosts()
    expect(saved!.content).toBe('<p>Hi</p>')
    expect(storedFiles()).toEqual([saved!.coverImage!.slice('/uploads/'.length)])
  })

  test('a cover file sent with a typed URL (no JavaScript) replaces the URL', async () => {
    const res = await post(
      newPost.action,
      '/admin/blogs/new',
      blogForm(
        { title: 'Both', content: '<p>Body</p>', coverImage: 'https://example.com/old.png' },
        PNG,
      ),
    )
    expect((res as Response).status).toBe(302)
    const [saved] = listBlogPosts()
    expect(saved!.coverImage).toMatch(/^\/uploads\/blogs\/[0-9a-f]{32}\.png$/)
  })

  test('a cover that is not an image is refused with the typed title and content kept', async () => {
    const res = (await post(
      newPost.action,
      '/admin/blogs/new',
      blogForm({ title: 'Typed title', coverImage: '', content: '<p>Typed body</p>' }, TEXT),
    )) as unknown as ConformReply
    expect(res.init?.status).toBe(415)
    expect(res.data.result.error?.['']).toEqual([
      'Please select an image file (JPEG, PNG, WebP, GIF or AVIF).',
    ])
    expect(res.data.result.initialValue).toEqual({
      title: 'Typed title',
      content: '<p>Typed body</p>',
    })
    expect(listBlogPosts()).toEqual([])
    expect(storedFiles()).toEqual([])
  })

  test('a cover over 10 MB is refused while streaming, and the content after it still comes back', async () => {
    const form = new FormData()
    form.append('title', 'Big cover')
    form.append('coverImage', '')
    form.append(
      'coverFile',
      new Blob([new Uint8Array(PNG), new Uint8Array(10 * 1024 * 1024)]),
      'big.png',
    )
    form.append('content', '<p>Written after choosing the cover</p>')
    const res = (await post(newPost.action, '/admin/blogs/new', form)) as unknown as ConformReply
    expect(res.init?.status).toBe(413)
    expect(res.data.result.error?.['']).toEqual(['Image size must not exceed 10 MB.'])
    expect(res.data.result.initialValue).toEqual({
      title: 'Big cover',
      content: '<p>Written after choosing the cover</p>',
    })
    expect(storedFiles()).toEqual([])
  })

  test('a missing title keeps the typed values and drops the stored cover', async () => {
    const res = (await post(
      newPost.action,
      '/admin/blogs/new',
      blogForm({ title: ' ', content: '<p>Body</p>', coverImage: 'typed' }, PNG),
    )) as unknown as ConformReply
    expect(res.init?.status).toBe(400)
    expect(res.data.result.error?.title).toEqual(['Title is required'])
    // The stored cover's URL is not shown: what was typed is.
    expect(res.data.result.initialValue).toMatchObject({
      content: '<p>Body</p>',
      coverImage: 'typed',
    })
    expect(storedFiles()).toEqual([])
  })
})

describe('testimonial modal action', () => {
  test('an image that is not one is refused with the typed name and quote kept', async () => {
    const form = new FormData()
    form.append('clientName', 'Dana')
    form.append('clientTitle', 'CEO')
    form.append('quote', 'Typed before the refusal')
    form.append('clientImage', '')
    form.append('clientImageFile', new Blob([new Uint8Array(TEXT)]), 'face.png')
    const res = (await post(newTestimonial.action, '/admin/testimonials/new', form)) as unknown as {
      data: { result: { initialValue: unknown; error: Record<string, string[]> } }
      init: { status: number }
    }
    expect(res.init.status).toBe(415)
    expect(res.data.result.error['']).toEqual([
      'Please select an image file (JPEG, PNG, WebP, GIF or AVIF).',
    ])
    expect(res.data.result.initialValue).toMatchObject({
      clientName: 'Dana',
      clientTitle: 'CEO',
      quote: 'Typed before the refusal',
    })
    expect(listTestimonials()).toEqual([])
    expect(storedFiles()).toEqual([])
  })
  test('with JavaScript the image goes first to its upload door, which answers its URL', async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(PNG)]), 'face.png')
    const res = (await post(uploads.action, '/admin/uploads/testimonials', form, {
      kind: 'testimonials',
    })) as Response
    expect(res.status).toBe(201)
    const { fileUrl, type } = (await res.json()) as { fileUrl: string; type: string }
    expect(type).toBe('image')
    expect(fileUrl).toMatch(/^\/uploads\/testimonials\/[0-9a-f]{32}\.png$/)
    expect(storedFiles()).toEqual([fileUrl.slice('/uploads/'.length)])
  })
})

describe("the upload door's address", () => {
  const image = () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(PNG)]), 'cover.png')
    return form
  }

  test('names the folder its files are stored in, as their addresses do', async () => {
    const res = (await post(uploads.action, '/admin/uploads/blogs', image(), {
      kind: 'blogs',
    })) as Response
    expect(res.status).toBe(201)
    const { fileUrl } = (await res.json()) as { fileUrl: string }
    expect(fileUrl).toMatch(/^\/uploads\/blogs\/[0-9a-f]{32}\.png$/)
  })

  test("is no door for a kind's name, the library's folder or an unknown name", async () => {
    for (const name of ['blog', 'service', 'media', 'nothing']) {
      const res = (await post(uploads.action, `/admin/uploads/${name}`, image(), {
        kind: name,
      })) as Response
      expect(res.status).toBe(404)
    }
    expect(storedFiles()).toEqual([])
  })
})

describe('the media grid without JavaScript', () => {
  const caseStudy = () => {
    const form = new FormData()
    form.append('title', 'Grid study')
    form.append('description', 'Three pictures')
    form.append('category', 'Video')
    ;['a', 'b', 'c'].forEach((name, i) => {
      form.append(`media[${i}].url`, `https://example.com/${name}.png`)
      form.append(`media[${i}].type`, 'image')
      form.append(`media[${i}].alt`, `Alt ${name}`)
      form.append(`media[${i}].caption`, name === 'c' ? 'Caption c' : '')
    })
    return form
  }
  const urls = (reply: ConformReply) =>
    (reply.data.result.initialValue.media as Array<{ url: string }>).map((m) => m.url.slice(20))

  test('Move earlier draws the form again with the rows reordered, the lead with its row, nothing saved', async () => {
    const form = caseStudy()
    form.append('mediaLead', '2')
    form.append('mediaArrange', 'move:2:1')
    const reply = (await post(
      newDetailedProject.action,
      '/admin/detailed-projects/new',
      form,
    )) as unknown as ConformReply
    expect(reply.init?.status).toBe(200)
    expect(urls(reply)).toEqual(['a.png', 'c.png', 'b.png'])
    expect(reply.data.result.initialValue.media).toMatchObject([
      { alt: 'Alt a' },
      { alt: 'Alt c', caption: 'Caption c', lead: 'on' },
      { alt: 'Alt b' },
    ])
    expect(listDetailedProjects({ all: true })).toEqual([])
  })

  test('Remove and Add keep the rest as typed; a forged move is drawn again unchanged', async () => {
    const removed = caseStudy()
    removed.append('mediaArrange', 'remove:0')
    const afterRemove = (await post(
      newDetailedProject.action,
      '/admin/detailed-projects/new',
      removed,
    )) as unknown as ConformReply
    expect(urls(afterRemove)).toEqual(['b.png', 'c.png'])
    const added = caseStudy()
    added.append('mediaArrange', 'add')
    const afterAdd = (await post(
      newDetailedProject.action,
      '/admin/detailed-projects/new',
      added,
    )) as unknown as ConformReply
    expect(afterAdd.data.result.initialValue.media).toHaveLength(4)
    const forged = caseStudy()
    forged.append('mediaArrange', 'move:0:99999999')
    const afterForged = (await post(
      newDetailedProject.action,
      '/admin/detailed-projects/new',
      forged,
    )) as unknown as ConformReply
    expect(urls(afterForged)).toEqual(['a.png', 'b.png', 'c.png'])
    expect(listDetailedProjects({ all: true })).toEqual([])
  })

  test('Save stores the order, the lead chosen and the captions', async () => {
    const form = caseStudy()
    form.append('mediaLead', '1')
    const res = await post(newDetailedProject.action, '/admin/detailed-projects/new', form)
    expect((res as Response).status).toBe(302)
    const [saved] = listDetailedProjects({ all: true })
    expect(saved!.media).toEqual([
      { url: 'https://example.com/a.png', type: 'image', alt: 'Alt a' },
      { url: 'https://example.com/b.png', type: 'image', alt: 'Alt b', lead: true },
      { url: 'https://example.com/c.png', type: 'image', alt: 'Alt c', caption: 'Caption c' },
    ])
  })
})

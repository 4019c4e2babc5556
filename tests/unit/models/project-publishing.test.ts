// Publishing of projects and detailed projects (docs/publishing.md): a draft or a scheduled item is
// in no public door (home, portfolio, its page, counts, sitemap, the public /api) until its time,
// by the clock each read is given; detailed projects have slugs, 301s and preview links like posts
// (detailed services' previews too),
// projects (no page of their own) a status and a publish time only.
import { describe, expect, test } from 'vitest'
import { nextScheduledPublish } from '#app/lib/public-visibility.server.ts'
import {
  createDetailedProject,
  deleteDetailedProject,
  findDetailedProjectByAddress,
  listDetailedProjects,
  previewDetailedProject,
  updateDetailedProject,
} from '#app/models/detailed-project.server.ts'
import { ConflictError } from '#app/models/errors.ts'
import { issuePreviewToken, revokePreviews } from '#app/models/preview.server.ts'
import { createDetailedService } from '#app/models/detailed-service.server.ts'
import {
  countProjects,
  createProject,
  getProject,
  listProjects,
  updateProject,
} from '#app/models/project.server.ts'
import * as detailedList from '#app/routes/api.detailed-projects.ts'
import * as detailedOne from '#app/routes/api.detailed-projects.$id.ts'
import * as projectList from '#app/routes/api.projects.ts'
import * as projectCount from '#app/routes/api.projects.count.ts'
import * as projectPage from '#app/routes/_public.detailed-projects.$id.tsx'
import * as home from '#app/routes/_public._index.tsx'
import * as portfolio from '#app/routes/_public.portfolio.tsx'
import { loader as sitemap } from '#app/routes/sitemap[.]xml.ts'
import * as servicePreview from '#app/routes/_public.preview.detailed-services.$token.tsx'
import * as projectPreview from '#app/routes/_public.preview.detailed-projects.$token.tsx'
import { admin, body, call } from '../../api/helpers.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const T = new Date('2026-06-01T12:00:00Z')
const at = (ms: number) => new Date(T.getTime() + ms)
const titles = (items: Array<{ title: string }>) => items.map((i) => i.title)
const project = { title: 'Launch Film', description: 'x', category: 'Video', media: [] }
const detailed = { title: 'Harbour Campaign', description: '<p>x</p>', category: 'Brand' }

async function pageLoader(
  route: { loader: (args: never) => Promise<unknown> },
  path: string,
  params = {},
) {
  const request = new Request(`http://localhost${path}`)
  try {
    return await route.loader({ request, params, context: {} } as never)
  } catch (thrown) {
    return thrown
  }
}

describe('projects (no page: a status and a publish time, no slug)', () => {
  test('a draft is on no public door, in every admin read; published it shows', async () => {
    const { token } = await admin('Project Writer')
    createProject({ ...project, title: 'Shown' }, at(-HOUR))
    const draft = createProject({ ...project, title: 'Hidden', status: 'draft' }, T)
    expect(draft).toMatchObject({ status: 'draft', publishAt: null })
    expect(draft).not.toHaveProperty('slug')

    expect(titles(listProjects({ now: T }))).toEqual(['Shown'])
    expect(countProjects({ now: T })).toBe(1)
    expect(getProject(Number(draft._id), { now: T })).toBeUndefined()
    expect(titles(listProjects({ all: true, now: T }))).toEqual(['Hidden', 'Shown'])
    expect(countProjects({ all: true })).toBe(2)

    // The home page's "Our Work" and the public /api (the real clock: the draft has no time).
    // data() wraps the home loader's answer (it sets a cookie header).
    const page = (await pageLoader(home, '/')) as { data: { projects: Array<{ title: string }> } }
    expect(titles(page.data.projects)).toEqual(['Shown'])
    const list = async (path: string, withToken = false) =>
      body<Array<Record<string, unknown>>>(
        await call(projectList, 'GET', path, withToken ? { token } : {}),
      )
    expect(titles((await list('/api/projects')) as never)).toEqual(['Shown'])
    expect(await body(await call(projectCount, 'GET', '/api/projects/count'))).toEqual({
      count: 1,
    })
    expect(await body(await call(projectCount, 'GET', '/api/projects/count', { token }))).toEqual({
      count: 2,
    })
    const everything = await list('/api/projects', true)
    expect(everything.map((p) => [p.title, p.status])).toEqual([
      ['Hidden', 'draft'],
      ['Shown', undefined],
    ])
    // Asked for, the schedule comes with every project; older clients' answers stay as they were.
    const [shown] = await list('/api/projects?include=publication')
    expect(shown).toMatchObject({ status: 'published', publishAt: expect.any(String) })
    expect(shown).not.toHaveProperty('slug')

    updateProject(Number(draft._id), { ...project, title: 'Hidden', status: 'published' }, at(HOUR))
    expect(titles(listProjects({ now: at(HOUR) }))).toEqual(['Hidden', 'Shown'])
  })

  test('a scheduled project appears at its time and not a millisecond before', () => {
    const when = at(2 * HOUR)
    createProject({ ...project, status: 'scheduled', publishAt: when.toISOString() }, T)
    expect(nextScheduledPublish(T.getTime())).toBe(when.getTime())
    expect(listProjects({ now: new Date(when.getTime() - 1) })).toEqual([])
    expect(countProjects({ now: new Date(when.getTime() - 1) })).toBe(0)
    expect(titles(listProjects({ now: when }))).toEqual(['Launch Film'])
    expect(() => createProject({ ...project, status: 'scheduled' }, T)).toThrow(
      /Publish time is required/,
    )
  })
})

describe('detailed projects', () => {
  test('a draft is on no public door until published: portfolio, page, sitemap, /api', async () => {
    const { token } = await admin('Portfolio Writer')
    const live = createDetailedProject(detailed, at(-HOUR))
    const hidden = createDetailedProject({ ...detailed, title: 'مشروع سري', status: 'draft' }, T)
    expect([live.slug, hidden.slug]).toEqual(['harbour-campaign', 'مشروع-سري'])
    expect(titles(listDetailedProjects({ now: T }))).toEqual(['Harbour Campaign'])
    expect(findDetailedProjectByAddress('مشروع-سري', { now: T })).toBeUndefined()
    expect(findDetailedProjectByAddress(hidden._id, { now: T })).toBeUndefined()

    const shown = (await pageLoader(portfolio, '/portfolio')) as {
      projects: Array<{ title: string }>
    }
    expect(titles(shown.projects)).toEqual(['Harbour Campaign'])
    const path = `/detailed-projects/${encodeURIComponent('مشروع-سري')}`
    const missing = (await pageLoader(projectPage, path, { id: 'مشروع-سري' })) as Response
    expect(missing.status).toBe(404)
    const map = await (
      await sitemap({
        request: new Request('http://localhost/sitemap.xml'),
        params: {},
        context: {},
      })
    ).text()
    expect(map).toContain('/detailed-projects/harbour-campaign')
    expect(map).not.toContain(encodeURIComponent('مشروع-سري'))

    const params = { id: hidden._id }
    expect((await call(detailedOne, 'GET', '/x', { params })).status).toBe(404)
    expect((await call(detailedOne, 'GET', '/x', { params, token })).status).toBe(200)
    const listed = async (withToken: boolean) =>
      titles(
        await body<Array<{ title: string }>>(
          await call(detailedList, 'GET', '/api/detailed-projects', withToken ? { token } : {}),
        ),
      )
    expect(await listed(false)).toEqual(['Harbour Campaign'])
    expect(await listed(true)).toEqual(['مشروع سري', 'Harbour Campaign'])

    updateDetailedProject(
      Number(hidden._id),
      { ...detailed, title: 'مشروع سري', status: 'published' },
      at(HOUR),
    )
    expect(findDetailedProjectByAddress('مشروع-سري', { now: at(HOUR) })).toMatchObject({
      item: { status: 'published' },
    })
  })

  test('a scheduled project appears at its time; the page cache knows the moment', () => {
    const when = at(DAY)
    const soon = createDetailedProject(
      { ...detailed, title: 'Soon', status: 'scheduled', publishAt: when.toISOString() },
      T,
    )
    expect(soon).toMatchObject({ status: 'scheduled', slug: 'soon' })
    expect(nextScheduledPublish(T.getTime())).toBe(when.getTime())
    expect(findDetailedProjectByAddress('soon', { now: new Date(when.getTime() - 1) })).toBe(
      undefined,
    )
    expect(findDetailedProjectByAddress('soon', { now: when })).toMatchObject({
      item: { title: 'Soon' },
    })
  })

  test('slugs: unique, editable, the id and old slugs answer 301 to the current one', async () => {
    const one = createDetailedProject(detailed, T)
    const two = createDetailedProject(detailed, T)
    expect([one.slug, two.slug]).toEqual(['harbour-campaign', 'harbour-campaign-2'])
    expect(() =>
      updateDetailedProject(Number(two._id), { ...detailed, slug: 'harbour-campaign' }, T),
    ).toThrow(ConflictError)
    updateDetailedProject(Number(one._id), { ...detailed, slug: 'Harbour 2026' }, T)
    expect(findDetailedProjectByAddress('harbour-campaign', { now: T })).toEqual({
      movedTo: 'harbour-2026',
    })
    const moved = (await pageLoader(projectPage, `/detailed-projects/${one._id}?x=1`, {
      id: one._id,
    })) as Response
    expect([moved.status, moved.headers.get('Location')]).toEqual([
      301,
      '/detailed-projects/harbour-2026?x=1',
    ])
    const page = (await pageLoader(projectPage, '/detailed-projects/harbour-2026', {
      id: 'harbour-2026',
    })) as { project: { title: string } }
    expect(page.project.title).toBe('Harbour Campaign')
  })

  test('preview links show a draft without a session, then expire, or end on publish or delete', () => {
    const draft = createDetailedProject({ ...detailed, status: 'draft' }, T)
    const id = Number(draft._id)
    const { token } = issuePreviewToken('detailed-project', id, T)
    expect(previewDetailedProject(token, T)).toMatchObject({ item: { status: 'draft' } })
    expect(previewDetailedProject(token, at(7 * DAY))).toBeUndefined()
    updateDetailedProject(id, { ...detailed, status: 'published' }, at(HOUR))
    expect(previewDetailedProject(token, at(2 * HOUR))).toBeUndefined()

    const other = createDetailedProject({ ...detailed, title: 'Other', status: 'draft' }, T)
    const link = issuePreviewToken('detailed-project', Number(other._id), T).token
    deleteDetailedProject(Number(other._id))
    expect(previewDetailedProject(link, T)).toBeUndefined()
  })
})

describe('preview pages of detailed services and projects', () => {
  test('show a draft to anyone holding the link, never cached nor indexed, until revoked', async () => {
    const service = createDetailedService(
      { title: 'Quiet Service', subtitle: 'Soon', description: 'x', status: 'draft' },
      T,
    )
    const project = createDetailedProject({ ...detailed, title: 'Quiet Project', status: 'draft' })
    for (const [route, kind, id, title] of [
      [servicePreview, 'detailed-service', service._id, 'Quiet Service'],
      [projectPreview, 'detailed-project', project._id, 'Quiet Project'],
    ] as const) {
      const { token } = issuePreviewToken(kind, Number(id))
      // No session: a plain request with the link alone.
      const shown = (await pageLoader(route, `/preview/x/${token}`, { token })) as {
        data: Record<string, { title: string } | string>
        init: { headers: Record<string, string> }
      }
      expect(JSON.stringify(shown.data)).toContain(title)
      expect(shown.data.status).toBe('draft')
      expect(shown.init.headers).toEqual({
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex, nofollow',
      })
      revokePreviews(kind, Number(id))
      const gone = (await pageLoader(route, `/preview/x/${token}`, { token })) as Response
      expect(gone.status).toBe(404)
    }
  })
})

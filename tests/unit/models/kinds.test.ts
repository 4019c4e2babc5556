// The registry of content kinds (db/kinds.ts) is walked: every kind says what it has
// (revisions, trash, upload columns, its /api resource) and names real tables, columns, routes and
// OpenAPI entries, so a kind added with a gap fails here rather than in one feature.
import { existsSync } from 'node:fs'
import { getTableColumns, type Table } from 'drizzle-orm'
import { UNSAFE_defineRoutes as defineRoutes } from '@remix-run/dev'
import { describe, expect, test } from 'vitest'
import { remixOptions } from '../../../remix.config.ts'
import { resolveUploadPath, UPLOAD_FOLDERS } from '#app/lib/upload-paths.server.ts'
import { openApiDocument } from '#app/api/openapi.server.ts'
import { currentSnapshot } from '#app/admin/revision-restore.server.ts'
import { kindModelOf } from '#app/models/kind-models.server.ts'
import { requestLanguage } from '#app/site/request-language.server.ts'
import { screenTexts } from '#app/admin/kind-screens.server.ts'
import { KIND_FORMS } from '#app/components/admin/kind-forms.ts'
import { adminAr } from '#app/i18n/admin-dictionary-ar.ts'
import { translateMessage } from '#app/i18n/admin-messages.ts'
import {
  DOOR_ROUTES,
  hasColumn,
  isScreenKind,
  KIND_NAMES,
  kindSpec,
  SCREEN_ROUTES,
  SLUG_KINDS,
  TRASH_KINDS,
} from '#db/kinds.ts'

type Doc = { paths: Record<string, Record<string, unknown>>; components: { schemas: object } }
const doc = openApiDocument() as Doc
const columnsOf = (table: Table) => Object.values(getTableColumns(table))

describe.each(KIND_NAMES)('%s', (kind) => {
  const spec = kindSpec(kind)

  test('has a revision, trash, upload-column and OpenAPI entry, each saying what it has', () => {
    expect(spec.revision === null || spec.revision.length > 0).toBe(true)
    expect(typeof spec.trash).toBe('boolean')
    expect(Array.isArray(spec.uploads.urls) && Array.isArray(spec.uploads.html)).toBe(true)
    expect(doc.paths[spec.api.path], spec.api.path).toBeDefined()
    expect(doc.components.schemas).toHaveProperty(spec.api.component)
    if (spec.api.crud) {
      const one = doc.paths[`${spec.api.path}/{id}`]!
      expect(Object.keys(doc.paths[spec.api.path]!).sort()).toEqual(['get', 'post'])
      expect(Object.keys(one).sort()).toEqual(
        spec.api.crud.getOne ? ['delete', 'get', 'put'] : ['delete', 'put'],
      )
    }
  })

  test('its model declares what the OpenAPI document and a restore need of it', () => {
    const model: { kind: string; input?: unknown; read?: unknown; update?: unknown } =
      kindModelOf(kind)
    expect(model.kind).toBe(kind)
    const ops = doc.paths[spec.api.path] as Record<string, { requestBody?: unknown }>
    if (spec.api.crud) {
      expect(model.input, 'its /api input schema').toBeDefined()
      expect(ops.post!.requestBody, `POST ${spec.api.path} documents its body`).toBeDefined()
    }
    if (spec.revision) {
      expect(typeof model.read).toBe('function')
      expect(typeof model.update).toBe('function')
      // A restore reads the item through its model (an id no item has is none, not an error).
      expect(() => currentSnapshot(kind as never, 999_999)).not.toThrow()
    }
  })

  test('names its own table, columns and children', () => {
    expect(hasColumn(spec.table, spec.titleColumn), spec.titleColumn).toBe(true)
    // A singleton's lists without a parent column (the About page's sections and blocks) are its
    // rows, every one of them.
    const lists = spec.translated.lists.filter((l) => spec.singleton && l.parent === null)
    const tables = [spec.table, ...spec.children.map((c) => c.table), ...lists.map((l) => l.table)]
    for (const child of spec.children) expect(columnsOf(child.table)).toContain(child.parent)
    for (const column of [...spec.uploads.urls, ...spec.uploads.html]) {
      expect(
        tables.some((t) => columnsOf(t).includes(column)),
        `${kind}: ${column.name} is in its table or a child's`,
      ).toBe(true)
    }
  })

  test('its /api resource is a route file, or the registry gives its doors', () => {
    const file = `api${spec.api.path.slice('/api'.length).replaceAll('/', '.')}.ts`
    const hasFile = existsSync(new URL(`../../../app/routes/${file}`, import.meta.url))
    if (!spec.api.fromRegistry) {
      expect(hasFile, file).toBe(true)
      return
    }
    // Mounted under the ids its route files would have had: a file beside them would clash.
    expect(hasFile, `${file} beside the registry's doors`).toBe(false)
    expect(spec.api.crud, 'the registry gives a collection and an item').not.toBe(false)
    expect(spec.publishing, 'a kind with publishing reads through api-collection').toBeNull()
    const model: { kind: string; door?: Record<string, unknown> } = kindModelOf(kind)
    for (const name of ['input', 'list', 'read', 'create', 'replace', 'remove'])
      expect(model.door?.[name], `its model's door.${name}`).toBeDefined()
    const routes = DOOR_ROUTES.filter((route) => route.kind === kind)
    expect(routes.map((route) => route.door)).toEqual(
      spec.api.upload ? ['collection', 'item', 'upload'] : ['collection', 'item'],
    )
  })

  test('its admin screens are route files, or the registry gives them whole', () => {
    const list = `admin${spec.admin.list.slice('/admin'.length).replaceAll('/', '.')}.tsx`
    const hasFile = existsSync(new URL(`../../../app/routes/${list}`, import.meta.url))
    if (!isScreenKind(kind)) {
      expect(hasFile, list).toBe(true)
      return
    }
    // Mounted under the ids its route files would have had: a file beside them would clash.
    expect(hasFile, `${list} beside the registry's screens`).toBe(false)
    expect(KIND_FORMS[kind], 'its form in app/components/admin/kind-forms.ts').toBeDefined()
    const model: { door?: Record<string, unknown> } = kindModelOf(kind)
    for (const name of ['input', 'list', 'read', 'create', 'replace', 'remove'])
      expect(model.door?.[name], `its model's door.${name}`).toBeDefined()
    const screens = kindSpec(kind).admin.screens
    if (screens?.upload) expect(spec.files, 'a form with files needs its folder').not.toBeNull()
    expect(spec.admin.edit).toBe(`${spec.admin.list}/:id/edit`)
    // Every text its screens show has its Arabic (its menu place's `texts`, db/kind-menu.ts).
    for (const text of Object.values(screenTexts(kind)).filter((t) => !t.startsWith('/')))
      expect(translateMessage(text, adminAr), text).not.toBe(text)
  })

  test("its listing page's own texts are read in the page's language", () => {
    const { path, texts } = spec.listedAt
    if (!texts) return
    for (const language of ['en', 'ar'] as const) {
      const request = new Request(`http://localhost/${language}${path}`)
      const read: Record<string, string> = requestLanguage(request).listingTexts(kind)
      expect(read).toEqual(
        Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text[language]])),
      )
    }
  })

  test('has an address only with a slug, and a status with publishing', () => {
    const columns = columnsOf(spec.table).map((c) => c.name)
    expect(columns.includes('slug')).toBe(spec.address !== null)
    expect(spec.address === null || spec.publishing === 'address').toBe(true)
    expect(columns.includes('status')).toBe(spec.publishing !== null)
  })
})

test("the route config mounts the registry's /api doors, each under its own route id", async () => {
  const manifest = await remixOptions.routes(defineRoutes)
  for (const { id, path } of DOOR_ROUTES) {
    expect(manifest[id], id).toMatchObject({
      path: path.slice(1),
      file: 'api/registry-door.route.ts',
    })
  }
  expect(
    Object.values(manifest).filter((r) => r.file === 'api/registry-door.route.ts'),
  ).toHaveLength(DOOR_ROUTES.length)
})

test("the route config mounts the registry's admin screens where their route files would be", async () => {
  const manifest = await remixOptions.routes(defineRoutes)
  for (const { id, parentId, path, screen } of SCREEN_ROUTES) {
    expect(manifest[id], id).toMatchObject({
      path,
      parentId,
      file: `admin/kind-${screen}.route.tsx`,
    })
    expect(manifest[parentId] ?? parentId === 'routes/admin', parentId).toBeTruthy()
  }
})

test('one name per kind: slugs, trash and revisions use the same words', () => {
  expect(SLUG_KINDS).toEqual(['blog', 'detailed-project', 'detailed-service'])
  expect(TRASH_KINDS).toContain('service')
  expect(TRASH_KINDS).toContain('detailed-service')
})

test('the kinds keep their files in the folders their stored addresses name', () => {
  // Renaming a folder would break every stored /uploads/<folder>/... address; a new kind adds its
  // own beside them (npm run new-kind adds one).
  expect(UPLOAD_FOLDERS).toEqual(
    expect.arrayContaining(['blogs', 'projects', 'testimonials', 'about', 'hero', 'media']),
  )
  expect(resolveUploadPath('blogs/a.png')).not.toBeNull()
  expect(resolveUploadPath('blog/a.png')).toBeNull()
})

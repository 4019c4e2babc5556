// The site search's results page (docs/search.md): a service card and a detailed service of one
// name are two results, and each one's kind says which it is, in English and in Arabic.
import { expect, test } from 'vitest'
import { SEARCH_TEXTS } from '#app/i18n/search-texts.ts'
import { createDetailedService } from '#app/models/detailed-service.server.ts'
import { createService } from '#app/models/service.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import * as searchRoute from '#app/routes/_public.search.tsx'
import { render } from '#tests/support/render-route.tsx'

test('a service and a detailed service of one name are told apart by their kind', async () => {
  const card = createService({ title: 'Video production', description: 'Films for launches.' })
  const page = createDetailedService({
    title: 'Video production',
    subtitle: 'From script to screen',
    description: 'We film launches and interviews.',
    status: 'published',
  })
  const translate = (kind: 'service' | 'detailed-service', id: string, texts: object) =>
    expect(saveTranslation(kind, Number(id), 'ar', texts as never)).toEqual({ ok: true })
  translate('service', card._id, { title: 'إنتاج الفيديو', description: 'أفلام الفيديو للإطلاق.' })
  translate('detailed-service', page._id, {
    title: 'إنتاج الفيديو',
    subtitle: 'من النص إلى الشاشة',
    description: 'نصوّر أفلام الفيديو والمقابلات.',
    slug: '',
  })
  for (const [path, language] of [
    ['/search?q=video', 'en'],
    ['/ar/search?q=فيديو', 'ar'],
  ] as const) {
    const { status, html } = await render(
      searchRoute,
      path.split('?')[0]!,
      new Request(`http://x${path}`),
    )
    expect(status, path).toBe(200)
    const kinds = SEARCH_TEXTS[language].kinds
    expect(kinds.service).not.toBe(kinds['detailed-service'])
    expect(html, path).toContain(kinds.service)
    expect(html, path).toContain(kinds['detailed-service'])
  }
})

// The URL-or-file pairs as the server renders them, i.e. as a browser without JavaScript gets
// them: a URL must not disable the file chooser there, or the URL could never be replaced by a
// file. (Disabling one half once hydrated is checked by the browser tests.)
import { expect, test } from 'vitest'
import { ProjectForm } from '#app/components/admin/project-form.tsx'
import { render } from '#tests/support/render-route.tsx'

test('media rows with URLs still offer their file choosers, and say a file replaces the URL', async () => {
  const media = [
    { url: 'https://example.com/a.png', type: 'image' },
    { url: '/uploads/projects/b.png', type: 'image' },
  ]
  const defaultValue = { title: 'T', description: '', category: 'Video', media }
  const { html } = await render(
    { default: () => <ProjectForm defaultValue={defaultValue} categories={[]} timeZone="UTC" /> },
    '/admin/projects/1/edit',
    new Request('http://localhost/admin/projects/1/edit'),
  )
  const inputs = html.match(/<input[^>]*>/g) ?? []
  expect(inputs.filter((i) => i.includes('type="file"'))).toHaveLength(2)
  for (const input of inputs) expect(input).not.toMatch(/\bdisabled\b/)
  expect(html).toContain('A chosen file replaces the URL.')
})

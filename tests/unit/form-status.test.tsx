import { describe, expect, test } from 'vitest'
import { FormStatus } from '#app/components/forms/form-status.tsx'
import { renderAt } from '#tests/support/render-route.tsx'

// Inside a data router, as Remix draws it: the line's 'Error: ' is in the page's language.
const render = (props: Parameters<typeof FormStatus>[0], path = '/') =>
  renderAt(<FormStatus {...props} />, path)

describe('FormStatus', () => {
  test('a success message is green', async () => {
    const html = await render({
      success: 'Message sent successfully!',
      fallback: 'Failed to send message',
    })
    expect(html).toContain('Message sent successfully!')
    expect(html).toContain('text-green-800')
  })

  test("a failure reads 'Error: ' plus the server's message, in red", async () => {
    const html = await render({
      error: { result: { status: 'error', error: { '': ['Too many requests.'] } } },
      fallback: 'x',
    })
    expect(html).toContain('Error: Too many requests.')
    expect(html).toContain('text-red-600')
  })

  test('on an Arabic page: the Arabic success is green and a failure reads خطأ', async () => {
    expect(await render({ success: 'تم إرسال رسالتك بنجاح!', fallback: 'x' }, '/ar')).toContain(
      'text-green-800',
    )
    const html = await render(
      {
        error: { result: { status: 'error', error: { '': ['Too many requests.'] } } },
        fallback: 'x',
      },
      '/ar',
    )
    expect(html).toContain('خطأ: Too many requests.')
  })

  test('a failed save shows the form’s fallback as it is; field errors alone show nothing here', async () => {
    const html = await render({
      error: { result: { status: 'error', error: { '': ['Failed to send request'] } } },
      fallback: 'Failed to send request',
    })
    expect(html).toContain('>Failed to send request</p>')
    expect(html).not.toContain('Error:')
    expect(
      await render({
        error: { result: { status: 'error', error: { email: ['bad'] } } },
        fallback: 'x',
      }),
    ).toBe('')
    expect(await render({ fallback: 'x' })).toBe('')
  })
})

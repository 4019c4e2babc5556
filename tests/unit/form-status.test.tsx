import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { FormStatus } from '#app/components/forms/form-status.tsx'

const render = (props: Parameters<typeof FormStatus>[0]) =>
  renderToStaticMarkup(<FormStatus {...props} />)

describe('FormStatus', () => {
  test('a success message is green', () => {
    const html = render({
      success: 'Message sent successfully!',
      fallback: 'Failed to send message',
    })
    expect(html).toContain('Message sent successfully!')
    expect(html).toContain('text-green-600')
  })

  test("a failure reads 'Error: ' plus the server's message, in red", () => {
    const html = render({
      error: { result: { status: 'error', error: { '': ['Too many requests.'] } } },
      fallback: 'x',
    })
    expect(html).toContain('Error: Too many requests.')
    expect(html).toContain('text-red-600')
  })

  test('a failure without a message shows the fallback; field errors alone show nothing here', () => {
    expect(
      render({
        error: { result: { status: 'error' }, failed: true },
        fallback: 'Failed to send request',
      }),
    ).toContain('Failed to send request')
    expect(
      render({ error: { result: { status: 'error', error: { email: ['bad'] } } }, fallback: 'x' }),
    ).toBe('')
    expect(render({ fallback: 'x' })).toBe('')
  })
})

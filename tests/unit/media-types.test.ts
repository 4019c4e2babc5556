import { expect, test } from 'vitest'
import { storedFormat } from '#app/lib/media-types.ts'

test('accepted formats keep their sniffed extension', () => {
  expect(storedFormat('png')).toEqual({ ext: 'png', type: 'image', mime: 'image/png' })
  expect(storedFormat('opus')).toEqual({ ext: 'opus', type: 'audio', mime: 'audio/ogg' })
})

test("file-type's names for variants are stored as the format they are a variant of", () => {
  expect(storedFormat('apng')).toEqual({ ext: 'png', type: 'image', mime: 'image/png' })
  expect(storedFormat('ogm')).toEqual({ ext: 'ogv', type: 'video', mime: 'video/ogg' })
  expect(storedFormat('ogx')).toEqual({ ext: 'ogv', type: 'video', mime: 'video/ogg' })
  expect(storedFormat('spx')).toEqual({ ext: 'ogg', type: 'audio', mime: 'audio/ogg' })
})

test('anything else is refused, inherited object keys included', () => {
  for (const ext of ['svg', 'html', 'mkv', 'pdf', 'constructor', 'toString', '']) {
    expect(storedFormat(ext), ext).toBeUndefined()
  }
})

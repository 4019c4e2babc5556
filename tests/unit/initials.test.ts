import { describe, expect, it } from 'vitest'
import { initialsOf } from '#app/site/initials.server.ts'

describe('a testimonial without a photo shows initials', () => {
  it('takes the first and last words, uppercased, whole characters', () => {
    expect(initialsOf('Lena Ortiz')).toBe('LO')
    expect(initialsOf('  maría  del  carmen  ')).toBe('MC')
    expect(initialsOf('Studio')).toBe('S')
    expect(initialsOf('😀 smile')).toBe('😀S')
  })

  it('gives one letter of an Arabic name, without its article', () => {
    expect(initialsOf('العميل التجريبي الأول')).toBe('ع')
    expect(initialsOf('سارة أحمد')).toBe('س')
    expect(initialsOf('الم')).toBe('ا')
  })
})

import { describe, expect, it } from 'vitest'
import { initialsOf } from '#app/components/public/testimonial-card.tsx'

describe('a testimonial without a photo shows initials', () => {
  it('takes the first and last words, uppercased, whole characters', () => {
    expect(initialsOf('Lena Ortiz')).toBe('LO')
    expect(initialsOf('  maría  del  carmen  ')).toBe('MC')
    expect(initialsOf('Studio')).toBe('S')
    expect(initialsOf('😀 smile')).toBe('😀S')
  })
})

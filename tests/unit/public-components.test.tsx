import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { ICON_NAMES, Icon, isIconName } from '#app/components/icon.tsx'
import { HERO_FALLBACK_IMAGE, Hero } from '#app/components/public/hero.tsx'

describe('Hero', () => {
  test('plays the video muted, looping and inline over the fallback image', () => {
    const html = renderToStaticMarkup(<Hero videoUrl="/uploads/hero/clip.mp4" />)
    const video = html.match(/<video[^>]*>/)?.[0] ?? ''
    for (const attr of ['muted', 'autoplay', 'loop', 'playsinline']) expect(video).toContain(attr)
    expect(video).toContain('src="/uploads/hero/clip.mp4"')
    expect(video).toContain(`poster="${HERO_FALLBACK_IMAGE}"`)
    expect(html).toContain(`<img src="${HERO_FALLBACK_IMAGE}"`)
    expect(html).toContain('Creative Media Solutions')
    expect(html).toMatch(/<a href="#contact"[^>]*>Start Now<\/a>/)
  })

  test('without a video url only the fallback image shows', () => {
    const html = renderToStaticMarkup(<Hero videoUrl={null} />)
    expect(html).not.toContain('<video')
    expect(html).toContain(`<img src="${HERO_FALLBACK_IMAGE}"`)
  })
})

describe('Icon', () => {
  test('every listed name draws its own icon; an unknown name draws the fallback', () => {
    expect(ICON_NAMES.length).toBeGreaterThanOrEqual(60)
    expect(ICON_NAMES).toEqual(
      expect.arrayContaining(['Video', 'Palette', 'Megaphone', 'Monitor', 'PenTool']),
    )
    const fallback = renderToStaticMarkup(<Icon name="NoSuchIcon" />)
    expect(fallback).toContain('<svg')
    expect(renderToStaticMarkup(<Icon name={null} />)).toBe(fallback)
    const drawn = new Set(ICON_NAMES.map((name) => renderToStaticMarkup(<Icon name={name} />)))
    expect(drawn.size).toBe(ICON_NAMES.length)
    expect(drawn.has(fallback)).toBe(false)
    expect(isIconName('toString')).toBe(false)
  })
})

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { pageWithModal, pageWithoutModal } from '#app/components/forms/consultation-link.ts'
import { Icon } from '#app/components/admin/stored-icon.tsx'
import { iconSprite } from '#app/lib/icon-sprite.server.ts'
import { ICON_NAMES, isIconName, UI_ICON_NAMES } from '#app/lib/icons.ts'
import { SOCIAL_PLATFORMS } from '#app/lib/sprite.ts'
import { FloatingActions } from '#app/components/layout/floating-actions.tsx'
import { SocialIcon } from '#app/components/social-icon.tsx'
import { Hero } from '#app/components/public/hero.tsx'
import { ImageSizesProvider } from '#app/components/public/responsive-image.tsx'
import { ServiceCard } from '#app/components/public/service-card.tsx'
import { renderAt } from '#tests/support/render-route.tsx'

describe('Hero', () => {
  test('plays the video muted, looping and inline over the designed artwork, started by the page', async () => {
    const html = await renderAt(<Hero videoUrl="/uploads/hero/clip.mp4" poster={null} />)
    const video = html.match(/<video[^>]*>/)?.[0] ?? ''
    for (const attr of ['muted', 'loop', 'playsinline', 'preload="none"']) {
      expect(video).toContain(attr)
    }
    // Not the browser's: the still image is fetched first, and reduced motion never starts it.
    expect(video).not.toContain('autoplay')
    expect(video).toContain('src="/uploads/hero/clip.mp4"')
    // The designed artwork, drawn in the page (docs/decisions/043), under the video, whose poster
    // is a clear pixel in the page (fetching nothing) that the artwork shows through.
    expect(html).toMatch(/<div data-testid="hero-fallback"[^>]*><div class="hero-artwork">/)
    expect(video).toMatch(/poster="data:image\/gif;base64,[^"]+"/)
    expect(html).not.toContain('<img')
    expect(html).toContain('Creative Media Solutions')
    expect(html).toMatch(/<a href="#contact"[^>]*>Start Now<\/a>/)
  })

  test('without a video url only the designed artwork shows, with no play symbol nor control', async () => {
    const html = await renderAt(<Hero videoUrl={null} poster={null} />)
    expect(html).not.toContain('<video')
    expect(html).toMatch(/<div data-testid="hero-fallback"[^>]*><div class="hero-artwork">/)
    expect(html).not.toContain('<img')
    expect(html).toContain('data-testid="hero-mark"')
    expect(html).not.toContain('M230 210v100l86-50z')
    expect(html).not.toContain('Play the video')
    expect(html).not.toContain('<dialog')
  })

  test('with a video its play control links to the file and holds a dialog that fetches nothing until asked', async () => {
    const html = await renderAt(<Hero videoUrl="/uploads/hero/clip.mp4" poster={null} />)
    const links = html.match(/<a href="\/uploads\/hero\/clip\.mp4"[^>]*data-testid="hero-play"/g)
    // A large one beside the text from 1024 px (the mark, with its play symbol), a pill below.
    expect(links).toHaveLength(2)
    expect(html).toContain('aria-label="Play the video"')
    expect(html).toContain('M230 210v100l86-50z')
    const dialogs = html.match(/<dialog[^>]*>[\s\S]*?<\/dialog>/g) ?? []
    expect(dialogs).toHaveLength(1)
    const dialog = dialogs[0]!
    expect(dialog).toContain('aria-label="Video"')
    expect(dialog).toMatch(/<form method="dialog"[^>]*><button aria-label="Close"/)
    expect(dialog).toMatch(
      /<video src="\/uploads\/hero\/clip\.mp4" controls="" playsinline="" preload="none"/,
    )
  })

  test("the admin's still image is drawn at the screen's width, first, and is the video's poster", async () => {
    const poster = '/uploads/hero/still.jpg'
    const html = await renderAt(
      <ImageSizesProvider
        images={{ [poster]: { width: 2400, height: 1350, widths: [320, 640, 960, 1280, 1920] } }}
      >
        <Hero videoUrl="/uploads/hero/clip.mp4" poster={poster} />
      </ImageSizesProvider>,
    )
    const img = html.match(/<img[^>]*data-testid="hero-fallback"[^>]*>/)?.[0] ?? ''
    expect(img).toContain(`src="${poster}"`)
    expect(img).toContain('fetchpriority="high"')
    expect(img).toContain('loading="eager"')
    expect(html).toMatch(
      /<source type="image\/webp" srcSet="[^"]*still\.jpg\/1920\.webp 1920w" sizes="100vw"/,
    )
    expect(html).toContain(`poster="${poster}/1280.webp"`)
    expect(html).not.toContain('hero-artwork')
    // The mark over the admin's still image is the video's play control only.
    expect(html).toMatch(
      /<a href="\/uploads\/hero\/clip\.mp4"[^>]*><svg[^>]*data-testid="hero-mark"/,
    )
  })

  test('in Arabic on the Arabic home page, its link to the portfolio under /ar', async () => {
    const html = await renderAt(<Hero videoUrl={null} poster={null} />, '/ar')
    expect(html).toContain('حلول إعلامية إبداعية')
    expect(html).toMatch(/<a href="#contact"[^>]*>ابدأ الآن<\/a>/)
    expect(html).toContain('href="/ar/portfolio"')
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

  test('the sprite draws every name once, the social glyphs too, each with shapes of its own', () => {
    const sprite = iconSprite()
    const symbols = [
      ...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g),
    ]
    expect(symbols.map((m) => m[1])).toEqual([
      ...ICON_NAMES,
      ...UI_ICON_NAMES,
      ...SOCIAL_PLATFORMS.map((platform) => `social-${platform}`),
    ])
    const shapes = symbols.map((m) => m[2]!)
    expect(shapes.every((s) => /<(path|circle|rect|line|polyline)/.test(s))).toBe(true)
    expect(new Set(shapes).size).toBe(shapes.length)
  })
})

test("a social platform's glyph is the sprite's; an unknown platform gets Facebook's, as the spec says", () => {
  expect(renderToStaticMarkup(<SocialIcon platform="Linkedin" />)).toContain(
    '<use href="/icons.svg#social-Linkedin">',
  )
  const unknown = renderToStaticMarkup(<SocialIcon platform="Myspace" />)
  expect(unknown).toContain('<use href="/icons.svg#social-Facebook">')
  expect(unknown).toContain('data-platform="Facebook"')
})

describe('the consultation modal keeps the page it opens over', () => {
  test('opening keeps the rest of the query; closing takes only the modal away', () => {
    expect(pageWithModal('/blog', '?page=2')).toBe('/blog?page=2&consultation=open')
    expect(pageWithModal('/about', '')).toBe('/about?consultation=open')
    expect(pageWithModal('/blog', '?page=2&consultation=sent')).toBe(
      '/blog?page=2&consultation=open',
    )
    // After a post to the home page's action the address has Remix's ?index; it is not the page's.
    expect(pageWithModal('/', '?index&contact=sent')).toBe('/?contact=sent&consultation=open')
    expect(pageWithoutModal('/blog', '?page=2&consultation=open')).toBe('/blog?page=2')
    expect(pageWithoutModal('/about', '?consultation=sent')).toBe('/about')
  })

  test("the floating button links to the current page's address with the modal open", async () => {
    // A data router, as Remix's: the button reads the page's matches (usePageAddress).
    const html = await renderAt(<FloatingActions phone="+1 555 0100" />, '/blog?page=2')
    const link = html.match(/<a [^>]*aria-label="Free consultation"[^>]*>/)?.[0]
    expect(link).toContain('href="/blog?page=2&amp;consultation=open"')
  })
})

describe('a card in the other language (issue 34: content in both languages)', () => {
  const service = {
    _id: '1',
    title: 'تصوير',
    description: 'We film your product',
    icon: 'Video' as const,
    shownIn: { title: 'ar' as const },
  }

  test('a translated text carries the page language, a fallback its own lang and dir', async () => {
    const html = await renderAt(<ServiceCard service={service} to="/services" />, '/ar')
    expect(html).toMatch(/<h3 class="[^"]*"><a[^>]*>تصوير<\/a><\/h3>/)
    expect(html).toMatch(/<p lang="en" dir="ltr"[^>]*>We film your product<\/p>/)
  })

  test('on the default language page nothing is marked', async () => {
    const { shownIn: _, ...english } = { ...service, title: 'Filming' }
    const html = await renderAt(<ServiceCard service={english} to="/services" />, '/')
    expect(html).not.toContain('lang=')
  })
})

import { useEffect, useRef, useState } from 'react'
import { SpriteIcon } from '#app/components/icon.tsx'
import { useLanguage } from '#app/i18n/use-language.ts'

export const HERO_FALLBACK_IMAGE = '/hero-fallback.svg'

/**
 * The hero: headline, subline, 'Start Now' to the contact section, and the hero video behind it.
 * The fallback image sits underneath and stays visible until the video can play, or for good when
 * there is no video. A visitor who asks for reduced motion gets the still image: the video is
 * hidden by CSS (so even without JavaScript) and paused once the page runs.
 */
export function Hero({ videoUrl }: { videoUrl: string | null }) {
  const [playing, setPlaying] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const { t, localize } = useLanguage()
  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)')
    const apply = () => {
      if (reduce.matches) video.current?.pause()
      else void video.current?.play().catch(() => {})
    }
    apply()
    reduce.addEventListener('change', apply)
    return () => reduce.removeEventListener('change', apply)
  }, [])
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[min(78vh,46rem)] items-end overflow-hidden bg-[#0a0c16] text-white"
    >
      <img
        src={HERO_FALLBACK_IMAGE}
        alt=""
        data-testid="hero-fallback"
        // The page's first and largest image (its LCP): fetched ahead of everything else.
        {...{ fetchpriority: 'high' }}
        className={`absolute inset-0 -z-20 h-full w-full object-cover transition-opacity duration-700 ${
          playing ? 'opacity-0' : 'opacity-100'
        }`}
      />
      {videoUrl ? (
        <video
          ref={video}
          data-testid="hero-video"
          className="absolute inset-0 -z-10 h-full w-full object-cover motion-reduce:hidden"
          src={videoUrl}
          poster={HERO_FALLBACK_IMAGE}
          muted
          autoPlay
          loop
          playsInline
          aria-hidden
          onPlaying={() => setPlaying(true)}
        />
      ) : null}
      {/* Darkest where the text sits (the start and the foot), so it reads on any video. */}
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-t from-[#0a0c16]/85 via-[#0a0c16]/35 to-transparent"
        aria-hidden
      />
      <div className="mx-auto w-full max-w-page px-gutter pb-16 pt-28 sm:pb-24">
        <p className="text-eyebrow font-semibold uppercase text-accent-300">{t.home.heroEyebrow}</p>
        <h1 id="hero-title" className="mt-5 max-w-4xl text-display-2xl font-bold text-white">
          {t.home.heroTitle}
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-200 sm:text-xl">
          {t.home.heroText}
        </p>
        <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-4">
          <a
            href="#contact"
            className="inline-flex items-center rounded-full bg-white px-7 py-3.5 text-base font-semibold text-[#0f1222] shadow-lift transition hover:bg-brand-50"
          >
            {t.home.startNow}
          </a>
          <a
            href={localize('/portfolio')}
            className="inline-flex items-center gap-2 rounded-full px-2 py-3 font-semibold text-white underline-offset-4 hover:underline"
          >
            {t.home.seeWork}
            <SpriteIcon name="ArrowRight" className="h-5 w-5 rtl:-scale-x-100" />
          </a>
        </div>
      </div>
    </section>
  )
}

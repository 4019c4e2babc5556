import { useEffect, useRef, useState } from 'react'

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
      className="relative isolate flex min-h-[70vh] items-center overflow-hidden bg-slate-900 text-white"
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
      <div className="absolute inset-0 -z-10 bg-slate-950/50" aria-hidden />
      <div className="mx-auto max-w-6xl px-4 py-24">
        <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-6xl">
          Creative Media Solutions
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">
          Video, brand and web work that gets your story seen, from the first idea to the final cut.
        </p>
        <a
          href="#contact"
          className="mt-10 inline-block rounded-md bg-brand-600 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-brand-700"
        >
          Start Now
        </a>
      </div>
    </section>
  )
}

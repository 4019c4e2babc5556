import { useContext, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react'
import { SpriteIcon } from '#app/components/icon.tsx'
import { useLanguage } from '#app/i18n/use-language.ts'
import { variantUrl } from '#app/lib/image-variants.ts'
import { ImageSizesContext, ResponsiveImage } from './responsive-image.tsx'

/**
 * A video's poster when the admin set no still image: one transparent pixel, inline, so the
 * designed artwork under the video shows through it. Without a poster, a browser running no
 * script draws the video's box grey behind the controls it shows then.
 */
const CLEAR_POSTER =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

const COVER = 'absolute inset-0 -z-20 h-full w-full object-cover transition-opacity duration-700'

/**
 * The hero: headline, subline, 'Start Now' to the contact section, and the admin's background
 * behind it: a video, a still image, or both (the image is then the video's poster). The admin's
 * still image is the page's largest paint: drawn by the server at the width the screen needs and
 * fetched first; without one, the designed default is drawn by the stylesheet (`HeroArtwork`) and
 * fetches nothing. The video never competes with either: it loads nothing until the page runs,
 * then plays muted and inline unless the visitor asks for reduced motion (then it is hidden by CSS,
 * even without JavaScript, and never started). With a video the hero has a play control
 * (`PlayVideo`); without one its art has no play symbol.
 */
export function Hero({ videoUrl, poster }: { videoUrl: string | null; poster: string | null }) {
  const [playing, setPlaying] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const { t, localize } = useLanguage()
  const reel = useVideoDialog()
  const info = useContext(ImageSizesContext)[poster ?? '']
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
  const hidden = playing ? 'opacity-0' : 'opacity-100'
  // The video's poster: the still image's copy about a screen wide, not its original.
  const posterWidth = info?.widths.find((w) => w >= 1280) ?? info?.widths.at(-1)
  const videoPoster = poster
    ? posterWidth
      ? variantUrl(poster, posterWidth)
      : poster
    : CLEAR_POSTER
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[min(78vh,46rem)] items-end overflow-hidden bg-[#0a0c16] text-white"
    >
      {poster ? (
        <ResponsiveImage
          src={poster}
          alt=""
          sizes="100vw"
          priority
          testId="hero-fallback"
          className={`${COVER} ${hidden}`}
        />
      ) : (
        // The light of the designed image sits at the end side, behind its mark: turned for Arabic.
        <HeroArtwork className={`${COVER} rtl:-scale-x-100 ${hidden}`} />
      )}
      {videoUrl ? (
        <video
          ref={video}
          data-testid="hero-video"
          className="absolute inset-0 -z-10 h-full w-full object-cover motion-reduce:hidden"
          src={videoUrl}
          poster={videoPoster}
          // Started by the page's script (above), never by the browser: no byte before the image.
          preload="none"
          muted
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
      <div className="mx-auto w-full max-w-page px-gutter pb-16 pt-28 sm:pb-24 lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-16">
        <div className="lg:self-end">
          <p className="text-eyebrow font-semibold uppercase text-accent-300">
            {t.home.heroEyebrow}
          </p>
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
            {videoUrl ? (
              <a
                href={videoUrl}
                onClick={reel.open}
                data-testid="hero-play"
                className="inline-flex items-center gap-2 rounded-full border border-white/50 px-5 py-3 font-semibold text-white transition hover:bg-white/10 lg:hidden"
              >
                <SpriteIcon name="PlayCircle" className="h-5 w-5" />
                {t.home.playVideo}
              </a>
            ) : null}
            <a
              href={localize('/portfolio')}
              className="inline-flex items-center gap-2 rounded-full px-2 py-3 font-semibold text-white underline-offset-4 hover:underline"
            >
              {t.home.seeWork}
              <SpriteIcon name="ArrowRight" className="h-5 w-5 rtl:-scale-x-100" />
            </a>
          </div>
        </div>
        {videoUrl ? (
          <a
            href={videoUrl}
            onClick={reel.open}
            aria-label={t.home.playVideo}
            data-testid="hero-play"
            className="hidden self-center rounded-full lg:block"
          >
            <HeroMark play />
          </a>
        ) : poster ? null : (
          <HeroMark play={false} />
        )}
      </div>
      {videoUrl ? <VideoDialog videoUrl={videoUrl} dialog={reel.dialog} /> : null}
    </section>
  )
}

/**
 * The hero's play control: links to the video's file (without JavaScript the browser's own player
 * opens it), which with JavaScript open it in a modal <dialog> instead: the browser keeps focus
 * inside and closes it on Escape, the close button is the dialog's own form, and the video, with
 * its controls and sound, is fetched only when asked (preload="none") and paused when it closes.
 */
function useVideoDialog() {
  const dialog = useRef<HTMLDialogElement>(null)
  const open = (event: MouseEvent) => {
    const node = dialog.current
    if (!node?.showModal || event.button !== 0 || event.metaKey || event.ctrlKey) return
    event.preventDefault()
    node.showModal()
    void node
      .querySelector('video')
      ?.play()
      .catch(() => {})
  }
  return { dialog, open }
}

function VideoDialog({
  videoUrl,
  dialog,
}: {
  videoUrl: string
  dialog: RefObject<HTMLDialogElement>
}) {
  const { t } = useLanguage()
  return (
    <dialog
      ref={dialog}
      aria-label={t.home.video}
      onClose={(event) => event.currentTarget.querySelector('video')?.pause()}
      className="w-[min(72rem,calc(100vw-2rem))] max-w-none bg-transparent p-0 backdrop:bg-[#0a0c16]/90"
    >
      <form method="dialog" className="flex justify-end">
        <button
          aria-label={t.consultation.close}
          title={t.consultation.close}
          className="mb-3 rounded-full p-2 text-white hover:bg-white/10"
        >
          <SpriteIcon name="X" className="h-6 w-6" />
        </button>
      </form>
      <video
        src={videoUrl}
        controls
        playsInline
        preload="none"
        className="aspect-video w-full rounded-card bg-black"
      />
    </dialog>
  )
}

/**
 * The designed image's focal point (a viewfinder, with a play mark when it is the video's play
 * control) in a column of its own beside the text, at the end side in either direction, so the
 * headline never runs over it; phones and tablets, where the text takes the whole width, leave it
 * out.
 */
function HeroMark({ play }: { play: boolean }) {
  return (
    <svg
      viewBox="0 0 520 520"
      aria-hidden
      data-testid="hero-mark"
      className={`h-auto w-[min(28rem,34vw)] ${play ? 'block transition-transform hover:scale-[1.03]' : 'hidden self-center lg:block'}`}
    >
      <g fill="none" stroke="#fff" strokeLinecap="round">
        <circle cx="260" cy="260" r="250" strokeOpacity=".14" strokeWidth="2" />
        <circle cx="260" cy="260" r="160" strokeOpacity=".1" strokeWidth="2" />
        <path
          d="M80 80H20v60M440 80h60v60M80 440H20v-60M440 440h60v-60"
          strokeOpacity=".5"
          strokeWidth="4"
        />
      </g>
      {play ? (
        <>
          <circle cx="260" cy="260" r="96" fill="#0a0c16" fillOpacity=".35" />
          <path d="M230 210v100l86-50z" fill="#fff" fillOpacity=".9" />
        </>
      ) : null}
      <circle cx="480" cy="100" r="7" fill="#ff6a2b" />
    </svg>
  )
}

/**
 * The designed default behind the hero, drawn by the stylesheet (`.hero-artwork` in
 * app/styles/tailwind.css): the drawing of the designed SVG file it replaced, as CSS gradients,
 * also under a video until it plays. As an `<img>` the file was a document of its own, built
 * on the page's main thread when it arrived (20 to 40 ms in a fresh browser here, docs/decisions/043),
 * and painted a frame after the text; drawn here it costs the page's script nothing either.
 */
function HeroArtwork({ className }: { className: string }) {
  return (
    <div
      data-testid="hero-fallback"
      aria-hidden
      className={`${className} hero-artwork-frame overflow-hidden`}
    >
      <div className="hero-artwork" />
    </div>
  )
}

import { useId } from 'react'

/**
 * The site's mark, drawn in the page. The same drawing is `public/logo.svg` (the address named in
 * the pages' structured data); an SVG file in an `<img>` is a document of its own that the browser
 * builds on the page's main thread when the file arrives, a task of 10 to 40 ms on a cold phone
 * (docs/decisions/043), where these few elements cost nothing.
 */
export function LogoMark({ size, className }: { size: number; className?: string }) {
  const gradient = useId()
  return (
    <svg
      viewBox="0 0 80 80"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b73ff" />
          <stop offset="1" stopColor="#1c2780" />
        </linearGradient>
      </defs>
      <rect width="80" height="80" rx="22" fill={`url(#${gradient})`} />
      <path
        d="M21 57V25l19 19 19-19v32"
        fill="none"
        stroke="#fff"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="62" cy="18" r="5" fill="#ff6a2b" />
    </svg>
  )
}

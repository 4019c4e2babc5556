// The demo content's four images (db/seed.ts), drawn as SVG and written as 800x500 PNGs with sharp:
// abstract artwork for video, brand, web and social work, with no text on them. Run
// `node db/seed-media/artwork.mjs` after changing a drawing; the PNGs are committed beside it.
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const W = 800
const H = 500

const frame = (
  from,
  to,
  body,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.75" cy="0.2" r="0.7">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  ${body}
</svg>`

const ARTWORK = {
  // Video: a play button inside a viewfinder, with a timeline.
  'demo-1.png': frame(
    '#1e1b4b',
    '#4338ca',
    `<g fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="6" stroke-linecap="round">
      <path d="M120 90 h60 M120 90 v60 M680 90 h-60 M680 90 v60 M120 410 h60 M120 410 v-60 M680 410 h-60 M680 410 v-60"/>
    </g>
    <circle cx="400" cy="240" r="82" fill="#ffffff" fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>
    <path d="M378 200 L378 280 L446 240 Z" fill="#ffffff"/>
    <rect x="200" y="372" width="400" height="8" rx="4" fill="#ffffff" fill-opacity="0.25"/>
    <rect x="200" y="372" width="250" height="8" rx="4" fill="#f97316"/>
    <circle cx="450" cy="376" r="11" fill="#ffffff"/>`,
  ),
  // Brand: a mark built from overlapping shapes, with a colour palette.
  'demo-2.png': frame(
    '#7c2d12',
    '#ea580c',
    `<circle cx="330" cy="220" r="110" fill="#fde68a" fill-opacity="0.9"/>
    <rect x="350" y="130" width="190" height="190" rx="36" fill="#1e1b4b" fill-opacity="0.85" transform="rotate(12 445 225)"/>
    <circle cx="445" cy="225" r="38" fill="#f97316"/>
    ${['#fde68a', '#f97316', '#1e1b4b', '#ffffff', '#9a3412']
      .map(
        (c, i) =>
          `<circle cx="${280 + i * 60}" cy="410" r="20" fill="${c}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>`,
      )
      .join('')}`,
  ),
  // Web: a browser window with a page laid out in blocks.
  'demo-3.png': frame(
    '#064e3b',
    '#0d9488',
    `<rect x="150" y="80" width="500" height="340" rx="18" fill="#ffffff" fill-opacity="0.95"/>
    <rect x="150" y="80" width="500" height="44" rx="18" fill="#e2e8f0"/>
    <rect x="150" y="106" width="500" height="18" fill="#e2e8f0"/>
    ${['#f87171', '#fbbf24', '#34d399'].map((c, i) => `<circle cx="${180 + i * 24}" cy="102" r="7" fill="${c}"/>`).join('')}
    <rect x="180" y="150" width="440" height="110" rx="10" fill="#0d9488" fill-opacity="0.85"/>
    <rect x="205" y="185" width="200" height="16" rx="8" fill="#ffffff"/>
    <rect x="205" y="213" width="140" height="12" rx="6" fill="#ffffff" fill-opacity="0.7"/>
    ${[0, 1, 2].map((i) => `<rect x="${180 + i * 152}" y="280" width="136" height="110" rx="10" fill="#0f766e" fill-opacity="${0.25 + i * 0.15}"/>`).join('')}`,
  ),
  // Social: a phone with posts, reactions floating off it.
  'demo-4.png': frame(
    '#831843',
    '#7e22ce',
    `<rect x="320" y="50" width="180" height="400" rx="30" fill="#0f172a" fill-opacity="0.9"/>
    <rect x="334" y="80" width="152" height="150" rx="12" fill="#ec4899" fill-opacity="0.8"/>
    <rect x="334" y="244" width="110" height="12" rx="6" fill="#ffffff" fill-opacity="0.8"/>
    <rect x="334" y="266" width="140" height="10" rx="5" fill="#ffffff" fill-opacity="0.45"/>
    <rect x="334" y="296" width="152" height="110" rx="12" fill="#a855f7" fill-opacity="0.8"/>
    <path d="M590 150 c0 -24 -34 -24 -34 0 c0 -24 -34 -24 -34 0 c0 24 34 40 34 48 c0 -8 34 -24 34 -48 z" fill="#ffffff"/>
    <circle cx="610" cy="300" r="30" fill="#ffffff" fill-opacity="0.9"/>
    <path d="M596 300 l10 10 l18 -20" stroke="#7e22ce" stroke-width="7" fill="none" stroke-linecap="round"/>
    <rect x="180" y="200" width="110" height="56" rx="28" fill="#ffffff" fill-opacity="0.9"/>
    ${[0, 1, 2].map((i) => `<circle cx="${208 + i * 27}" cy="228" r="7" fill="#831843"/>`).join('')}`,
  ),
}

const dir = fileURLToPath(new URL('.', import.meta.url))
for (const [name, svg] of Object.entries(ARTWORK)) {
  await sharp(Buffer.from(svg))
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toFile(`${dir}${name}`)
  console.log(`${dir}${name}`)
}

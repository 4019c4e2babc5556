// The demo About page's pictures (db/seed.ts): four team portraits drawn as abstract figures (no
// real person) and five client marks (shapes, no real company), written as small PNGs with sharp.
// Run `node db/seed-media/about-artwork.mjs` after changing a drawing; the PNGs are committed.
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const portrait = (
  from,
  to,
  skin,
  hair,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="320" height="320" fill="url(#bg)"/>
  <path d="M60 320 C60 240 110 210 160 210 C210 210 260 240 260 320 Z" fill="#ffffff" fill-opacity="0.9"/>
  <circle cx="160" cy="140" r="56" fill="${skin}"/>
  <path d="M104 136 C104 92 130 76 160 76 C194 76 218 96 216 136 C200 112 176 104 150 106 C128 108 114 118 104 136 Z" fill="${hair}"/>
</svg>`

const mark = (color, shape) => `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120">
  <g fill="${color}">${shape}</g>
</svg>`

const ART = {
  'team-1.png': portrait('#1e1b4b', '#4338ca', '#f1c7a4', '#2b1d14'),
  'team-2.png': portrait('#7c2d12', '#ea580c', '#c68c62', '#111827'),
  'team-3.png': portrait('#064e3b', '#0d9488', '#8d5a3b', '#1f2937'),
  'team-4.png': portrait('#4a044e', '#c026d3', '#e8b896', '#6b3a1e'),
  'client-1.png': mark(
    '#1d4ed8',
    '<circle cx="60" cy="60" r="34"/><rect x="110" y="42" width="170" height="36" rx="8"/>',
  ),
  'client-2.png': mark(
    '#b91c1c',
    '<path d="M30 90 L70 26 L110 90 Z"/><rect x="130" y="34" width="60" height="52" rx="6"/><rect x="200" y="34" width="90" height="52" rx="26"/>',
  ),
  'client-3.png': mark(
    '#047857',
    '<rect x="30" y="30" width="60" height="60" rx="30"/><rect x="60" y="30" width="60" height="60"/><rect x="140" y="48" width="150" height="24" rx="12"/>',
  ),
  'client-4.png': mark(
    '#7c3aed',
    '<path d="M40 30 h50 l-20 60 h-50 Z"/><path d="M100 30 h50 l-20 60 h-50 Z"/><rect x="170" y="46" width="120" height="28" rx="4"/>',
  ),
  'client-5.png': mark(
    '#0f172a',
    '<circle cx="56" cy="60" r="30" fill="none" stroke="#0f172a" stroke-width="14"/><rect x="110" y="38" width="24" height="44"/><rect x="146" y="38" width="24" height="44"/><rect x="182" y="38" width="108" height="44" rx="22"/>',
  ),
}

for (const [name, svg] of Object.entries(ART)) {
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true })
    .toFile(fileURLToPath(new URL(name, import.meta.url)))
}

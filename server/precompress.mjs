// After `remix vite:build`: a brotli and a gzip copy of each client asset, made once at the
// highest levels, so the static handler sends them without compressing per request (sirv picks
// the copy the browser accepts). Fonts and images are compressed already and are left alone.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const CLIENT = fileURLToPath(new URL('../build/client', import.meta.url))
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/

let files = 0
let before = 0
let after = 0
for (const entry of readdirSync(CLIENT, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
  const path = join(entry.parentPath, entry.name)
  const bytes = readFileSync(path)
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
  const gz = gzipSync(bytes, { level: 9 })
  // A tiny file can come out larger; then it is sent as it is.
  if (br.length < bytes.length) writeFileSync(`${path}.br`, br)
  if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz)
  files++
  before += bytes.length
  after += br.length
}
console.log(
  `Precompressed ${files} client files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with brotli.`,
)

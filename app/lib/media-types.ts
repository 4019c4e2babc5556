// The file kinds the site stores, keyed by the extension we give them after sniffing their bytes.
// One table serves both sides: what an upload may be, and the Content-Type a stored file is served with.
import { type MediaType } from '#db/schema.ts'

export const MEDIA_BY_EXTENSION: Record<string, { type: MediaType; mime: string }> = {
  jpg: { type: 'image', mime: 'image/jpeg' },
  png: { type: 'image', mime: 'image/png' },
  webp: { type: 'image', mime: 'image/webp' },
  gif: { type: 'image', mime: 'image/gif' },
  avif: { type: 'image', mime: 'image/avif' },
  mp4: { type: 'video', mime: 'video/mp4' },
  m4v: { type: 'video', mime: 'video/mp4' },
  webm: { type: 'video', mime: 'video/webm' },
  ogv: { type: 'video', mime: 'video/ogg' },
  mov: { type: 'video', mime: 'video/quicktime' },
  mp3: { type: 'audio', mime: 'audio/mpeg' },
  wav: { type: 'audio', mime: 'audio/wav' },
  ogg: { type: 'audio', mime: 'audio/ogg' },
  oga: { type: 'audio', mime: 'audio/ogg' },
  opus: { type: 'audio', mime: 'audio/ogg' },
  aac: { type: 'audio', mime: 'audio/aac' },
  m4a: { type: 'audio', mime: 'audio/mp4' },
}

// file-type names some variants of the formats above by an extension of their own. They are the
// same formats to a browser, so they are stored and served as the format they are a variant of.
const SNIFFED_ALIASES = new Map([
  ['apng', 'png'], // an animated PNG is a PNG with an extra chunk; browsers take it as image/png
  ['ogm', 'ogv'], // Ogg with an OGM video stream
  ['spx', 'ogg'], // Speex audio in Ogg
  // Ogg whose first stream is no codec file-type knows: in practice a Skeleton track ahead of
  // Theora video (Vorbis, Opus, FLAC and Speex audio are all recognised by name).
  ['ogx', 'ogv'],
])

/** How a file sniffed as `ext` is stored and served, or undefined when it is not accepted at all. */
export function storedFormat(sniffedExt: string) {
  const ext = SNIFFED_ALIASES.get(sniffedExt) ?? sniffedExt
  return Object.hasOwn(MEDIA_BY_EXTENSION, ext) ? { ext, ...MEDIA_BY_EXTENSION[ext]! } : undefined
}

const MiB = 1024 * 1024

/** Largest accepted file per media type (docs/api.md "Uploads"). */
export const MAX_BYTES: Record<MediaType, number> = {
  image: 10 * MiB,
  video: 50 * MiB,
  audio: 50 * MiB,
}

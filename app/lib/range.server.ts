// Byte ranges (RFC 9110 14.2) for serving files: the hero video seeks, and browsers ask for parts.
export type ByteRange = { start: number; end: number }

/**
 * The one range asked for, 'unsatisfiable' when it lies outside the file, or null to send it all
 * (no header, a malformed one, or several ranges, which a server may answer with the whole file).
 */
export function parseRange(
  header: string | null,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/)
  if (!match) return null
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return null
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (start >= size || (to !== '' && Number(to) < start)) return 'unsatisfiable'
  return { start, end }
}

// The text fields of a multipart body, read as its bytes stream past while file contents are
// skipped unparsed (a search for the next boundary). A refused upload keeps none of its form, so
// this watcher gives the form its typed text back. Best effort: anything unexpected ends it.
const HEADERS_END = Buffer.from('\r\n\r\n')
// As in uploads.server.ts: text fields are small; longer ones are dropped rather than held.
const MAX_TEXT_BYTES = 1024 * 1024
const MAX_FIELDS = 1000
const MAX_HEADER_BYTES = 16 * 1024

type TextPart = { name: string; chunks: Buffer[]; size: number }

/** The boundary of a `multipart/form-data` Content-Type, or null for any other body. */
export function multipartBoundary(contentType: string | null): string | null {
  const match = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(
    contentType ?? '',
  )
  return match ? (match[1] ?? match[2] ?? null) : null
}

/** The field name of a part's headers when it is a text field (no filename), else null. */
function textPartName(headers: string): string | null {
  const disposition = /^content-disposition:\s*form-data\s*(;.*)$/im.exec(headers)?.[1]
  if (!disposition || /;\s*filename\*?=/i.test(disposition)) return null
  const name = /;\s*name=(?:"((?:[^"\\]|\\.)*)"|([^\s;"]+))/i.exec(disposition)
  if (!name) return null
  return name[1] !== undefined ? name[1].replace(/\\"/g, '"') : (name[2] ?? null)
}

export class TextFieldCollector {
  readonly #delimiter: Buffer
  // Bytes not yet judged: at most a delimiter's length while skipping a file.
  #pending: Buffer
  #state: 'body' | 'headers' | 'done' = 'body'
  // The text part being read; null in the preamble, in a file, or in a field too long to keep.
  #part: TextPart | null = null
  readonly #fields: Array<[string, string]> = []

  constructor(boundary: string) {
    this.#delimiter = Buffer.from(`\r\n--${boundary}`)
    // The body opens with the boundary line without the line break before it.
    this.#pending = Buffer.from('\r\n')
  }

  push(chunk: Uint8Array) {
    if (this.#state === 'done') return
    this.#pending = Buffer.concat([this.#pending, chunk])
    while (this.#state === 'body' ? this.#readBody() : this.#readHeaders());
  }

  /** The text fields whose whole value has gone past. */
  get fields(): FormData {
    const form = new FormData()
    for (const [name, value] of this.#fields) form.append(name, value)
    return form
  }

  #readBody(): boolean {
    const at = this.#pending.indexOf(this.#delimiter)
    // Without a delimiter, keep back what could be the start of one split across chunks.
    const end = at === -1 ? Math.max(0, this.#pending.length - this.#delimiter.length + 1) : at
    this.#keep(this.#pending.subarray(0, end))
    if (at === -1) {
      this.#pending = Buffer.from(this.#pending.subarray(end))
      return false
    }
    const part = this.#part
    if (part) this.#fields.push([part.name, Buffer.concat(part.chunks).toString('utf8')])
    this.#part = null
    this.#pending = this.#pending.subarray(at + this.#delimiter.length)
    this.#state = 'headers'
    return true
  }

  #readHeaders(): boolean {
    if (this.#pending.length < 2) return false
    // "--" right after a boundary closes the body.
    if (this.#pending[0] === 0x2d && this.#pending[1] === 0x2d) {
      this.#state = 'done'
      return false
    }
    const end = this.#pending.indexOf(HEADERS_END)
    if (end === -1) {
      if (this.#pending.length > MAX_HEADER_BYTES) this.#state = 'done'
      return false
    }
    const name = textPartName(this.#pending.subarray(0, end).toString('utf8'))
    this.#pending = this.#pending.subarray(end + HEADERS_END.length)
    this.#part =
      name !== null && this.#fields.length < MAX_FIELDS ? { name, chunks: [], size: 0 } : null
    this.#state = 'body'
    return true
  }

  #keep(bytes: Buffer) {
    const part = this.#part
    if (!part || bytes.length === 0) return
    part.size += bytes.length
    if (part.size > MAX_TEXT_BYTES) this.#part = null
    else part.chunks.push(Buffer.from(bytes))
  }
}

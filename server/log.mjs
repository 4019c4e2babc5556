// The request log: one line per request, written in batches. A write to a pipe or a file is a
// system call that blocks the process on Linux; at thousands of requests a second the lines are
// gathered and written together, at most 50 ms late, and whatever is left goes out on exit.
const FLUSH_MS = 50
const FLUSH_BYTES = 16 * 1024

/** @returns {((line: string) => void) & { flush: () => void }} */
export function createLog(stream = process.stdout) {
  /** @type {string[]} */
  let lines = []
  let bytes = 0
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    if (lines.length === 0) return
    const text = `${lines.join('\n')}\n`
    lines = []
    bytes = 0
    stream.write(text)
  }
  /** @param {string} line */
  const log = (line) => {
    lines.push(line)
    bytes += line.length
    if (bytes >= FLUSH_BYTES) flush()
    else timer ??= setTimeout(flush, FLUSH_MS).unref()
  }
  process.once('exit', flush)
  return Object.assign(log, { flush })
}

// A bot's 6 KB path is one line of at most this many characters.
const MAX_LOGGED_PATH = 200

// Paths that carry a secret themselves: a preview link's signed token (`/preview/blog/<token>`,
// and its `.data` twin). A new route with a secret in its path adds its pattern here.
const SECRET_IN_PATH = /^(\/preview\/[^/]+\/)[^/]+/

/**
 * The request's path as the log shows it: never its query string, which can carry a secret (the
 * one-time `/admin/setup?token=...`), nor a secret in the path itself, and cut short.
 * @param {string | undefined} url the request line's target
 */
export function loggedPath(url = '/') {
  // Once per request: no arrays made, and the secret's pattern tried only where it can be.
  const end = url.search(/[?#]/)
  let path = end === -1 ? url : url.slice(0, end)
  if (path.startsWith('/preview/')) path = path.replace(SECRET_IN_PATH, '$1[token]')
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path
}

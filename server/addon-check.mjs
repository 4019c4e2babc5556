// The single binary loads a native addon (SQLite) from its cache folder on disk. Anyone who can
// write there could swap it for code that runs as the site; so before loading it, the binary checks
// the file against the SHA-256 recorded when the binary was built (docs/security.md).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')

/**
 * True when the file at `path` is exactly the addon the build recorded; false when it differs or is
 * missing.
 * @param {string} path
 * @param {string} expected hex SHA-256
 */
export function addonIsIntact(path, expected) {
  try {
    return sha256(readFileSync(path)) === expected
  } catch {
    return false
  }
}

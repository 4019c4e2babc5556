// A write refused for want of space: the disk, a quota, or SQLite on a full disk. What can wait
// (pushing a session's expiry forward) is skipped; what cannot (an upload, a visitor's message) is
// refused with 507 and a clear message, never a 500.
import { codeOf, propertyOf } from '#app/lib/property.ts'
export const isNoSpace = (error: unknown): boolean => {
  // Drizzle wraps a driver's error in its own (DrizzleQueryError), with the driver's as the cause.
  for (let e = error, depth = 0; e && depth < 5; e = propertyOf(e, 'cause'), depth++) {
    if (['ENOSPC', 'EDQUOT', 'SQLITE_FULL'].includes(String(codeOf(e)))) {
      return true
    }
  }
  return false
}

/** What a visitor's form and the /api say when the disk is full (docs/api.md, docs/security.md). */
export const NO_SPACE_WRITE_MESSAGE =
  'The server has no space left to store this. Nothing was saved: please try again later.'

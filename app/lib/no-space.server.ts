// A write refused for want of space: the disk, a quota, or SQLite on a full disk. What can wait
// (pushing a session's expiry forward) is skipped; what cannot (an upload) is refused with 507.
export const isNoSpace = (error: unknown) =>
  ['ENOSPC', 'EDQUOT', 'SQLITE_FULL'].includes(String((error as { code?: unknown })?.code))

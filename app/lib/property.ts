// Reading a property of a value whose type the compiler does not know (parsed JSON, a row read by
// a column name, an item walked by the registry's field names), instead of asserting a type over it.

/** Whether `value` is an object whose properties may be read by name. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** `value[key]` when `value` is an object that has it as its own property; otherwise undefined. */
export function propertyOf(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined
  const found: unknown = Object.getOwnPropertyDescriptor(value, key)?.value
  return found
}

/** What a thrown value says: an Error's message, another value's own `message`, or the value. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  return String(propertyOf(error, 'message') ?? error)
}

/** A thrown value's `code` (Node's ENOENT, SQLite's SQLITE_BUSY), when it has one of its own. */
export const codeOf = (error: unknown): unknown => propertyOf(error, 'code')

/** Whether `value` is one of `choices`, narrowing it to their type (a fixed list's `includes`). */
export const isOneOf = <T>(choices: readonly T[], value: unknown): value is T =>
  choices.some((choice) => choice === value)

// Reading a property of a value whose type the compiler does not know (parsed JSON, a row read by
// a column name, an item walked by the registry's field names), instead of asserting a type over it.

/** `value[key]` when `value` is an object that has it as its own property; otherwise undefined. */
export function propertyOf(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined
  const found: unknown = Object.getOwnPropertyDescriptor(value, key)?.value
  return found
}

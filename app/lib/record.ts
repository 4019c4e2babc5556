// Records built from a list of keys keep their key type, which Object.entries and
// Object.fromEntries drop (they speak of strings alone).

/** A record of `keys`, each with the value `valueOf` gives it. */
export function recordOf<K extends string, V>(
  keys: readonly K[],
  valueOf: (key: K) => V,
): Record<K, V> {
  const made: Partial<Record<K, V>> = {}
  for (const key of keys) made[key] = valueOf(key)
  // Every key of `keys` was given a value just above.
  return made as Record<K, V>
}

/** The same keys, each value mapped. */
export function mapValues<K extends string, V, W>(
  record: Readonly<Record<K, V>>,
  map: (value: V, key: K) => W,
): Record<K, W> {
  // Object.keys says string[]; a record typed Record<K, ...> has only K among its keys.
  return recordOf(Object.keys(record) as K[], (key) => map(record[key], key))
}

/** Whether `key` is one of `record`'s own keys, narrowing it to them. */
export const hasKey = <T extends object>(record: T, key: PropertyKey): key is keyof T =>
  Object.hasOwn(record, key)

/**
 * `value` typed as the wider `T`, checked (unlike `as`, it refuses a value that is not a `T`):
 * a dictionary's entry every language fills in with its own keys, or a fixed pair of texts.
 */
export const widen = <T>(value: T): T => value

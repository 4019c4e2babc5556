// Records built from a record's own keys keep their key type, which Object.entries and
// Object.fromEntries drop (they speak of strings alone).

/** The same keys, each value mapped. */
export function mapValues<K extends string, V, W>(
  record: Readonly<Record<K, V>>,
  map: (value: V, key: K) => W,
): Record<K, W> {
  const mapped: Partial<Record<K, W>> = {}
  for (const key of keysOf(record)) mapped[key] = map(record[key], key)
  // Every key of `record` was given a value just above.
  return mapped as Record<K, W>
}

/** A record's own keys, typed as its keys. */
export function keysOf<K extends string>(record: Readonly<Record<K, unknown>>): K[] {
  // Object.keys says string[]; a record typed Record<K, ...> has only K among its keys.
  return Object.keys(record) as K[]
}

// A map keyed by three strings, each looked up as given: a hot path asks with the request's own
// strings rather than joining them into one key (docs/scale.md, "Counting"). It forgets everything
// once it holds `max` values, so a flood of new keys never holds much.
export class KeyedByParts<V> {
  #maps = new Map<string, Map<string, Map<string, V>>>()
  #size = 0
  constructor(private readonly max: number) {}

  get(a: string, b: string, c: string): V | undefined {
    return this.#maps.get(a)?.get(b)?.get(c)
  }

  set(a: string, b: string, c: string, value: V) {
    if (this.#size >= this.max) this.clear()
    let byB = this.#maps.get(a)
    if (!byB) this.#maps.set(a, (byB = new Map()))
    let byC = byB.get(b)
    if (!byC) byB.set(b, (byC = new Map()))
    if (!byC.has(c)) this.#size++
    byC.set(c, value)
  }

  get size() {
    return this.#size
  }

  clear() {
    this.#maps = new Map()
    this.#size = 0
  }
}

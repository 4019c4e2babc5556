// A fixed number of slots for work that must not all run at once (renders, password checks, image
// resizes): at most `atOnce` run, the rest wait in order, and with a `queueLimit` any more are
// refused at once (`run` answers `full()` without running the work). A slot passes straight to
// the next in line, so nobody overtakes the queue.

export type Slots = {
  /** Runs `work` in a slot; when the queue is full, `full()` instead. */
  run<T, F = never>(work: () => Promise<T>, full?: () => F): Promise<T | F>
  /** How many run and how many wait now (tests, and the proofs of the bounds). */
  state(): { running: number; waiting: number }
}

export function createSlots(atOnce: number, queueLimit = Infinity): Slots {
  let running = 0
  const waiting: Array<() => void> = []
  return {
    async run(work, full) {
      if (running >= atOnce) {
        if (waiting.length >= queueLimit) {
          if (!full) throw new Error('The queue is full and no answer for it was given.')
          return full()
        }
        await new Promise<void>((start) => waiting.push(start))
      } else {
        running++
      }
      try {
        return await work()
      } finally {
        const next = waiting.shift()
        if (next) next()
        else running--
      }
    },
    state: () => ({ running, waiting: waiting.length }),
  }
}

// Proof: a lead the visitor was told about is never lost. The built server is killed with SIGKILL
// (no chance to flush or close anything) while visitors post through both contact doors at once;
// after each restart every acknowledged message is in the database and SQLite's integrity check
// passes. 3 kills in `npm test`, 20 in `npm run test:stress`.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { report } from './figures.ts'
import { acknowledged, postLead, type Door } from './leads.ts'
import { LONG, sleep, startSite, type Site } from './site.ts'

const KILLS = LONG ? 20 : 3
const POSTERS = LONG ? 20 : 10
// Acknowledged posts to wait for in each round before the kill (then a random moment more).
const PER_ROUND = LONG ? 300 : 20
const DOORS: Door[] = ['api-contact', 'form-contact']

let site: Site
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.dispose())

test(
  `every acknowledged contact message survives ${KILLS} SIGKILLs`,
  { timeout: 60_000 + KILLS * 30_000 },
  async () => {
    const acked = new Set<string>()
    let sent = 0
    let unanswered = 0
    let refused = 0
    const integrity: string[] = []
    const lostByRound: number[] = []

    for (let round = 0; round < KILLS; round++) {
      let stop = false
      const before = acked.size
      const posters = Array.from({ length: POSTERS }, async (_, poster) => {
        for (let n = 0; !stop; n++) {
          const door = DOORS[(poster + n) % DOORS.length]!
          const marker = `crash ${round}.${poster}.${n} ${door}`
          sent++
          const status = await postLead(site.base, door, marker)
          if (status === 0) unanswered++
          else if (acknowledged(status)) acked.add(marker)
          else refused++
        }
      })
      // Kill at a random moment once the posts are flowing, so some are always in flight.
      for (let waited = 0; acked.size - before < PER_ROUND && waited < 20_000; waited += 20)
        await sleep(20)
      await sleep(Math.random() * 300)
      // Posts already sent stay in flight through the kill; no new ones start against a dead port.
      stop = true
      await site.kill('SIGKILL')
      await Promise.all(posters)

      await site.restart()
      const db = site.db()
      try {
        integrity.push(String(db.pragma('integrity_check', { simple: true })))
        const stored = new Set(
          (
            db
              .prepare("SELECT message FROM contact_messages WHERE message LIKE 'crash %'")
              .all() as {
              message: string
            }[]
          ).map((row) => row.message),
        )
        lostByRound.push([...acked].filter((marker) => !stored.has(marker)).length)
      } finally {
        db.close()
      }
    }

    const lost = lostByRound.at(-1) ?? 0
    report('crash', {
      'kills survived': KILLS,
      sent,
      acknowledged: acked.size,
      stored: acked.size - lost,
      lost,
      'refused (4xx/5xx)': refused,
      'unanswered (killed in flight)': unanswered,
      'integrity ok': `${integrity.filter((r) => r === 'ok').length}/${integrity.length}`,
    })
    expect(integrity).toEqual(Array(KILLS).fill('ok'))
    expect(lostByRound).toEqual(Array(KILLS).fill(0))
    expect(refused).toBe(0)
    expect(acked.size).toBeGreaterThanOrEqual(KILLS * PER_ROUND)
  },
)

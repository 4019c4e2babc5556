// Proof: under load the site loses nothing and fails nobody. 50 connections mix page reads with
// contact and consultation posts from many addresses (both doors); afterwards every acknowledged
// lead is stored, no answer was a 5xx, and the server never logged SQLITE_BUSY.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { report } from './figures.ts'
import { acknowledged, postLead, tableOf, type Door } from './leads.ts'
import { busyLines, LONG, randomAddress, startSite, type Site } from './site.ts'

const CONNECTIONS = 50
const REQUESTS = LONG ? 20_000 : 600
const PAGES = ['/', '/services', '/portfolio', '/blog', '/about', '/consultation', '/rss.xml']
// Of every ten requests: three posts, seven page reads.
const POSTS: Door[] = ['form-contact', 'form-consultation', 'api-contact']

let site: Site
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.dispose())

test(
  `${REQUESTS} mixed requests at ${CONNECTIONS} connections: nothing lost, no 5xx, no SQLITE_BUSY`,
  { timeout: LONG ? 900_000 : 120_000 },
  async () => {
    const acked: { door: Door; marker: string }[] = []
    const statuses = new Map<number, number>()
    let next = 0
    let failedPosts = 0
    const started = performance.now()
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (let i = next++; i < REQUESTS; i = next++) {
          let status: number
          const door = i % 10 < POSTS.length ? POSTS[i % 10]! : null
          if (door) {
            const marker = `load ${i} ${door}`
            status = await postLead(site.base, door, marker)
            if (acknowledged(status)) acked.push({ door, marker })
            else failedPosts++
          } else {
            const response = await fetch(site.base + PAGES[i % PAGES.length], {
              headers: { 'X-Forwarded-For': randomAddress() },
            }).catch(() => null)
            await response?.arrayBuffer()
            status = response?.status ?? 0
          }
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000

    const db = site.db()
    const stored = new Set<string>()
    try {
      for (const table of ['contact_messages', 'consultations']) {
        for (const row of db
          .prepare(`SELECT message FROM ${table} WHERE message LIKE 'load %'`)
          .all() as { message: string }[])
          stored.add(`${table} ${row.message}`)
      }
    } finally {
      db.close()
    }
    const lost = acked.filter(({ door, marker }) => !stored.has(`${tableOf(door)} ${marker}`))
    const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)
    const busy = busyLines(site)
    report('load', {
      connections: CONNECTIONS,
      requests: REQUESTS,
      'requests/s': Math.round(REQUESTS / seconds),
      posts: acked.length + failedPosts,
      acknowledged: acked.length,
      stored: acked.length - lost.length,
      lost: lost.length,
      '5xx': fiveHundreds,
      unanswered: statuses.get(0) ?? 0,
      SQLITE_BUSY: busy.length,
    })
    expect(Object.fromEntries(statuses)).toEqual(
      Object.fromEntries([...statuses].filter(([s]) => s >= 200 && s < 400)),
    )
    expect(lost).toEqual([])
    expect(busy).toEqual([])
  },
)

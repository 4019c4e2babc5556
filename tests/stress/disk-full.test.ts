// Proof: a full disk refuses what it cannot keep and loses nothing it kept. The database and the
// uploads live on a small tmpfs of their own; once it is full, uploads through the /api and the
// admin are refused with a clear message (not a 500), every lead acknowledged before or during is
// stored, the public pages are still served, and once space is freed uploads work again. Needs
// root to mount the tmpfs: elsewhere the proof says "skipped: cannot mount" and does not pretend.
// New leads while it is full, through the /api and the forms, are stored or refused with a 507 that
// says so (a form keeps what was typed): never a 500.
import { spawnSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { report } from './figures.ts'
import { acknowledged, postLead } from './leads.ts'
import { ADMIN, adminCookie, apiToken, LONG, randomAddress, startSite, type Site } from './site.ts'

const SIZE_MIB = 32
const mountPoint = mkdtempSync(join(tmpdir(), 'agency-site-disk-full-'))
const mounted =
  process.platform === 'linux' &&
  spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE_MIB}m`, 'tmpfs', mountPoint]).status === 0
const filler = join(mountPoint, 'filler')
// A video the upload sniffer accepts: an MP4 header, then padding.
const MP4 = Buffer.concat([
  Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
  Buffer.alloc(2 * 1024 * 1024),
])

let site: Site
beforeAll(async () => {
  if (!mounted) return
  site = await startSite({ dir: mountPoint })
})
afterAll(async () => {
  await site?.dispose()
  if (mounted) spawnSync('umount', [mountPoint])
  rmSync(mountPoint, { recursive: true, force: true })
})

/** Writes into the tmpfs until it is full. */
function fillDisk() {
  const fd = openSync(filler, 'a')
  const block = Buffer.alloc(64 * 1024)
  try {
    for (;;) writeSync(fd, block)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
  } finally {
    closeSync(fd)
  }
}

async function upload(door: 'api' | 'admin', token: string, cookie: string) {
  const form = new FormData()
  form.append(door === 'api' ? 'media' : 'file', new Blob([MP4], { type: 'video/mp4' }), 'clip.mp4')
  const response = await fetch(
    door === 'api' ? `${site.base}/api/uploads/projects` : `${site.base}/admin/uploads/projects`,
    {
      method: 'POST',
      headers:
        door === 'api'
          ? { Authorization: `Bearer ${token}` }
          : { Cookie: cookie, Origin: site.base },
      body: form,
    },
  )
  const body = (await response.json().catch(() => ({}))) as { message?: string }
  return { status: response.status, message: body.message ?? '' }
}

const NO_SPACE = 'The server has no space left to store this. Nothing was saved'
type LeadDoor = { name: string; path: string; form: boolean }
const DOORS: LeadDoor[] = [
  { name: 'POST /api/contact', path: '/api/contact', form: false },
  { name: 'POST /api/consultations', path: '/api/consultations', form: false },
  { name: 'contact form', path: '/?index', form: true },
  { name: 'consultation form', path: '/consultation', form: true },
]

/**
 * The /api's JSON message, or the page as a browser without JavaScript shows it: the form's status
 * line says so and the message field holds what was typed (not merely the page's data script).
 */
function says(door: LeadDoor, text: string, marker: string) {
  if (!door.form) return (JSON.parse(text) as { message?: string }).message?.startsWith(NO_SPACE)
  return (
    new RegExp(`data-testid="form-status"[^>]*>Error: ${NO_SPACE}`).test(text) &&
    new RegExp(`<textarea[^>]*>${marker}</textarea>`).test(text)
  )
}

/** The admin's sign-in, through the form (as without JavaScript) or the /api. */
async function signIn(door: 'form' | 'api', password: string) {
  const form = door === 'form'
  const response = await fetch(`${site.base}${form ? '/admin/login' : '/api/users/login'}`, {
    method: 'POST',
    headers: {
      'X-Forwarded-For': randomAddress(),
      Origin: site.base,
      'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    body: form
      ? new URLSearchParams({ email: ADMIN.email, password }).toString()
      : JSON.stringify({ email: ADMIN.email, password }),
    redirect: 'manual',
  })
  return { status: response.status, text: await response.text() }
}

/** A lead through one door (a form as a browser without JavaScript posts it), and the answer. */
async function postLeadRead(door: LeadDoor, marker: string) {
  const fields = {
    name: 'Disk Visitor',
    email: 'visitor@example.com',
    phone: '+1 555 0100',
    message: marker,
  }
  const response = await fetch(site.base + door.path, {
    method: 'POST',
    headers: {
      'X-Forwarded-For': randomAddress(),
      'Content-Type': door.form ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    body: door.form
      ? new URLSearchParams({ ...fields, website: '' }).toString()
      : JSON.stringify(fields),
    redirect: 'manual',
  }).catch(() => null)
  if (!response) return { status: 0, text: '' }
  return { status: response.status, text: await response.text() }
}

test.skipIf(!mounted)(
  `a full disk (tmpfs of ${SIZE_MIB} MiB): uploads refused clearly, nothing kept is lost, pages served`,
  { timeout: 180_000 },
  async () => {
    const token = await apiToken(site)
    const cookie = await adminCookie(site, { expiresInMs: 24 * 3600_000 })
    const acked: string[] = []
    const lead = async (marker: string) => {
      if (acknowledged(await postLead(site.base, 'api-contact', marker))) acked.push(marker)
    }
    for (let i = 0; i < 20; i++) await lead(`disk before ${i}`)
    expect((await upload('api', token, cookie)).status).toBe(201)

    fillDisk()
    const refusals = []
    for (const door of ['api', 'admin', 'api', 'admin'] as const) {
      refusals.push({ door, ...(await upload(door, token, cookie)) })
    }
    // New leads through every door: stored and acknowledged, or refused with 507 and a clear
    // message; a form comes back with what was typed. Never a 500.
    const leadsWhileFull = LONG ? 200 : 20
    let leadStatuses = new Map<number, number>()
    const unclear: string[] = []
    for (let i = 0; i < leadsWhileFull; i++) {
      const door = DOORS[i % DOORS.length]!
      const marker = `disk full ${i}`
      const { status, text } = await postLeadRead(door, marker)
      leadStatuses.set(status, (leadStatuses.get(status) ?? 0) + 1)
      if (acknowledged(status)) acked.push(marker)
      else if (status !== 507 || !says(door, text, marker))
        unclear.push(`${door.name} ${status}: ${text.slice(0, 200)}`)
    }
    // Signing in needs a write too (the attempt's count, the session): refused as clearly.
    const signIns: string[] = []
    for (const [door, password] of [
      ['form', ADMIN.password],
      ['form', 'not-the-password-at-all'],
      ['api', ADMIN.password],
    ] as const) {
      const { status, text } = await signIn(door, password)
      signIns.push(`${door} ${status}`)
      const clear =
        door === 'api'
          ? status === 507 && text.includes(NO_SPACE)
          : status === 507 &&
            new RegExp(`role="alert"[^>]*>${NO_SPACE}`).test(text) &&
            text.includes(`value="${ADMIN.email}"`)
      if (!clear) unclear.push(`sign-in ${door} ${status}: ${text.slice(0, 200)}`)
    }
    const pages: number[] = []
    for (const path of ['/', '/services', '/portfolio', '/blog', '/about']) {
      const response = await fetch(site.base + path, {
        headers: { 'X-Forwarded-For': randomAddress() },
      })
      await response.arrayBuffer()
      pages.push(response.status)
    }

    rmSync(filler)
    const afterFreed = await upload('api', token, cookie)
    for (let i = 0; i < 5; i++) await lead(`disk freed ${i}`)

    const db = site.db()
    const stored = new Set(
      (
        db
          .prepare(
            "SELECT message FROM contact_messages WHERE message LIKE 'disk %' " +
              "UNION ALL SELECT message FROM consultations WHERE message LIKE 'disk %'",
          )
          .all() as { message: string }[]
      ).map((r) => r.message),
    )
    const integrity = db.pragma('integrity_check', { simple: true })
    db.close()
    const lost = acked.filter((m) => !stored.has(m))

    report('disk', {
      'tmpfs MiB': SIZE_MIB,
      'uploads refused while full': refusals.map((r) => `${r.door} ${r.status}`).join(', '),
      'refusal messages': [...new Set(refusals.map((r) => `${r.door}: ${r.message}`))].join(' | '),
      'leads while full': [...leadStatuses].map(([s, n]) => `${s}:${n}`).join(' '),
      'sign-ins while full': signIns.join(', '),
      acknowledged: acked.length,
      stored: acked.length - lost.length,
      lost: lost.length,
      'pages while full': pages.join(' '),
      'upload after space freed': afterFreed.status,
      integrity: String(integrity),
    })
    leadStatuses = new Map()
    expect(unclear).toEqual([])
    expect(refusals.map((r) => r.status)).toEqual([507, 507, 507, 507])
    for (const r of refusals) expect(r.message).toMatch(/space/i)
    expect(lost).toEqual([])
    expect(pages).toEqual([200, 200, 200, 200, 200])
    expect(afterFreed.status).toBe(201)
    expect(integrity).toBe('ok')
  },
)

test.runIf(!mounted)('skipped: cannot mount a tmpfs here (needs root on Linux)', () => {
  report('disk', { result: 'skipped: cannot mount' })
})

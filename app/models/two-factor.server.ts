// Two-factor sign-in with time-based codes (RFC 6238 through otpauth: SHA-1, 6 digits, 30 s, the
// settings every authenticator app reads from a QR code), and one-time recovery codes for a lost
// phone. Every function takes the clock as a parameter so tests set the time
// (docs/decisions/016-two-factor-and-audit.md).
import { randomInt } from 'node:crypto'
import { and, count, eq, isNull, lt, or } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { z } from 'zod'
import { recoveryCodes, twoFactor, users } from '#db/schema.ts'
import { getDb, type Db } from '#app/lib/db.server.ts'
import { revokeTrustedDevices } from '#app/lib/trusted-device.server.ts'
import { hashToken } from '#app/lib/tokens.server.ts'
import { queueAccountNotice } from './account-notice.server.ts'
import { recordAuditOrLog } from './audit.server.ts'
import type { PublicUser } from './user.server.ts'

const PERIOD_SEC = 30
// One step either side: a phone whose clock is a little off, a code typed as it turned.
const WINDOW = 1
export const RECOVERY_CODE_COUNT = 10
// 32 letters and digits without the look-alikes (i, l, o, u): 5 bits each, 10 to a code.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'

/** What a person types: a 6-digit code or a recovery code, bounded like every input. */
export const CodeSchema = z
  .string({ error: 'Enter the code' })
  .trim()
  .min(1, 'Enter the code')
  .max(64, 'The code must be at most 64 characters')

function totp(secret: string, { issuer = '', label = '' } = {}) {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SEC,
  })
}

const stepAt = (now: number) => Math.floor(now / 1000 / PERIOD_SEC)

/** The time step a 6-digit code belongs to, within the window around `now`, or null. */
function matchStep(secret: string, code: string, now: number): number | null {
  const token = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totp(secret).validate({ token, timestamp: now, window: WINDOW })
  return delta === null ? null : stepAt(now) + delta
}

/** The code an authenticator app shows at `now` (tests, and nothing else, need to compute one). */
export function codeAt(secret: string, now: number): string {
  return totp(secret).generate({ timestamp: now })
}

function rowOf(userId: number) {
  return getDb().select().from(twoFactor).where(eq(twoFactor.userId, userId)).get()
}

export function isTwoFactorEnabled(userId: number): boolean {
  return Boolean(rowOf(userId)?.enabledAt)
}

export type TwoFactorStatus =
  | { state: 'off' }
  | { state: 'pending'; secret: string; uri: string }
  | { state: 'on'; enabledAt: Date; recoveryCodesLeft: number }

/** Where the account stands; a pending enrolment comes with what the QR code carries. */
export function twoFactorStatus(user: PublicUser, { issuer }: { issuer: string }): TwoFactorStatus {
  const row = rowOf(user.id)
  if (!row) return { state: 'off' }
  if (!row.enabledAt) {
    const uri = totp(row.secret, { issuer, label: user.email }).toString()
    return { state: 'pending', secret: row.secret, uri }
  }
  const left =
    getDb()
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)))
      .get()?.n ?? 0
  return { state: 'on', enabledAt: row.enabledAt, recoveryCodesLeft: left }
}

/** Starts an enrolment with a fresh secret (replacing an unconfirmed one); none while it is on. */
export function startEnrolment(userId: number): void {
  if (isTwoFactorEnabled(userId)) return
  const secret = new Secret({ size: 20 }).base32
  getDb()
    .insert(twoFactor)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, createdAt: new Date() } })
    .run()
}

/** Drops an enrolment that was never confirmed. */
export function cancelEnrolment(userId: number): void {
  getDb()
    .delete(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNull(twoFactor.enabledAt)))
    .run()
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^0-9a-z]/g, '')

/**
 * Switches two-factor on when `code` matches the pending secret, and hands back the recovery codes:
 * the only time they exist in clear. Null when the code is wrong or nothing is pending.
 */
export function confirmEnrolment(userId: number, code: string, now = Date.now()): string[] | null {
  const row = rowOf(userId)
  if (!row || row.enabledAt) return null
  const step = matchStep(row.secret, code, now)
  if (step === null) return null
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  getDb().transaction(
    (tx) => {
      tx.update(twoFactor)
        .set({ enabledAt: new Date(now), lastStep: step })
        .where(eq(twoFactor.userId, userId))
        .run()
      storeRecoveryCodes(tx, userId, codes)
    },
    { behavior: 'immediate' },
  )
  const audit = recordAuditOrLog({ action: 'enable', entity: 'two-factor', entityId: userId })
  queueAccountNotice(userId, audit, {
    subject: 'Two-factor sign-in was turned on',
    what: 'Two-factor sign-in was turned on',
    now,
  })
  return codes
}

function storeRecoveryCodes(tx: Pick<Db, 'delete' | 'insert'>, userId: number, codes: string[]) {
  tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run()
  tx.insert(recoveryCodes)
    .values(codes.map((c) => ({ userId, codeHash: hashToken(normalizeRecoveryCode(c)) })))
    .run()
}

/**
 * Ten new recovery codes in place of the old ones, which stop working: for an owner who used some,
 * or fears they were seen. Null when two-factor is off.
 */
export function renewRecoveryCodes(userId: number): string[] | null {
  if (!isTwoFactorEnabled(userId)) return null
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  getDb().transaction((tx) => storeRecoveryCodes(tx, userId, codes), { behavior: 'immediate' })
  recordAuditOrLog({ action: 'renew', entity: 'recovery-codes', entityId: userId })
  return codes
}

/**
 * Checks the second factor of a sign-in: a current 6-digit code, taken once (a code, or an older
 * one, is refused after a newer step was accepted, so a code seen over a shoulder is spent), or an
 * unused recovery code, which is then used up. Says which it was, or null.
 */
export function verifySecondFactor(
  userId: number,
  code: string,
  now = Date.now(),
): 'code' | 'recovery' | null {
  const row = rowOf(userId)
  if (!row?.enabledAt) return null
  const db = getDb()
  const step = matchStep(row.secret, code, now)
  if (step !== null) {
    // One statement checks and moves the step, so two requests with one code cannot both pass.
    const taken = db
      .update(twoFactor)
      .set({ lastStep: step })
      .where(
        and(
          eq(twoFactor.userId, userId),
          or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step)),
        ),
      )
      .run()
    return taken.changes > 0 ? 'code' : null
  }
  const normalized = normalizeRecoveryCode(code)
  if (normalized.length !== 10) return null
  const used = db
    .update(recoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashToken(normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .run()
  return used.changes > 0 ? 'recovery' : null
}

/** Switches two-factor off: the secret, the recovery codes and every trusted browser go. */
export function disableTwoFactor(userId: number): void {
  removeTwoFactor(userId)
  const audit = recordAuditOrLog({ action: 'disable', entity: 'two-factor', entityId: userId })
  queueAccountNotice(userId, audit, OFF_NOTICE)
}

const OFF_NOTICE = {
  subject: 'Two-factor sign-in was turned off',
  what: 'Two-factor sign-in was turned off',
}

function removeTwoFactor(userId: number) {
  getDb().transaction(
    (tx) => {
      tx.delete(twoFactor).where(eq(twoFactor.userId, userId)).run()
      tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run()
    },
    { behavior: 'immediate' },
  )
  revokeTrustedDevices(userId)
}

/**
 * For the operator whose phone is lost (`reset-2fa --email`): two-factor off for that account.
 * Throws when no account has the address.
 */
export function resetTwoFactor(email: string): { email: string; wasOn: boolean } {
  const user = getDb()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .get()
  if (!user) throw new Error(`No account has the email ${email}.`)
  const wasOn = isTwoFactorEnabled(user.id)
  removeTwoFactor(user.id)
  if (wasOn) {
    const audit = recordAuditOrLog({ action: 'reset', entity: 'two-factor', entityId: user.id })
    queueAccountNotice(user.id, audit, OFF_NOTICE)
  }
  return { email: user.email, wasOn }
}

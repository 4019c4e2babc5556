// Password hashing with argon2id (OWASP's minimum: 19 MiB, 2 passes, 1 lane), the parameters and
// PHC strings the site has always stored. @node-rs/argon2 computes it in native code on libuv's
// thread pool, so a check never blocks the event loop, and frees its 19 MiB when it ends
// (docs/decisions/020-password-checks.md). Every check, whoever asks (both sign-in doors, the
// password change, two-factor, the setup link, the command line), passes one server-wide gate: at
// most CHECKS_AT_ONCE run and CHECKS_WAITING wait, and any more are refused at once with
// PasswordChecksBusy, so a flood of sign-ins holds a few times 19 MiB and never a queue of minutes.
import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import type * as Argon2Module from '@node-rs/argon2'
import { createSlots } from '#app/lib/slots.ts'

type Argon2 = typeof Argon2Module

declare global {
  // The single binary loads the addon from its unpacked files (server/binary.mjs).
  var __argon2Binding: Argon2 | undefined
}

// Half the cores, at least one: a check keeps a core busy for tens of milliseconds, and the event
// loop must keep one to answer everyone else.
export const CHECKS_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2))
export const CHECKS_WAITING = 8
/** What a refused check tells the client to wait: a check takes tens of milliseconds. */
export const BUSY_RETRY_AFTER_SEC = 1

const OPTIONS = {
  algorithm: 2, // Argon2id (a const enum in the package's types)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const

/** Thrown instead of waiting when the gate is full; callers answer 503 with Retry-After. */
export class PasswordChecksBusy extends Error {
  readonly retryAfterSec = BUSY_RETRY_AFTER_SEC
  constructor() {
    super('Too many password checks at once')
    this.name = 'PasswordChecksBusy'
  }
}

export const isPasswordChecksBusy = (error: unknown): error is PasswordChecksBusy =>
  error instanceof PasswordChecksBusy

let argon2: Promise<Argon2> | undefined
const loadArgon2 = () =>
  (argon2 ??= globalThis.__argon2Binding
    ? Promise.resolve(globalThis.__argon2Binding)
    : import('@node-rs/argon2'))

const checks = createSlots(CHECKS_AT_ONCE, CHECKS_WAITING)

/** Runs `work` when a slot is free; refuses at once when all slots and the queue are taken. */
const gated = <T>(work: () => Promise<T>): Promise<T> =>
  checks.run(work, () => {
    throw new PasswordChecksBusy()
  })

/** How many checks run and wait now (tests, and the proof of the bound). */
export const passwordChecks = () => checks.state()

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2()
  return gated(() => hash(password, { ...OPTIONS, salt: randomBytes(16) }))
}

/** False for a wrong password or a malformed hash; throws PasswordChecksBusy when full. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const { verify } = await loadArgon2()
  return gated(() => verify(stored, password).catch(() => false))
}

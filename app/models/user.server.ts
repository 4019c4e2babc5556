import { and, count, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { oneLine } from '#app/lib/text.ts'
import { setupTokens, users } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { hashPassword, verifyPassword } from '#app/lib/password.server.ts'
import { hashToken, newToken } from '#app/lib/tokens.server.ts'
import { isLanguage, type Language } from '#app/i18n/languages.ts'
import { recordAuditOrLog } from './audit.server.ts'

export const LoginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1_000, 'Password must be at most 1,000 characters'),
  /** "Keep me signed in" (the admin form only; API tokens have their own lifetime). */
  remember: z.boolean().optional(),
})

/** POST /api/users/login: an account with two-factor sign-in also sends its code. */
export const ApiLoginSchema = LoginSchema.extend({
  code: z
    .string({ error: 'Code must be text' })
    .trim()
    .max(64, 'Code must be at most 64 characters')
    .optional(),
})

export const NewUserSchema = z.object({
  name: z.string().overwrite(oneLine).trim().min(1, 'Name is required').max(100),
  email: z.email('Enter a valid email address').trim().toLowerCase(),
  password: z.string().min(12, 'Use at least 12 characters').max(200, 'Use at most 200 characters'),
})

const newPassword = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(12, 'Use at least 12 characters')
    .max(200, 'Use at most 200 characters')

/** The first-admin form: a new user plus the password typed twice. */
export const SetupAdminSchema = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .toLowerCase()
      .pipe(z.email('Enter a valid email address')),
    password: newPassword('Password'),
    confirmPassword: z.string({ error: 'Confirm the password' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  })

/** The invitation's form: the invitee's own name and password (the address is the invitation's). */
export const AcceptInvitationSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .overwrite(oneLine)
      .trim()
      .min(1, 'Name is required')
      .max(100, 'Name must be at most 100 characters'),
    password: newPassword('Password'),
    confirmPassword: z.string({ error: 'Confirm the password' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  })

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1),
    newPassword: newPassword('New password'),
    confirmPassword: z.string({ error: 'Confirm the new password' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  })

export type PublicUser = { id: number; name: string; email: string }

const toPublic = (u: typeof users.$inferSelect): PublicUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
})

/** A removed member's row stays for their name (app/models/team.server.ts); it is no account. */
export const isMember = isNull(users.removedAt)

/** The administrators: everyone on the team, not those removed from it. */
export function countUsers(): number {
  return getDb().select({ n: count() }).from(users).where(isMember).get()?.n ?? 0
}

/** A member by id; a removed one is nobody, so their cookie or token signs nothing in. */
export function getUserById(id: number): PublicUser | undefined {
  const row = getDb()
    .select()
    .from(users)
    .where(and(eq(users.id, id), isMember))
    .get()
  return row && toPublic(row)
}

export async function createUser(input: z.input<typeof NewUserSchema>): Promise<PublicUser> {
  const data = NewUserSchema.parse(input)
  const passwordHash = await hashPassword(data.password)
  const row = getDb()
    .insert(users)
    .values({ name: data.name, email: data.email, passwordHash })
    .returning()
    .get()
  recordAuditOrLog({ action: 'create', entity: 'user', entityId: row.id, detail: row.email })
  return toPublic(row)
}

export async function setPassword(userId: number, password: string) {
  const passwordHash = await hashPassword(password)
  getDb().update(users).set({ passwordHash }).where(eq(users.id, userId)).run()
  recordAuditOrLog({ action: 'update', entity: 'password', entityId: userId })
}

/** The language this admin reads the admin screens in (docs/decisions/035-admin-language.md). */
export function getAdminLanguage(userId: number): Language {
  const row = getDb()
    .select({ language: users.adminLanguage })
    .from(users)
    .where(eq(users.id, userId))
    .get()
  return isLanguage(row?.language) ? row.language : 'en'
}

export function setAdminLanguage(userId: number, language: Language) {
  getDb().update(users).set({ adminLanguage: language }).where(eq(users.id, userId)).run()
}

// Verified against a real hash even when the address is unknown, so the answer takes the same time
// whether or not the account exists.
let dummyHash: Promise<string> | undefined

export async function verifyCredentials(
  email: string,
  password: string,
): Promise<PublicUser | null> {
  const row = getDb()
    .select()
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isMember))
    .get()
  if (!row) {
    dummyHash ??= hashPassword('not-a-real-password')
    await verifyPassword(password, await dummyHash)
    return null
  }
  return (await verifyPassword(password, row.passwordHash)) ? toPublic(row) : null
}

const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000

/** A one-time link for creating the first admin; older links stop working. */
export function createSetupToken(): string {
  const token = newToken()
  const db = getDb()
  db.delete(setupTokens).run()
  db.insert(setupTokens)
    .values({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SETUP_TOKEN_TTL_MS) })
    .run()
  return token
}

export function isSetupTokenValid(token: string): boolean {
  const row = getDb()
    .select()
    .from(setupTokens)
    .where(eq(setupTokens.tokenHash, hashToken(token)))
    .get()
  return !!row && row.expiresAt.getTime() > Date.now() && countUsers() === 0
}

export function consumeSetupTokens() {
  getDb().delete(setupTokens).run()
}

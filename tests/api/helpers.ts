// Calls a route module's loader or action the way Remix would: a real Request, params, and the
// load context the production server passes (the client's address), inside the request context
// server/serve.mjs gives every request (app/lib/request-context.server.ts).
import { issueApiToken } from '#app/api/api-auth.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { withRequestContext } from '#app/lib/request-context.server.ts'
import { users } from '#db/schema.ts'

type Args = {
  request: Request
  params: Record<string, string | undefined>
  context: { clientAddress?: string }
}
type RouteModule = {
  loader?: (args: Args) => Response | Promise<Response>
  action?: (args: Args) => Response | Promise<Response>
}

export type CallOptions = {
  params?: Record<string, string>
  json?: unknown
  body?: BodyInit
  token?: string
  headers?: Record<string, string>
  ip?: string
}

export async function call(
  route: RouteModule,
  method: string,
  path: string,
  { params = {}, json, body, token, headers = {}, ip = '127.0.0.1' }: CallOptions = {},
): Promise<Response> {
  const h = new Headers(headers)
  if (token) h.set('Authorization', `Bearer ${token}`)
  if (json !== undefined) {
    body = JSON.stringify(json)
    h.set('Content-Type', 'application/json')
  }
  const request = new Request(new URL(path, 'http://localhost'), {
    method,
    headers: h,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  const fn = ['GET', 'HEAD', 'OPTIONS'].includes(method) ? route.loader : route.action
  if (!fn) throw new Error(`route has no handler for ${method}`)
  return withRequestContext({ address: ip, actor: null }, () =>
    fn({ request, params, context: { clientAddress: ip } }),
  )
}

/**
 * A signed-in admin: their user row and a valid bearer token. The row is inserted directly: these
 * tests never sign in with a password, and hashing one (argon2id) would cost most of a second.
 */
export async function admin(name = 'Ada Admin') {
  const user = getDb()
    .insert(users)
    .values({
      name,
      email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`,
      passwordHash: 'unused-by-api-tests',
    })
    .returning({ id: users.id, name: users.name })
    .get()
  return { user, token: issueApiToken(user.id) }
}

/** Row counts of every table, to show that a refused call changed nothing. */
export function tableCounts(): Record<string, number> {
  const db = getDb().$client
  const names = db
    // The search index's FTS5 shadow tables are its own bookkeeping (some have no rowid).
    .prepare(
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    .all() as { name: string }[]
  return Object.fromEntries(
    names.map(({ name }) => [
      name,
      (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n,
    ]),
  )
}

/** Every row of every table, to show that a refused call changed nothing at all. */
export function tableRows(): Record<string, unknown[]> {
  const db = getDb().$client
  const names = db
    // The search index's FTS5 shadow tables are its own bookkeeping (some have no rowid).
    .prepare(
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    .all() as { name: string }[]
  return Object.fromEntries(
    names.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]),
  )
}

export async function body<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T
}

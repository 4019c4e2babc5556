// Who is acting, and from where, for the request being served: so a model function (the audit log,
// revisions) can name the actor without every route passing it down. server/serve.mjs runs each
// request inside withRequestContext with the client's address; the guards (requireAdmin,
// requireAdminForJson, requireApiUser) name the actor once they know it; the command line runs its
// commands as the `cli` actor. Outside any context (`npm run dev`, a test that sets none) the actor
// is null: the system. See docs/architecture.md, "Requests from outside".
import { AsyncLocalStorage } from 'node:async_hooks'

export type Actor = {
  /** The user, or null for the command line (run by whoever holds the server's shell). */
  userId: number | null
  name: string
  via: 'admin' | 'api' | 'cli'
}

export type RequestContext = { address: string | null; actor: Actor | null }

// One store per process even if this module is loaded twice (the server build and Vite's dev
// loader, or a test runner's module reloads): the slot lives on globalThis.
const SLOT = Symbol.for('agency-site.request-context')
type Global = typeof globalThis & { [SLOT]?: AsyncLocalStorage<RequestContext> }
const storage = ((globalThis as Global)[SLOT] ??= new AsyncLocalStorage<RequestContext>())

/** Runs fn with its own context; everything fn awaits sees it. */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn)
}

/** Who is acting, or null when the system is (no request, or nobody signed in yet). */
export function currentActor(): Actor | null {
  return storage.getStore()?.actor ?? null
}

/** The client's address as the rate limits see it, or null outside a request. */
export function currentAddress(): string | null {
  return storage.getStore()?.address ?? null
}

/** Names the actor for the rest of this request; a no-op outside any context. */
export function setActor(actor: Actor): void {
  const store = storage.getStore()
  if (store) store.actor = actor
}

/** The actor's name for a log line or an audit row: "system" when nobody is acting. */
export function actorName(actor: Actor | null = currentActor()): string {
  return actor?.name ?? 'system'
}

// The /api door: every resource route under /api declares its handlers per HTTP method with
// apiRoute(), which answers 405 for other methods and CORS preflights, turns thrown answers,
// validation errors and conflicts into docs/api.md's `{message, errors?}` bodies, hides everything
// unexpected behind a bare 500, and puts security (and, when configured, CORS) headers on all of it.
import { type AppLoadContext } from '@remix-run/node'
import { ZodError, type z } from 'zod'
import { ConflictError } from '#app/models/errors.ts'
import { readCappedBody } from '#app/lib/body.server.ts'
import { issuesToErrors } from '#app/lib/field-errors.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { applySecurityHeaders } from '#app/lib/headers.server.ts'
import { isPublicCacheablePath } from '#app/lib/page-cache-key.ts'
import { isNoSpace, NO_SPACE_WRITE_MESSAGE } from '#app/lib/no-space.server.ts'
import { isLeadBudgetSpent, LEAD_BUDGET_MESSAGE } from '#app/models/lead-budget.server.ts'
import { isOneOf } from '#app/lib/property.ts'

export type ApiArgs = {
  request: Request
  params: Record<string, string | undefined>
  context: AppLoadContext
}
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const
type Method = (typeof METHODS)[number]
type Handler = (args: ApiArgs) => Response | Promise<Response>

export const MAX_JSON_BYTES = 1024 * 1024

export function apiJson(data: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(data, { status, headers })
}

export function apiError(
  status: number,
  message: string,
  errors?: Record<string, string>,
  headers?: HeadersInit,
): Response {
  return Response.json(errors ? { message, errors } : { message }, { status, headers })
}

export function validationError(error: ZodError): Response {
  const errors = issuesToErrors(error.issues, '')
  return apiError(400, Object.values(errors)[0] ?? 'Invalid input', errors)
}

/**
 * Reads the body as a JSON object; throws the 413 or 400 answer otherwise. Endpoints that anyone may
 * call pass a smaller cap (docs/security.md). Given a schema, the object is validated at the door:
 * what fails it throws zod's error, which apiRoute answers as docs/api.md's 400 `{message, errors}`.
 */
export async function readJson(
  request: Request,
  maxBytes?: number,
): Promise<Record<string, unknown>>
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>>
export async function readJson(request: Request, capOrSchema: number | z.ZodType = MAX_JSON_BYTES) {
  const maxBytes = typeof capOrSchema === 'number' ? capOrSchema : MAX_JSON_BYTES
  const bytes = await readCappedBody(request, maxBytes)
  if (!bytes) throw tooLarge(maxBytes)
  let body: unknown
  try {
    body = JSON.parse(bytes.toString('utf8'))
  } catch {
    throw apiError(400, 'The request body must be valid JSON.')
  }
  if (!isObject(body)) throw apiError(400, 'The request body must be a JSON object.')
  return typeof capOrSchema === 'number' ? body : capOrSchema.parse(body)
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const tooLarge = (maxBytes: number) =>
  apiError(
    413,
    maxBytes >= MAX_JSON_BYTES
      ? 'The request body must not exceed 1 MB.'
      : `The request body must not exceed ${maxBytes / 1024} KB.`,
  )

export const notFound = (message = 'Not found.') => apiError(404, message)

function corsHeaders(request: Request, methods: string[]): Headers {
  return corsHeadersFor(request.headers.get('Origin'), request.method, methods)
}

/** The CORS headers of an /api answer to a request with this Origin and method. */
export function corsHeadersFor(origin: string | null, method: string, methods: string[]): Headers {
  const headers = new Headers()
  const allowed = getEnv().CORS_ORIGINS
  if (allowed.length === 0) return headers
  headers.set('Vary', 'Origin')
  if (!origin || !allowed.includes(origin)) return headers
  headers.set('Access-Control-Allow-Origin', origin)
  // A browser hides all but a few response headers from cross-origin scripts; a client needs these
  // two to wait out a 429 and to tell a 401's cause.
  headers.set('Access-Control-Expose-Headers', 'Retry-After, WWW-Authenticate')
  if (method === 'OPTIONS') {
    headers.set('Access-Control-Allow-Methods', methods.join(', '))
    headers.set('Access-Control-Allow-Headers', 'Authorization, Content-Type')
    headers.set('Access-Control-Max-Age', '600')
  }
  return headers
}

function finish(response: Response, extra: Headers, request: Request): Response {
  const headers = new Headers(response.headers)
  extra.forEach((value, name) => headers.set(name, value))
  applySecurityHeaders(headers)
  // A public read is left to the page cache, which marks it for shared caches or as private
  // (page-cache.server.ts); every other answer is stored nowhere.
  const publicRead =
    (request.method === 'GET' || request.method === 'HEAD') &&
    isPublicCacheablePath(new URL(request.url).pathname)
  if (!publicRead) headers.set('Cache-Control', headers.get('Cache-Control') ?? 'no-store')
  return new Response(response.body, { status: response.status, headers })
}

function toResponse(error: unknown): Response {
  if (error instanceof Response) return error
  if (error instanceof ZodError) return validationError(error)
  if (error instanceof ConflictError) {
    return apiError(409, error.message, { [error.field]: error.message })
  }
  // A full disk: nothing was stored, and the client is told so (507), not "Internal server error".
  if (isNoSpace(error)) return apiError(507, NO_SPACE_WRITE_MESSAGE)
  // The day's budget for leads is spent (app/models/lead-budget.server.ts).
  if (isLeadBudgetSpent(error)) {
    return apiError(503, LEAD_BUDGET_MESSAGE, undefined, {
      'Retry-After': String(error.retryAfterSec),
    })
  }
  // The client went away mid-request (an upload cut off): no one reads this answer, and the
  // request's log line already says "aborted".
  if (error instanceof Error && error.name === 'AbortError') {
    return apiError(400, 'The request was cut off.')
  }
  console.error('Unexpected /api error', error)
  return apiError(500, 'Internal server error')
}

async function dispatch(args: ApiArgs, handlers: Partial<Record<Method, Handler>>) {
  const methods = Object.keys(handlers)
  const allow = [...methods, ...(handlers.GET ? ['HEAD'] : []), 'OPTIONS'].join(', ')
  const cors = corsHeaders(args.request, methods)
  const method = args.request.method.toUpperCase()
  if (method === 'OPTIONS') {
    cors.set('Allow', allow)
    return finish(new Response(null, { status: 204 }), cors, args.request)
  }
  const asked = method === 'HEAD' ? 'GET' : method
  const handler = isOneOf(METHODS, asked) ? handlers[asked] : undefined
  if (!handler) {
    cors.set('Allow', allow)
    return finish(apiError(405, 'Method not allowed.'), cors, args.request)
  }
  try {
    return finish(await handler(args), cors, args.request)
  } catch (error) {
    return finish(toResponse(error), cors, args.request)
  }
}

/**
 * One function that serves as a resource route's loader and its action, dispatching on the method:
 * `export const loader = apiRoute({ GET: ..., POST: ... })` then `export const action = loader`.
 * (Two plain exports, so that Remix can strip them, and this module, from the client build.)
 */
export function apiRoute(handlers: Partial<Record<Method, Handler>>) {
  return (args: ApiArgs) => dispatch(args, handlers)
}

// The OpenAPI 3.1 description of /api, generated from the zod schemas the code really uses: the
// input schemas the routes validate with (request bodies) and the models' output schemas, from
// which their types are inferred (answers). Nothing here restates a field, so it cannot drift. The
// answers it names are in openapi-components.server.ts, the calls in openapi-paths.server.ts.
import { z } from 'zod'
import { LANGUAGES } from '#app/i18n/languages.ts'
import {
  componentSchemas,
  type ComponentName,
  type Op,
} from '#app/api/openapi-components.server.ts'
import { paths } from '#app/api/openapi-paths.server.ts'

const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } })

function requestSchema(schema: z.ZodType) {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  })
  return rest
}

function answer(shape: Op['ok'][1]) {
  return shape.endsWith('[]')
    ? { type: 'array', items: ref(shape.slice(0, -2) as ComponentName) } // slice cannot narrow a template literal type
    : ref(shape as ComponentName) // endsWith cannot narrow a template literal type
}

function responses(op: Op) {
  const [status, shape] = op.ok
  const error = (description: string) => ({ description, ...json(ref('Error')) })
  const all: Record<string, unknown> = {
    [status]: { description: 'Success', ...json(answer(shape)) },
  }
  if (op.body) all['400'] = error(op.body === 'multipart' ? 'No file' : 'Validation error')
  if (op.auth) all['401'] = error('Missing, invalid, revoked or expired token')
  if (op.id) all['404'] = error('Not found (unknown or malformed id)')
  if (op.body === 'multipart') {
    all['413'] = error('File too large')
    all['415'] = error('Unsupported file type')
    all['507'] = error("The server's disk is full: nothing was saved")
  } else if (op.body) {
    all['413'] = error('JSON body over 1 MiB')
    all['507'] = error("The server's disk is full: nothing was saved")
  }
  for (const [code, description] of Object.entries(op.errors ?? {})) {
    all[code] =
      code === '429' || code === '503'
        ? {
            ...error(description),
            headers: {
              'Retry-After': {
                description: 'Seconds to wait before trying again',
                schema: { type: 'integer' },
              },
            },
          }
        : error(description)
  }
  all['500'] = error('Internal server error')
  return all
}

const QUERY_TEXTS: Record<string, string> = {
  q: 'The words to find (docs/api.md, Search): its first 100 characters, read as words, never as a query language',
  include:
    "A comma list (docs/api.md): publication adds slug, status and publishAt to each item; translation, with a token and ?locale naming the language other than the default, adds the translation's own status and publishAt as translation",
  locale:
    "The language of the texts (docs/api.md, Languages): a read answers each text in it, or in the default language when it has no translation, and adds locale, fallbackLocale and untranslated to each item; a PUT (or the About page's POST) in the language other than the default stores the body's texts as the item's translation; a create in it is a 400",
}

function operation(op: Op) {
  const parameters = [
    ...(op.id ? [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] : []),
    ...[op.query ?? []].flat().map((name) => ({
      name,
      in: 'query',
      required: false,
      ...(QUERY_TEXTS[name] ? { description: QUERY_TEXTS[name] } : {}),
      schema: name === 'locale' ? { type: 'string', enum: [...LANGUAGES] } : { type: 'string' },
    })),
  ]
  const requestBody =
    op.body === 'multipart'
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { [op.multipartField!]: { type: 'string', format: 'binary' } },
                required: [op.multipartField],
              },
            },
          },
        }
      : op.body && { required: true, ...json(requestSchema(op.body)) }
  return {
    summary: op.summary,
    ...(op.auth ? { security: [{ bearer: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responses(op),
  }
}

let cached: unknown

export function openApiDocument() {
  cached ??= {
    openapi: '3.1.0',
    info: { title: 'Agency site API', version: '1.0.0' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: componentSchemas(),
    },
    paths: Object.fromEntries(
      Object.entries(paths()).map(([path, ops]) => [
        path,
        Object.fromEntries(Object.entries(ops).map(([method, op]) => [method, operation(op)])),
      ]),
    ),
  }
  return cached
}

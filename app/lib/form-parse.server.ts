// Conform's parseWithZod, hardened against what only a forged post sends. Every form action parses
// with this one (ESLint keeps them to it). Two things a browser never posts made Conform throw (a
// 500) or stall: an intent field (`__intent__`) that is not Conform's JSON or names a path it
// refuses, and a list index in the millions (`features[99999999].title`, or an update intent at
// that index), for which it builds a list that long: seconds per 100,000 rows, then out of memory.
// And a list field posted as a plain value (`sections=x`) came back in the reply as typed, so the
// form drawn again from it threw while listing its rows.
// eslint-disable-next-line no-restricted-imports -- the one module that wraps it
import { parseWithZod as conformParse } from '@conform-to/zod/v4'
import { isRecord } from '#app/lib/property.ts'

const INTENT_FIELD = '__intent__'
/** No form has a list this long (docs/api-limits.md: 100 tags is the longest). */
const MAX_LIST_INDEX = 999
const bigIndex = /\[\s*\d{4,}\s*\]/

/** True when `value` is an intent Conform can apply without building a long list. */
function intentIsSafe(value: FormDataEntryValue): boolean {
  if (typeof value !== 'string') return false
  let intent: unknown
  try {
    intent = JSON.parse(value)
  } catch {
    return false
  }
  if (!isRecord(intent) || typeof intent.type !== 'string') return false
  const payload = intent.payload ?? {}
  if (!isRecord(payload)) return false
  if (typeof payload.name === 'string' && bigIndex.test(payload.name)) return false
  return ['index', 'from', 'to'].every((key) => {
    const n = payload[key]
    return (
      n === undefined ||
      (typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= MAX_LIST_INDEX)
    )
  })
}

type Def = {
  type?: string
  innerType?: Schema
  in?: Schema
  out?: Schema
  shape?: Record<string, Schema>
}
type Schema = { _zod?: { def?: Def } }

/** The schema beneath optional, default, preprocess and transform wrappers. */
function unwrap(schema: Schema | undefined): Def | undefined {
  let def = schema?._zod?.def
  for (let depth = 0; def && depth < 20; depth++) {
    if (def.type === 'array' || def.type === 'object') return def
    const inner =
      def.innerType ??
      (def.type === 'pipe' ? (def.in?._zod?.def?.type === 'transform' ? def.out : def.in) : null)
    if (!inner) return def
    def = inner._zod?.def
  }
  return def
}

/** The top-level fields of a form schema that are lists. */
function listFields(schema: Schema): string[] {
  const shape = unwrap(schema)?.shape ?? {}
  return Object.keys(shape).filter((key) => unwrap(shape[key])?.type === 'array')
}

// Conform's overloaded signature cannot be restated: the wrapper takes it over whole.
export const parseWithZod = ((payload: FormData | URLSearchParams, options: { schema: Schema }) => {
  const submission = parse(payload, options as never)
  const lists = listFields(options.schema)
  const reply = submission.reply.bind(submission)
  submission.reply = (replyOptions) => {
    const result = reply(replyOptions)
    const initial = result.initialValue
    for (const key of lists) {
      if (initial && key in initial && !Array.isArray(initial[key])) delete initial[key]
    }
    return result
  }
  return submission
}) as typeof conformParse

function parse(payload: FormData | URLSearchParams, options: never) {
  const form = new FormData()
  for (const [name, value] of payload.entries()) {
    if (bigIndex.test(name)) continue
    if (name === INTENT_FIELD && !intentIsSafe(value)) continue
    form.append(name, value)
  }
  try {
    return conformParse(form, options)
  } catch {
    // An intent of the right shape that Conform still refuses (a path such as `__proto__`, a list
    // that is not one): the post is judged as if sent with the plain submit button.
    form.delete(INTENT_FIELD)
    return conformParse(form, options)
  }
}

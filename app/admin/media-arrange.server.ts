// The media grid without JavaScript (docs/product.md "Media"): its Move earlier / Move later /
// Remove / Add buttons post the form, and the form comes back with the rows in their new order and
// nothing typed lost (a chosen file excepted: a browser never fills a file input again). The lead
// image's radio posts a row index; here it becomes that row's own `lead` field, so it moves with
// its row and the model sees which row leads.
import { MEDIA_ARRANGE_FIELD, MEDIA_LEAD_FIELD } from './media-fields.ts'

const ROW_FIELD = /^media\[(\d{1,2})\]\.(\w+)$/
/** No form has more rows than an upload takes files (forms.server.ts). */
const MAX_ROWS = 20

type Arrangement =
  { kind: 'add' } | { kind: 'move'; from: number; to: number } | { kind: 'remove'; at: number }

function parseArrangement(value: FormDataEntryValue | null, rows: number): Arrangement | null {
  if (typeof value !== 'string') return null
  if (value === 'add') return rows < MAX_ROWS ? { kind: 'add' } : null
  const [kind, a, b] = value.split(':')
  const inRange = (n: number) => Number.isInteger(n) && n >= 0 && n < rows
  if (kind === 'remove' && inRange(Number(a))) return { kind, at: Number(a) }
  if (kind === 'move' && inRange(Number(a)) && inRange(Number(b))) {
    return { kind, from: Number(a), to: Number(b) }
  }
  return null
}

/**
 * The posted fields with the lead's radio folded into its row, and, when a grid button was
 * pressed, the rows rearranged (`arranged`: the form is drawn again, nothing saved). Without a
 * button the rows keep their indexes, so each stored file still lands in its own row.
 */
export function arrangeMedia(typed: FormData): { typed: FormData; arranged: boolean } {
  const rows: Array<Array<[string, FormDataEntryValue]>> = []
  const rest: Array<[string, FormDataEntryValue]> = []
  for (const [name, value] of typed) {
    const row = ROW_FIELD.exec(name)
    if (row && Number(row[1]) < MAX_ROWS) (rows[Number(row[1])] ??= []).push([row[2]!, value])
    else if (name !== MEDIA_ARRANGE_FIELD && name !== MEDIA_LEAD_FIELD) rest.push([name, value])
  }
  const lead = Number(typed.get(MEDIA_LEAD_FIELD) ?? NaN)
  const arrangement = typed.has(MEDIA_ARRANGE_FIELD)
    ? parseArrangement(typed.get(MEDIA_ARRANGE_FIELD), rows.length)
    : null
  const order = Array.from({ length: rows.length }, (_, i) => i)
  if (arrangement?.kind === 'move')
    order.splice(arrangement.to, 0, ...order.splice(arrangement.from, 1))
  if (arrangement?.kind === 'remove') order.splice(arrangement.at, 1)

  const form = new FormData()
  for (const [name, value] of rest) form.append(name, value)
  order.forEach((from, to) => {
    for (const [key, value] of rows[from] ?? []) {
      if (key !== 'lead') form.append(`media[${to}].${key}`, value)
    }
    if (from === lead) form.append(`media[${to}].lead`, 'on')
  })
  // The grid always shows a row: the last one removed, or one added, is an empty one.
  if (arrangement?.kind === 'add' || order.length === 0) {
    const at = order.length
    form.append(`media[${at}].url`, '')
    form.append(`media[${at}].type`, 'image')
  }
  return { typed: form, arranged: typed.has(MEDIA_ARRANGE_FIELD) }
}

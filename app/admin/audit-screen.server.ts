// The audit log screen's server code: the filters read from the address (a GET form, so they work
// without JavaScript and can be linked), one page of rows for the screen, and every matching row as
// CSV. Nothing here writes: the log is written only by recordAuditOrLog (app/models/audit.server.ts).
import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { adminFormat, type AdminFormat } from './admin-format.server.ts'
import { csvResponse } from '#app/lib/csv.server.ts'
import { translateMessage } from '#app/i18n/admin-messages.ts'
import { readAuditDetail } from '#app/i18n/admin-audit-details.ts'
import { isKind, kindLabel } from '#db/kinds.ts'
import {
  auditChoices,
  iterateAudit,
  listAudit,
  type AuditFilter,
  type AuditRow,
} from '#app/models/audit.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const QUERY_MAX = 254

/** A date field (YYYY-MM-DD, the server's day), or undefined when empty or not a date. */
function day(value: string | null): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const date = new Date(`${value}T00:00:00`)
  return Number.isNaN(date.getTime()) ? undefined : date
}

const text = (value: string | null) => (value ? value.slice(0, QUERY_MAX) : undefined)

/** The filters as typed (for the form) and as the model reads them. */
export function auditFilter(url: URL) {
  const params = url.searchParams
  const typed = {
    who: text(params.get('who')) ?? '',
    entity: text(params.get('entity')) ?? '',
    action: text(params.get('action')) ?? '',
    from: day(params.get('from')) ? params.get('from')! : '',
    to: day(params.get('to')) ? params.get('to')! : '',
  }
  const to = day(typed.to)
  const filter: AuditFilter = {
    who: typed.who || undefined,
    entity: typed.entity || undefined,
    action: typed.action || undefined,
    from: day(typed.from),
    until: to && new Date(to.getTime() + DAY_MS),
  }
  return { typed, filter }
}

/**
 * The names of the log's codes in the admin's language (docs/decisions/039-audit-codes-named.md): a
 * content kind's from the kinds registry, the others from the dictionary; a code not named yet is
 * shown as it is.
 */
function codeNames({ t }: AdminFormat) {
  const named = (names: Record<string, string>) => (code: string) =>
    Object.hasOwn(names, code) ? names[code]! : code
  const entity = named(t.audit.entities)
  return {
    action: named(t.audit.actions),
    entity: (code: string) => (isKind(code) ? translateMessage(kindLabel(code), t) : entity(code)),
    via: named(t.audit.doors),
  }
}

type CodeNames = ReturnType<typeof codeNames>

/** A code and its name, for a filter's option or a row's cell. */
const coded = (code: string, name: (code: string) => string) => ({ code, name: name(code) })

/**
 * A row's detail in the admin's language (app/i18n/admin-audit-details.ts), its times in the
 * screen's format; English, and a detail no pattern reads, as stored.
 */
function detailShown(detail: string | null, format: AdminFormat) {
  if (!detail || format.language === 'en') return detail
  return readAuditDetail(detail, format.t, (iso) => format.dateTime(iso)) ?? detail
}

const shown = (row: AuditRow, format: AdminFormat, names: CodeNames) => ({
  id: row.id,
  at: format.dateTime(row.at),
  who: row.actorName,
  via: coded(row.via, names.via),
  action: coded(row.action, names.action),
  entity: coded(row.entity, names.entity),
  entityId: row.entityId,
  detail: detailShown(row.detail, format),
  address: row.address,
})

export async function auditLoader({ request }: LoaderFunctionArgs) {
  const format = adminFormat(await requireAdmin(request))
  const url = new URL(request.url)
  const { typed, filter } = auditFilter(url)
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1
  const list = listAudit(filter, page)
  const names = codeNames(format)
  const choices = auditChoices()
  return {
    typed,
    choices: {
      who: choices.who,
      entity: choices.entity.map((code) => coded(code, names.entity)),
      action: choices.action.map((code) => coded(code, names.action)),
    },
    rows: list.rows.map((row) => shown(row, format, names)),
    total: list.total,
    page: list.page,
    pages: list.pages,
  }
}

const CSV_COLUMNS = ['id', 'at', 'who', 'via', 'action', 'entity', 'entity_id', 'detail', 'address']

/** The matching rows as CSV (app/lib/csv.server.ts, as the inbox exports), newest first. */
export async function auditExportLoader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const { filter } = auditFilter(new URL(request.url))
  return csvResponse('audit-log.csv', CSV_COLUMNS, iterateAudit(filter), (row) => [
    row.id,
    row.at.toISOString(),
    row.actorName,
    row.via,
    row.action,
    row.entity,
    row.entityId ?? '',
    row.detail ?? '',
    row.address ?? '',
  ])
}

import { useForm } from '@conform-to/react'
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Outlet, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { Download, Plus, Upload } from 'lucide-react'
import { validatedFormProps } from '#app/components/admin/form-props.ts'
import {
  cellClass,
  DataTable,
  DeleteLink,
  longTextCellClass,
} from '#app/components/admin/data-table.tsx'
import { SettingsSection } from '#app/components/admin/settings-tabs.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { Field, SelectField } from '#app/components/ui/field.tsx'
import { FileField } from '#app/components/ui/file-input.tsx'
import { adminFormat } from '#app/admin/admin-format.server.ts'
import { attempt, attemptWrite, refusedWrite } from '#app/admin/failure.server.ts'
import { importRowsFrom } from '#app/admin/redirects-csv.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { adminTitle, useAdminT } from '#app/i18n/use-admin-language.ts'
import { formFromBytes, readCappedBody } from '#app/lib/body.server.ts'
import { readablePath } from '#app/lib/address.ts'
import { parseWithZod } from '#app/lib/form-parse.server.ts'
import { formErrorOf, type FormReply, type FormResult } from '#app/lib/form-reply.ts'
import { formError, formReply } from '#app/lib/form-reply.server.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import {
  createRedirect,
  importRedirects,
  listRedirects,
  RedirectInputSchema,
  type ImportResult,
} from '#app/models/redirect.server.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, (t) => t.redirects.title)]

const PAGE = '/admin/settings/redirects'
export const ADD_INTENT = 'add-redirect'
export const IMPORT_INTENT = 'import-redirects'
// A CSV of a few thousand redirects is some hundreds of kilobytes.
const MAX_IMPORT_BYTES = 2 * 1024 * 1024

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request)
  const { message, headers } = await readMessage(request)
  const format = adminFormat(admin)
  const { value: rows = [], error } = attempt('Failed to fetch redirects', listRedirects)
  const redirects = rows.map((r) => ({
    id: r.id,
    source: readablePath(r.source),
    prefix: r.prefix,
    target: r.target,
    code: r.code,
    hits: r.hits,
    lastHit: r.lastHitAt ? format.dateTime(r.lastHitAt) : null,
  }))
  return data({ redirects, error, message }, { headers })
}

/**
 * Adds one redirect, or imports a file of them: an import that left lines out shows them, each with
 * why, beside the list (the reply's `shown`).
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const bytes = await readCappedBody(request, MAX_IMPORT_BYTES)
  if (!bytes) {
    const imported = {
      added: 0,
      refused: [{ line: 0, message: 'The file is too large (over 2 MB)' }],
    }
    return formReply({}, 413, imported)
  }
  const form = await formFromBytes(request, bytes)
  if (form.get('intent') === IMPORT_INTENT) return importFile(form.get('file'))
  const submission = parseWithZod(form, { schema: RedirectInputSchema })
  if (submission.status !== 'success') {
    return formReply(submission.reply(), 400)
  }
  // A rule the redirect would break is the admin's to fix, beside its field.
  const added = attemptWrite('Failed to add redirect', () => createRedirect(submission.value))
  return (
    refusedWrite(submission, added) ?? redirectWithMessage(PAGE, 'Redirect added successfully.')
  )
}

async function importFile(file: FormDataEntryValue | null) {
  const text = file instanceof File ? await file.text() : ''
  const { rows, refused } = importRowsFrom(text)
  const done = attempt('Failed to import redirects', () => importRedirects(rows))
  if (!done.ok) return formError(done.error, 500)
  const imported = { added: done.value.added, refused: [...refused, ...done.value.refused] }
  imported.refused.sort((a, b) => a.line - b.line)
  if (imported.refused.length === 0) {
    return redirectWithMessage(PAGE, `${imported.added} redirect(s) imported.`)
  }
  // The lines left out are shown with the list as it now is; nothing was added twice.
  return formReply({}, imported.added > 0 ? 200 : 400, imported)
}

export default function Redirects() {
  const { redirects, error, message } = useLoaderData<typeof loader>()
  const actionData = useActionData<FormReply<ImportResult>>()
  const failed = formErrorOf(actionData)
  const location = useLocation()
  const t = useAdminT()
  const r = t.redirects
  const c = r.columns
  return (
    <SettingsSection intro={r.intro} message={message} error={failed ?? error}>
      <AddRedirect
        key={actionData?.result.status === 'error' ? 'refused' : location.key}
        lastResult={actionData?.result}
      />
      <DataTable
        columns={[c.source, c.target, c.code, c.hits, c.lastHit, c.actions]}
        isEmpty={redirects.length === 0}
        empty={r.none}
      >
        {redirects.map((row) => (
          <tr key={row.id}>
            <td className={longTextCellClass}>
              <bdi dir="ltr">{row.source}</bdi>
              {row.prefix ? <span className="ms-1 text-slate-500">({r.underIt})</span> : null}
            </td>
            <td className={longTextCellClass}>
              <bdi dir="ltr">{row.target}</bdi>
            </td>
            <td className={cellClass}>{row.code}</td>
            <td className={cellClass}>{row.hits}</td>
            <td className={cellClass}>{row.lastHit ?? r.never}</td>
            <td className={cellClass}>
              <DeleteLink to={`${row.id}/delete`} label={row.source} />
            </td>
          </tr>
        ))}
      </DataTable>
      <ImportExport imported={actionData?.shown} />
      <Outlet />
    </SettingsSection>
  )
}

function AddRedirect({ lastResult }: { lastResult?: FormResult }) {
  const [form, fields] = useForm<{ source: string; match: string; target: string; code: string }>({
    lastResult,
    defaultValue: { match: 'exact', code: '301' },
  })
  const r = useAdminT().redirects
  return (
    <Form
      method="post"
      {...validatedFormProps(form)}
      aria-labelledby="add-redirect"
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="add-redirect" className="text-lg font-semibold">
        {r.add}
      </h2>
      {form.errors ? <StatusMessage kind="error">{form.errors[0]}</StatusMessage> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={r.source} hint={r.sourceHint} required dir="ltr" meta={fields.source} />
        <Field label={r.target} hint={r.targetHint} required dir="ltr" meta={fields.target} />
        <SelectField id="redirect-match" label={r.match} meta={fields.match}>
          <option value="exact">{r.exact}</option>
          <option value="prefix">{r.prefix}</option>
        </SelectField>
        <SelectField id="redirect-code" label={r.code} meta={fields.code}>
          <option value="301">{r.permanent}</option>
          <option value="302">{r.temporary}</option>
        </SelectField>
      </div>
      <button type="submit" name="intent" value={ADD_INTENT} className={buttonClass('primary')}>
        <Plus aria-hidden className="h-4 w-4" />
        {r.add}
      </button>
    </Form>
  )
}

function ImportExport({ imported }: { imported?: ImportResult }) {
  const t = useAdminT()
  const r = t.redirects
  return (
    <section aria-labelledby="import-redirects" className="space-y-3">
      <h2 id="import-redirects" className="text-lg font-semibold">
        {r.importTitle}
      </h2>
      {imported ? (
        <StatusMessage kind={imported.added > 0 ? 'success' : 'error'}>
          {imported.added > 0 ? <span className="block">{r.imported(imported.added)}</span> : null}
          <span className="block">{r.refusedLines}</span>
          <span className="block ps-5">
            {imported.refused.map((line) => (
              <span key={`${line.line}-${line.message}`} className="block">
                {r.line(line.line, line.message)}
              </span>
            ))}
          </span>
        </StatusMessage>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
        <FileField label={r.file} hint={r.importHint} name="file" accept=".csv,text/csv" required />
        <button type="submit" name="intent" value={IMPORT_INTENT} className={buttonClass()}>
          <Upload aria-hidden className="h-4 w-4" />
          {r.import}
        </button>
        <a href={`${PAGE}/export.csv`} className={buttonClass()} download>
          <Download aria-hidden className="h-4 w-4" />
          {r.export}
        </a>
      </Form>
    </section>
  )
}

import { useForm } from '@conform-to/react'
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Outlet, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { Plus, RotateCcw, Send } from 'lucide-react'
import {
  cellClass,
  DataTable,
  DeleteLink,
  longTextCellClass,
} from '#app/components/admin/data-table.tsx'
import { validatedFormProps } from '#app/components/admin/form-props.ts'
import { SettingsSection } from '#app/components/admin/settings-tabs.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { Field, FieldError } from '#app/components/ui/field.tsx'
import { adminFormat } from '#app/admin/admin-format.server.ts'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { adminTitle, useAdminT } from '#app/i18n/use-admin-language.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { formErrorOf, type FormResult } from '#app/lib/form-reply.ts'
import { formError, formReply } from '#app/lib/form-reply.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { parseWithZod } from '#app/lib/form-parse.server.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import { ConflictError } from '#app/models/errors.ts'
import { parseId } from '#app/models/id.ts'
import {
  createWebhook,
  LEAD_EVENTS,
  listWebhooks,
  PING_EVENT,
  queueWebhookEvent,
  recentDeliveries,
  restartWebhook,
  WEBHOOK_EVENTS,
  WebhookInputSchema,
} from '#app/models/webhook.server.ts'
import { isOneOf } from '#app/lib/property.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, (t) => t.connections.title)]

const PAGE = '/admin/settings/connections'
export const ADD_INTENT = 'add-endpoint'
export const TEST_INTENT = 'test-endpoint'
export const RESTART_INTENT = 'restart-endpoint'

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request)
  const { message, headers } = await readMessage(request)
  const format = adminFormat(admin)
  const { value: endpoints = [], error } = attempt('Failed to fetch endpoints', () =>
    listWebhooks().map((endpoint) => ({
      id: endpoint.id,
      url: endpoint.url,
      events: endpoint.events,
      secret: endpoint.secret,
      stopped: endpoint.stoppedAt !== null,
      deliveries: recentDeliveries(endpoint.id).map((d) => ({
        id: d.id,
        event: d.event,
        state: d.deliveredAt
          ? ('delivered' as const)
          : d.givenUpAt
            ? ('givenUp' as const)
            : d.attempts > 0
              ? ('waiting' as const)
              : ('pending' as const),
        status: d.lastStatus,
        error: d.lastError,
        attempts: d.attempts,
        at: d.lastAttemptAt ? format.dateTime(d.lastAttemptAt) : null,
      })),
    })),
  )
  const contentEvents = WEBHOOK_EVENTS.filter((e) => !isOneOf(LEAD_EVENTS, e))
  return data({ endpoints, leadEvents: LEAD_EVENTS, contentEvents, error, message }, { headers })
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const form = await readPostedForm(request)
  const [intent, target] = String(form.get('intent') ?? '').split(':')
  const id = parseId(target)
  if (intent === TEST_INTENT && id !== null) {
    const sent = attempt('Failed to send a test', () =>
      queueWebhookEvent(
        getDb(),
        PING_EVENT,
        { message: 'A test from Site Settings' },
        { only: id },
      ),
    )
    if (!sent.ok) return formError(sent.error, 500)
    return redirectWithMessage(PAGE, 'A test delivery is on its way.')
  }
  if (intent === RESTART_INTENT && id !== null) {
    const done = attempt('Failed to turn the endpoint on', () => restartWebhook(id))
    if (!done.ok) return formError(done.error, 500)
    return redirectWithMessage(PAGE, 'The endpoint is on again.')
  }
  const submission = parseWithZod(form, { schema: WebhookInputSchema })
  if (submission.status !== 'success') {
    return formReply(submission.reply(), 400)
  }
  try {
    await createWebhook(submission.value)
  } catch (error) {
    // An address the SSRF guard refuses is the admin's to fix, beside the field.
    if (error instanceof ConflictError) {
      return formReply(submission.reply({ fieldErrors: { [error.field]: [error.message] } }), 400)
    }
    console.error('Failed to add endpoint:', error)
    return formError('Failed to add endpoint', 500)
  }
  return redirectWithMessage(PAGE, 'Endpoint added successfully.')
}

export default function Connections() {
  const { endpoints, error, message } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const failed = formErrorOf(actionData)
  const location = useLocation()
  const t = useAdminT()
  const c = t.connections
  return (
    <SettingsSection intro={c.intro} message={message} error={failed ?? error}>
      <AddEndpoint
        key={actionData?.result.status === 'error' ? 'refused' : location.key}
        lastResult={actionData?.result}
      />
      {endpoints.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{c.none}</p>
      ) : null}
      {endpoints.map((endpoint) => (
        <Endpoint key={endpoint.id} endpoint={endpoint} />
      ))}
      <Outlet />
    </SettingsSection>
  )
}

function AddEndpoint({ lastResult }: { lastResult?: FormResult }) {
  const { leadEvents, contentEvents } = useLoaderData<typeof loader>()
  const [form, fields] = useForm<{ url: string; events: string[] }>({ lastResult })
  const c = useAdminT().connections
  const sent = fields.events.initialValue
  const chosen = new Set(Array.isArray(sent) ? sent.filter((e) => typeof e === 'string') : [])
  const box = (event: string) => (
    <label key={event} className="flex items-center gap-2 text-sm">
      <input type="checkbox" name="events" value={event} defaultChecked={chosen.has(event)} />
      <bdi dir="ltr">{event}</bdi>
    </label>
  )
  return (
    <Form
      method="post"
      {...validatedFormProps(form)}
      aria-labelledby="add-endpoint"
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="add-endpoint" className="text-lg font-semibold">
        {c.add}
      </h2>
      <Field label={c.url} hint={c.urlHint} type="url" required dir="ltr" meta={fields.url} />
      <fieldset aria-describedby={fields.events.errors ? `${fields.events.id}-error` : undefined}>
        <legend className="text-sm font-medium">{c.events}</legend>
        <p className="mt-2 text-xs font-semibold uppercase text-slate-600 dark:text-slate-300">
          {c.leadEvents}
        </p>
        <div className="grid gap-1 sm:grid-cols-2">{leadEvents.map(box)}</div>
        <p className="mt-2 text-xs font-semibold uppercase text-slate-600 dark:text-slate-300">
          {c.contentEvents}
        </p>
        <div className="grid gap-1 sm:grid-cols-3">{contentEvents.map(box)}</div>
        <FieldError id={`${fields.events.id}-error`} errors={fields.events.errors} />
      </fieldset>
      <button type="submit" name="intent" value={ADD_INTENT} className={buttonClass('primary')}>
        <Plus aria-hidden className="h-4 w-4" />
        {c.add}
      </button>
    </Form>
  )
}

type EndpointView = ReturnType<typeof useLoaderData<typeof loader>>['endpoints'][number]

function Endpoint({ endpoint }: { endpoint: EndpointView }) {
  const c = useAdminT().connections
  return (
    <article
      aria-label={endpoint.url}
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-base font-semibold [overflow-wrap:anywhere]">
          <bdi dir="ltr">{endpoint.url}</bdi>
        </h2>
        <Form method="post" className="flex flex-wrap gap-2">
          {endpoint.stopped ? (
            <button
              type="submit"
              name="intent"
              value={`${RESTART_INTENT}:${endpoint.id}`}
              className={buttonClass()}
            >
              <RotateCcw aria-hidden className="h-4 w-4" />
              {c.restart}
            </button>
          ) : (
            <button
              type="submit"
              name="intent"
              value={`${TEST_INTENT}:${endpoint.id}`}
              className={buttonClass()}
            >
              <Send aria-hidden className="h-4 w-4" />
              {c.test}
            </button>
          )}
          <DeleteLink to={`${endpoint.id}/delete`} label={endpoint.url} />
        </Form>
      </div>
      {endpoint.stopped ? <StatusMessage kind="error">{c.stopped}</StatusMessage> : null}
      <p className="text-sm [overflow-wrap:anywhere]">
        <bdi dir="ltr">{endpoint.events.join(', ')}</bdi>
      </p>
      <details className="text-sm">
        <summary>{c.secret}</summary>
        <code dir="ltr" className="block [overflow-wrap:anywhere]">
          {endpoint.secret}
        </code>
        <span className="text-xs text-slate-500">{c.secretHint}</span>
      </details>
      <h3 className="text-sm font-semibold">{c.deliveries}</h3>
      <DataTable
        columns={[c.columns.event, c.columns.status, c.columns.attempts, c.columns.at]}
        isEmpty={endpoint.deliveries.length === 0}
        empty={c.noDeliveries}
      >
        {endpoint.deliveries.map((d) => (
          <tr key={d.id}>
            <td className={cellClass}>
              <bdi dir="ltr">{d.event}</bdi>
            </td>
            <td className={longTextCellClass}>
              {c[d.state]}
              {d.status ? ` (${d.status})` : d.error ? ` (${d.error})` : ''}
            </td>
            <td className={cellClass}>{d.attempts}</td>
            <td className={cellClass}>{d.at ?? ''}</td>
          </tr>
        ))}
      </DataTable>
    </article>
  )
}

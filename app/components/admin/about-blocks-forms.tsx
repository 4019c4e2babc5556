// The About screen's three optional blocks (docs/decisions/053-about-blocks.md), each its own form
// posted to `/admin/about?block=<name>` with a hidden `block` field, so a reply (errors, kept
// values, a row added without JavaScript) returns to the form that sent it. Rows are added, moved
// and removed with Conform's list intents (list-buttons.tsx); a saved team member is removed
// through a confirmation modal (/admin/about/<n>/remove-member), a new row by its Remove button.
import { useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { ABOUT_BLOCK_FILE } from '#app/lib/form-fields.ts'
import { buttonClass } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import { validatedFormProps } from './form-props.ts'
import { AddRowButton, RemoveRowButton } from './list-buttons.tsx'
import { StatusMessage } from './status-message.tsx'
import { UploadProgress } from './upload-progress.tsx'
import { UrlOrFileField } from './url-or-file-field.tsx'
import { useUploadFirst } from './use-upload-first.ts'

type Member = { name: string; role: string; photo: string | null }
type Figure = { value: string; label: string }
type Client = { name: string; logo: string }
export type AboutBlockValues = { team: Member[]; figures: Figure[]; clients: Client[] }
type Reply = { result: SubmissionResult<string[]> } | undefined
type BlockName = keyof AboutBlockValues

/** The reply of `block`'s own form, if the last post was from it. */
export function replyOf(reply: Reply, block: BlockName | null) {
  const sent = (reply?.result.initialValue as Record<string, unknown> | undefined)?.block
  return (sent ?? null) === block ? reply?.result : undefined
}

const rowClass =
  'space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900'
const iconButton =
  'inline-flex items-center rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800'

function Block({
  id,
  title,
  hint,
  children,
}: {
  id: string
  title: string
  hint: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>
      {children}
    </section>
  )
}

/** Move up and down: Conform's reorder intent, which re-renders without saving. */
function MoveButtons({
  form,
  name,
  index,
  count,
  row,
}: {
  form: { reorder: { getButtonProps: (o: { name: string; from: number; to: number }) => object } }
  name: string
  index: number
  count: number
  row: string
}) {
  const a = useAdminT().about
  return (
    <span className="inline-flex gap-1">
      <button
        formNoValidate
        {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
        disabled={index === 0}
        aria-label={a.moveUp(row)}
        title={a.moveUp(row)}
        className={iconButton}
      >
        <ArrowUp aria-hidden className="h-4 w-4" />
      </button>
      <button
        formNoValidate
        {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
        disabled={index === count - 1}
        aria-label={a.moveDown(row)}
        title={a.moveDown(row)}
        className={iconButton}
      >
        <ArrowDown aria-hidden className="h-4 w-4" />
      </button>
    </span>
  )
}

function FormErrors({ errors }: { errors?: string[] }) {
  return errors?.[0] ? <StatusMessage kind="error">{errors[0]}</StatusMessage> : null
}

export function TeamForm({ team, reply }: { team: Member[]; reply: Reply }) {
  const upload = useUploadFirst('about')
  const [form, fields] = useForm<{ team: Member[] }>({
    id: 'about-team',
    lastResult: replyOf(reply, 'team'),
    defaultValue: { team },
    onSubmit: upload.onSubmit,
  })
  const submitting = useNavigation().state === 'submitting'
  const busy = upload.uploading || submitting
  const a = useAdminT().about
  const rows = fields.team.getFieldList()
  return (
    <Block id="about-team-title" title={a.team} hint={a.teamHint}>
      <Form
        method="post"
        action="?block=team"
        encType="multipart/form-data"
        {...validatedFormProps(form)}
        className="space-y-4"
      >
        <input type="hidden" name="block" value="team" />
        <FormErrors errors={upload.uploadError ? [upload.uploadError] : form.errors} />
        <FormErrors errors={fields.team.errors} />
        {rows.length === 0 ? <p className="text-sm text-slate-500">{a.teamNone}</p> : null}
        {rows.map((row, index) => {
          const m = row.getFieldset()
          const n = index + 1
          // A member already saved at this place is removed after a confirmation; a row added
          // since is only taken out of the form.
          const saved = team[index]
          return (
            <fieldset key={row.key} className={rowClass}>
              <legend className="sr-only">{a.member(n)}</legend>
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold">{a.member(n)}</span>
                <span className="inline-flex items-center gap-2">
                  <MoveButtons
                    form={form}
                    name={fields.team.name}
                    index={index}
                    count={rows.length}
                    row={a.member(n)}
                  />
                  {saved ? (
                    <Link
                      to={`/admin/about/${index}/remove-member`}
                      preventScrollReset
                      aria-label={a.removeMember(n)}
                      className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-red-400 dark:hover:bg-slate-800"
                    >
                      <Trash2 aria-hidden className="h-4 w-4" />
                      {a.remove}
                    </Link>
                  ) : (
                    <RemoveRowButton
                      {...form.remove.getButtonProps({ name: fields.team.name, index })}
                      aria-label={a.removeMember(n)}
                    />
                  )}
                </span>
              </div>
              <Field label={a.memberName(n)} meta={m.name} required />
              <Field label={a.memberRole(n)} meta={m.role} required />
              <UrlOrFileField
                meta={m.photo}
                fileName={`${m.photo.name}${ABOUT_BLOCK_FILE}`}
                urlLabel={a.photoUrl(n)}
                fileLabel={a.photoFile(n)}
                subject={a.photoSubject(n)}
              />
            </fieldset>
          )
        })}
        <UploadProgress state={upload.progress} label={a.team} />
        <div className="flex flex-wrap justify-between gap-3">
          <AddRowButton {...form.insert.getButtonProps({ name: fields.team.name })}>
            {a.addMember}
          </AddRowButton>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {a.saveTeam}
          </button>
        </div>
      </Form>
    </Block>
  )
}

export function FiguresForm({ figures, reply }: { figures: Figure[]; reply: Reply }) {
  const [form, fields] = useForm<{ figures: Figure[] }>({
    id: 'about-figures',
    lastResult: replyOf(reply, 'figures'),
    defaultValue: { figures },
  })
  const busy = useNavigation().state === 'submitting'
  const a = useAdminT().about
  const rows = fields.figures.getFieldList()
  return (
    <Block id="about-figures-title" title={a.figures} hint={a.figuresHint}>
      <Form
        method="post"
        action="?block=figures"
        {...validatedFormProps(form)}
        className="space-y-4"
      >
        <input type="hidden" name="block" value="figures" />
        <FormErrors errors={form.errors} />
        <FormErrors errors={fields.figures.errors} />
        {rows.length === 0 ? <p className="text-sm text-slate-500">{a.figuresNone}</p> : null}
        {rows.map((row, index) => {
          const f = row.getFieldset()
          const n = index + 1
          return (
            <fieldset key={row.key} className={rowClass}>
              <legend className="sr-only">{a.figure(n)}</legend>
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold">{a.figure(n)}</span>
                <span className="inline-flex items-center gap-2">
                  <MoveButtons
                    form={form}
                    name={fields.figures.name}
                    index={index}
                    count={rows.length}
                    row={a.figure(n)}
                  />
                  <RemoveRowButton
                    {...form.remove.getButtonProps({ name: fields.figures.name, index })}
                    aria-label={`${a.remove} ${a.figure(n)}`}
                  />
                </span>
              </div>
              <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
                <Field label={a.figureValue(n)} meta={f.value} required maxLength={20} />
                <Field label={a.figureLabel(n)} meta={f.label} required />
              </div>
            </fieldset>
          )
        })}
        <div className="flex flex-wrap justify-between gap-3">
          <AddRowButton {...form.insert.getButtonProps({ name: fields.figures.name })}>
            {a.addFigure}
          </AddRowButton>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {a.saveFigures}
          </button>
        </div>
      </Form>
    </Block>
  )
}

export function ClientsForm({ clients, reply }: { clients: Client[]; reply: Reply }) {
  const upload = useUploadFirst('about')
  const [form, fields] = useForm<{ clients: Client[] }>({
    id: 'about-clients',
    lastResult: replyOf(reply, 'clients'),
    defaultValue: { clients },
    onSubmit: upload.onSubmit,
  })
  const submitting = useNavigation().state === 'submitting'
  const busy = upload.uploading || submitting
  const a = useAdminT().about
  const rows = fields.clients.getFieldList()
  return (
    <Block id="about-clients-title" title={a.clients} hint={a.clientsHint}>
      <Form
        method="post"
        action="?block=clients"
        encType="multipart/form-data"
        {...validatedFormProps(form)}
        className="space-y-4"
      >
        <input type="hidden" name="block" value="clients" />
        <FormErrors errors={upload.uploadError ? [upload.uploadError] : form.errors} />
        <FormErrors errors={fields.clients.errors} />
        {rows.length === 0 ? <p className="text-sm text-slate-500">{a.clientsNone}</p> : null}
        {rows.map((row, index) => {
          const c = row.getFieldset()
          const n = index + 1
          return (
            <fieldset key={row.key} className={rowClass}>
              <legend className="sr-only">{a.client(n)}</legend>
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold">{a.client(n)}</span>
                <span className="inline-flex items-center gap-2">
                  <MoveButtons
                    form={form}
                    name={fields.clients.name}
                    index={index}
                    count={rows.length}
                    row={a.client(n)}
                  />
                  <RemoveRowButton
                    {...form.remove.getButtonProps({ name: fields.clients.name, index })}
                    aria-label={`${a.remove} ${a.client(n)}`}
                  />
                </span>
              </div>
              <Field label={a.clientName(n)} meta={c.name} required />
              <UrlOrFileField
                meta={c.logo}
                fileName={`${c.logo.name}${ABOUT_BLOCK_FILE}`}
                urlLabel={a.logoUrl(n)}
                fileLabel={a.logoFile(n)}
                subject={a.logoSubject(n)}
              />
            </fieldset>
          )
        })}
        <UploadProgress state={upload.progress} label={a.clients} />
        <div className="flex flex-wrap justify-between gap-3">
          <AddRowButton {...form.insert.getButtonProps({ name: fields.clients.name })}>
            {a.addClient}
          </AddRowButton>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {a.saveClients}
          </button>
        </div>
      </Form>
    </Block>
  )
}

/** The three block forms under the sections, with a line on what they are. */
export function AboutBlocks({ about, reply }: { about: AboutBlockValues; reply: Reply }) {
  const a = useAdminT().about
  return (
    <div className="space-y-8 pt-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{a.blocksIntro}</p>
      <TeamForm team={about.team} reply={reply} />
      <FiguresForm figures={about.figures} reply={reply} />
      <ClientsForm clients={about.clients} reply={reply} />
    </div>
  )
}

import { useForm } from '@conform-to/react'
import { parseWithZod } from '#app/lib/form-parse.server.ts'
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { formReply } from '#app/lib/form-reply.server.ts'
import { Form, Outlet, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { validatedFormProps } from '#app/components/admin/form-props.ts'
import { AddRowButton, RemoveRowButton } from '#app/components/admin/list-buttons.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { RichTextField } from '#app/components/admin/rich-text-field.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import { AboutInputSchema, getAbout, saveAbout, type About } from '#app/models/about.server.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { RevisionsLink } from '#app/components/admin/revisions-link.tsx'
import { EditorAutosaveBar } from '#app/components/admin/editor-autosave.tsx'
import { editorAutosave, savedOver } from '#app/admin/editor-autosave.server.ts'
import { ABOUT_ID } from '#app/models/revision.server.ts'
import { LanguageTabs } from '#app/components/admin/language-tabs.tsx'
import { adminTitle, useAdminT } from '#app/i18n/use-admin-language.ts'
import { postedBlock, saveBlock } from '#app/admin/about-block-saves.server.ts'
import { AboutBlocks, replyOf } from '#app/components/admin/about-blocks-forms.tsx'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Manage About Page')]

const PAGE = '/admin/about'

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request)
  const { message, headers } = await readMessage(request)
  const { value: stored = { sections: [], team: [], figures: [], clients: [] }, error } = attempt(
    'Failed to fetch content',
    getAbout,
  )
  // A restored autosave holds the sections' form only: the blocks stay as stored.
  const { autosave, restored } = editorAutosave(request, admin, 'about', String(ABOUT_ID))
  const about = restored ? { ...stored, ...restored } : stored
  return data({ about, error, message, aboutId: ABOUT_ID, autosave }, { headers })
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const admin = await requireAdmin(request)
  // The team, figures and logos forms post to ?block=<name> (docs/decisions/053-about-blocks.md).
  const block = postedBlock(request)
  if (block) return saveBlock(block, args)
  const submission = parseWithZod(await readPostedForm(request), { schema: AboutInputSchema })
  // Add/remove-section buttons re-render the form (200); only a failed save is a 400.
  if (submission.status !== 'success') {
    return formReply(submission.reply(), submission.status === 'error' ? 400 : 200)
  }
  const saved = attempt('Failed to save content', () => saveAbout(submission.value.sections))
  if (saved.error) {
    return formReply(submission.reply({ formErrors: [saved.error] }), { status: 500 })
  }
  savedOver(admin, 'about', String(ABOUT_ID))
  return redirectWithMessage(PAGE, 'Content saved successfully!')
}

export default function ManageAbout() {
  const { about, error, message, aboutId, autosave } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm<About>({
    // A restored autosave draws the form again from its values.
    id: `about-${String(autosave.offer?.restored)}`,
    lastResult: replyOf(actionData, null),
    defaultValue: about,
  })
  const sections = fields.sections.getFieldList()
  const t = useAdminT()
  const a = t.about
  return (
    <section className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-bold">{a.title}</h1>
      <LanguageTabs kind="about" id={aboutId} />
      <RevisionsLink kind="about" id={aboutId} />
      {message ? <StatusMessage kind={message.kind}>{message.text}</StatusMessage> : null}
      {error || form.errors ? (
        <StatusMessage kind="error">{form.errors?.[0] ?? error}</StatusMessage>
      ) : null}
      <EditorAutosaveBar autosave={autosave} />
      <Form method="post" {...validatedFormProps(form)} className="space-y-4">
        {sections.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{a.none}</p>
        ) : null}
        {sections.map((section, index) => {
          const s = section.getFieldset()
          return (
            <div
              key={section.key}
              className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex items-center justify-between">
                <span className="text-sm font-semibold">{a.section(index + 1)}</span>
                <RemoveRowButton
                  {...form.remove.getButtonProps({ name: fields.sections.name, index })}
                  aria-label={a.removeSection(index + 1)}
                />
              </div>
              <Field label={a.sectionTitle(index + 1)} required meta={s.title} />
              <RichTextField
                key={s.content.key}
                label={a.sectionContent(index + 1)}
                name={s.content.name}
                initial={typeof s.content.initialValue === 'string' ? s.content.initialValue : ''}
                error={s.content.errors?.[0]}
              />
            </div>
          )
        })}
        <div className="flex flex-wrap justify-between gap-3">
          <AddRowButton {...form.insert.getButtonProps({ name: fields.sections.name })}>
            {a.addSection}
          </AddRowButton>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {a.save}
          </button>
        </div>
      </Form>
      <AboutBlocks about={about} reply={actionData} />
      <Outlet />
    </section>
  )
}

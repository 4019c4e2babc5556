// The preview link of an unpublished item (docs/publishing.md), for every kind that has one: the
// row's link to the modal, and the modal that makes a link or revokes them all.
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { PREVIEW_INTENT } from '#app/lib/admin-form-fields.ts'
import { formErrorOf, postedIntent, type FormReply } from '#app/lib/form-reply.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Field, SelectField } from '#app/components/ui/field.tsx'
import { Modal } from './modal.tsx'
import { StatusMessage } from './status-message.tsx'

const STATUS_TEXT: Record<string, string> = { draft: 'Draft', scheduled: 'Scheduled' }

/** A list row's link to its preview modal, for an item not published yet. */
export function PreviewRowLink({ item }: { item: { _id: string; title: string; status: string } }) {
  if (item.status === 'published') return null
  return (
    <Link
      to={`${item._id}/preview`}
      preventScrollReset
      aria-label={`Preview link of ${item.title}`}
      className="block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
    >
      Preview link
    </Link>
  )
}

/**
 * Makes a preview link of an unpublished item to copy, or revokes every link made so far
 * (app/admin/preview-modal.server.ts is its loader and action).
 */
export function PreviewModal() {
  const { title, status, listUrl, noun, languages, selected } = useLoaderData<{
    title: string
    status: string
    listUrl: string
    noun: string
    /** The languages it is not public in yet (a published item's draft translation's). */
    languages: Array<{ code: string; name: string }>
    selected: string | undefined
  }>()
  const reply = useActionData<FormReply<{ url: string; expires: string }>>()
  const link = reply?.shown
  const error = formErrorOf(reply)
  const revoked = !error && postedIntent(reply) === PREVIEW_INTENT.revoke
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <Modal title="Preview link" closeTo={listUrl}>
      <p className="mb-4">
        <span className="font-semibold">{title}</span> is{' '}
        {status === 'published' ? 'published' : `${STATUS_TEXT[status]?.toLowerCase()}`}. A preview
        link shows it as it will look to anyone who has the link, without an account, until it
        expires or the {noun} is published or deleted.
        {status === 'published' && languages.length > 0
          ? ` Its ${languages.map((l) => l.name).join(' and ')} translation is not public yet: a link in ${languages.length > 1 ? 'those languages' : 'that language'} shows it.`
          : null}
      </p>
      {link ? (
        <div className="mb-4">
          <Field
            label="Preview link"
            value={link.url}
            readOnly
            onFocus={(e) => e.target.select()}
          />
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Works until {link.expires}.
          </p>
        </div>
      ) : null}
      {revoked ? (
        <StatusMessage kind="success">
          Every preview link of this {noun} stopped working.
        </StatusMessage>
      ) : null}
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      <Form method="post" preventScrollReset className="mt-4 flex flex-wrap items-end gap-2">
        {languages.length > 1 ? (
          <SelectField
            label="Language"
            name="language"
            defaultValue={selected}
            className="basis-full"
          >
            {languages.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <input type="hidden" name="language" value={selected ?? ''} />
        )}
        <Button type="submit" name="intent" value={PREVIEW_INTENT.create} disabled={busy}>
          Create a preview link
        </Button>
        <Button
          type="submit"
          name="intent"
          value={PREVIEW_INTENT.revoke}
          variant="secondary"
          disabled={busy}
        >
          Revoke all preview links
        </Button>
      </Form>
    </Modal>
  )
}

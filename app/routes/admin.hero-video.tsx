// Manage Hero Video: the requirements, a file chooser and an upload; the still image behind the
// hero (hero-image-form.tsx); and Remove Video (a confirm modal, admin.hero-video.remove.tsx).
// Without JavaScript the video form is a plain multipart post answered by this route's action; with
// JavaScript the same form goes through XMLHttpRequest (admin.hero-video.upload.ts) so a progress
// bar can show. The action tells the forms apart by the query its form posts to (`?form=still`):
// a multipart body is read once, as it streams, so a field inside it cannot choose the reader.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, Outlet, useActionData, useLoaderData, useRevalidator } from '@remix-run/react'
import { useState, type FormEvent } from 'react'
import { FileInput } from '#app/components/ui/file-input.tsx'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { HeroImageForm } from '#app/components/admin/hero-image-form.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { UploadProgress } from '#app/components/admin/upload-progress.tsx'
import { accepted, useXhrUpload } from '#app/components/admin/use-xhr-upload.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { heroImage } from '#app/admin/forms.server.ts'
import { HERO_TEXTS, uploadHeroVideo } from '#app/admin/hero-upload.server.ts'
import { MAX_BYTES } from '#app/lib/media-types.ts'
import { formErrorOf } from '#app/lib/form-reply.ts'
import { formError } from '#app/lib/form-reply.server.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import { getHeroVideo } from '#app/models/hero-video.server.ts'
import { adminTitle, useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Manage Hero Video')]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const { message, headers } = await readMessage(request)
  return data({ video: getHeroVideo(), texts: HERO_TEXTS, message }, { headers })
}

export async function action(args: ActionFunctionArgs) {
  await requireAdmin(args.request)
  if (new URL(args.request.url).searchParams.get('form') === 'still') return heroImage(args)
  const { ok, status, message } = await uploadHeroVideo(args.request)
  if (!ok) return formError(message, status, 'video')
  return redirectWithMessage('/admin/hero-video', message)
}

type Outcome = { ok: boolean; message: string }

/** The checks the server repeats, run before any byte is sent. */
function checkFile(file: File | null, texts: typeof HERO_TEXTS): string | null {
  if (!file || file.size === 0 || !file.name) return texts.missing
  if (!file.type.startsWith('video/')) return texts.type
  if (file.size > MAX_BYTES.video) return texts.size
  return null
}

export default function ManageHeroVideo() {
  const { video, texts, message } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const { state, send, uploading } = useXhrUpload()
  const revalidator = useRevalidator()
  const { t, message: m } = useAdminLanguage()
  const h = t.heroVideo
  // Both forms answer in the one reply shape (app/lib/form-reply.ts): the still image's form reads
  // it through Conform, the video form (not one of Conform's) its file field's error; a stored video
  // is a redirect whose message shows above.
  const refused = formErrorOf(actionData, 'video')
  const stillReply = refused ? null : (actionData?.result ?? null)
  const shown = outcome ?? (refused ? { ok: false, message: refused } : null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get('video')
    const problem = checkFile(file instanceof File ? file : null, texts)
    if (problem) return setOutcome({ ok: false, message: problem })
    setOutcome(null)
    try {
      const answer = await send('/admin/hero-video/upload', form)
      const message = answer.json?.message
      const ok = accepted(answer)
      setOutcome({
        ok,
        message: typeof message === 'string' ? message : ok ? texts.success : texts.failed,
      })
      if (ok) revalidator.revalidate()
    } catch {
      setOutcome({ ok: false, message: texts.failed })
    }
  }

  return (
    <section className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold">{h.title}</h1>
      {message ? <StatusMessage kind={message.kind}>{message.text}</StatusMessage> : null}
      <div>
        <h2 className="font-semibold">{h.requirements}</h2>
        <ul className="mt-2 list-disc space-y-1 ps-6 text-sm text-slate-700 dark:text-slate-300">
          <li>{h.fileType}</li>
          <li>{h.maxSize}</li>
          <li>{h.resolution}</li>
          <li>{h.duration}</li>
        </ul>
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        onSubmit={onSubmit}
        className="space-y-4"
        noValidate
      >
        <div>
          <label htmlFor="hero-video-file" className="mb-1 block text-sm font-medium">
            {h.file}
          </label>
          <FileInput id="hero-video-file" name="video" accept="video/*" />
        </div>
        <Button type="submit" disabled={uploading}>
          {uploading ? h.uploading : h.upload}
        </Button>
        <UploadProgress state={state} label={h.progress} />
        {shown ? (
          <p
            role={shown.ok ? 'status' : 'alert'}
            className={shown.ok ? 'text-green-700 dark:text-green-400' : 'text-red-600'}
          >
            {m(shown.message)}
          </p>
        ) : null}
      </Form>
      {video.url ? (
        <div>
          <h2 className="font-semibold">{h.current}</h2>
          <video
            src={video.url}
            poster={video.poster ?? undefined}
            controls
            muted
            className="mt-2 w-full max-w-xl rounded"
          />
          <Link
            to="/admin/hero-video/remove"
            preventScrollReset
            className={`mt-3 ${buttonClass('danger')}`}
          >
            {h.remove}
          </Link>
        </div>
      ) : null}
      {/* Keyed by what is stored, so a save shows the stored image afresh. */}
      <HeroImageForm key={video.poster ?? ''} poster={video.poster} lastResult={stillReply} />
      <Outlet />
    </section>
  )
}

// The hero's still image on the Manage Hero Video screen: shown behind the headline when there is no
// video, while the video loads, instead of it for a visitor who asks for reduced motion, and as the
// video's poster. Like the other image fields it is a URL, an uploaded file or a library pick
// (url-or-file-field.tsx); with JavaScript a chosen file is uploaded first (use-upload-first.ts),
// without it the form posts the file itself. An empty field brings back the designed default.
import { useForm, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { buttonClass } from '#app/components/ui/button.tsx'
import { HERO_IMAGE_FILE_FIELD } from '#app/lib/admin-form-fields.ts'
import { validatedFormProps } from './form-props.ts'
import { StatusMessage } from './status-message.tsx'
import { UploadProgress } from './upload-progress.tsx'
import { UrlOrFileField } from './url-or-file-field.tsx'
import { useUploadFirst } from './use-upload-first.ts'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

/** Where the form posts: the screen's action tells its forms apart by this query. */
export const HERO_IMAGE_ACTION = '/admin/hero-video?form=still'

export function HeroImageForm({
  poster,
  lastResult,
}: {
  poster: string | null
  lastResult?: SubmissionResult<string[]> | null
}) {
  const upload = useUploadFirst('hero-video')
  const [form, fields] = useForm<{ poster: string | null }>({
    id: 'hero-image',
    lastResult,
    defaultValue: { poster },
    onSubmit: upload.onSubmit,
  })
  const navigation = useNavigation()
  const busy =
    upload.uploading ||
    (navigation.state === 'submitting' && navigation.formAction === HERO_IMAGE_ACTION)
  const formError = upload.uploadError ?? form.errors?.[0]
  const t = useAdminT()
  const h = t.heroVideo
  return (
    <Form
      method="post"
      action={HERO_IMAGE_ACTION}
      encType="multipart/form-data"
      {...validatedFormProps(form)}
      className="space-y-4"
      aria-labelledby="hero-image-title"
    >
      <h2 id="hero-image-title" className="font-semibold">
        {h.still}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{h.stillIntro}</p>
      {formError ? <StatusMessage kind="error">{formError}</StatusMessage> : null}
      <UrlOrFileField
        meta={fields.poster}
        fileName={HERO_IMAGE_FILE_FIELD}
        urlLabel={h.stillUrl}
        urlHint={h.stillUrlHint}
        fileLabel={h.stillFile}
        subject={h.stillSubject}
        fileHint={t.forms.imagesOnly}
      />
      <UploadProgress state={upload.progress} label={h.stillProgress} />
      <button type="submit" disabled={busy} className={buttonClass('primary')}>
        {busy ? t.account.saving : h.saveStill}
      </button>
    </Form>
  )
}

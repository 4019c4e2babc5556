// A picture given as a URL or an uploaded file, never both (see url-or-file.ts): with JavaScript,
// choosing a file clears and disables the URL and a URL disables the chooser; without it both stay
// usable and a chosen file wins over the URL. The file input carries `data-url-field`, so with
// JavaScript its file is uploaded first and its URL put in the URL field (use-upload-first.ts).
// What the field holds shows as a thumbnail; with JavaScript "Replace" and "Remove" act on it and
// "Choose from the library" puts a library image's address in the URL and its library alt text in
// the alt field beside (media-choice.tsx).
import type { FieldMetadata } from '@conform-to/react'
import { useId } from 'react'
import { Field } from '#app/components/ui/field.tsx'
import { FileField } from '#app/components/ui/file-input.tsx'
import { ChosenMedia, LibraryChoice, useUrlOrFile } from './media-choice.tsx'
import { urlOrFileHint } from './url-or-file.ts'
import { useHydrated } from './use-hydrated.ts'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the URL field of any form
  meta: FieldMetadata<string | null, any, string[]>
  fileName: string
  urlLabel: string
  fileLabel: string
  /** What the field holds, for its buttons' names ("cover image"). */
  subject: string
  urlHint?: string
  /** Said before the hint on what a chosen file does. */
  fileHint?: string
  /** The alt text field beside it, which a library pick fills with the library's alt text. */
  altName?: string
}

/** Remounted with its field's key, so a reply from the server resets what it shows. */
export function UrlOrFileField(props: Props) {
  return <UrlOrFile key={props.meta.key} {...props} />
}

/** The picture's field with its alt text's field under it, which a library pick fills. */
export function UrlOrFileWithAlt({
  alt,
  altLabel,
  altHint,
  ...props
}: Omit<Props, 'altName'> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the alt field of any form
  alt: FieldMetadata<string | undefined, any, string[]>
  altLabel: string
  altHint: string
}) {
  return (
    <>
      <UrlOrFileField {...props} altName={alt.name} />
      <Field label={altLabel} meta={alt} hint={altHint} />
    </>
  )
}

function UrlOrFile({
  meta,
  fileName,
  urlLabel,
  fileLabel,
  subject,
  urlHint,
  fileHint,
  altName,
}: Props) {
  const hydrated = useHydrated()
  const t = useAdminT()
  const fileId = useId()
  const choice = useUrlOrFile(
    typeof meta.initialValue === 'string' ? meta.initialValue : '',
    fileId,
    altName,
  )

  return (
    <>
      <ChosenMedia
        url={choice.url}
        file={choice.file}
        type="image"
        subject={subject}
        replaceRef={choice.replaceButton}
        onReplace={hydrated ? choice.replace : undefined}
        onRemove={hydrated ? choice.clear : undefined}
      />
      <Field
        label={urlLabel}
        // Text, not type=url: a stored upload is a site path (/uploads/...), not an absolute URL.
        inputMode="url"
        name={meta.name}
        value={choice.url}
        onChange={(e) => choice.setUrl(e.currentTarget.value)}
        disabled={hydrated && choice.file !== null}
        errors={meta.errors}
        hint={urlHint}
      />
      <FileField
        id={fileId}
        label={fileLabel}
        name={fileName}
        accept="image/*"
        data-url-field={meta.name}
        disabled={hydrated && choice.url.trim() !== ''}
        onChange={(e) => {
          choice.setFile(e.currentTarget.files?.[0] ?? null)
          choice.setUrl('')
        }}
        hint={[fileHint, urlOrFileHint(hydrated, t)].filter(Boolean).join(' ')}
      />
      {hydrated ? (
        <LibraryChoice
          type="image"
          open={choice.browsing}
          onOpen={choice.setBrowsing}
          onChoose={(item) => choice.choose(item.url, item.alt)}
        />
      ) : null}
    </>
  )
}

// A picture given as a URL or an uploaded file, never both (see url-or-file.ts): with JavaScript,
// choosing a file clears and disables the URL and a URL disables the chooser; without it both stay
// usable and a chosen file wins over the URL. The file input carries `data-url-field`, so with
// JavaScript its file is uploaded first and its URL put in the URL field (use-upload-first.ts).
import type { FieldMetadata } from '@conform-to/react'
import { useState } from 'react'
import { Field } from '#app/components/ui/field.tsx'
import { urlOrFileHint } from './url-or-file.ts'
import { useHydrated } from './use-hydrated.ts'

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the URL field of any form
  meta: FieldMetadata<string | null, any, string[]>
  fileName: string
  urlLabel: string
  fileLabel: string
  urlHint?: string
  /** Said before the hint on what a chosen file does. */
  fileHint?: string
}

/** Remounted with its field's key, so a reply from the server resets what it shows. */
export function UrlOrFileField(props: Props) {
  return <UrlOrFile key={props.meta.key} {...props} />
}

function UrlOrFile({ meta, fileName, urlLabel, fileLabel, urlHint, fileHint }: Props) {
  const hydrated = useHydrated()
  const [url, setUrl] = useState(typeof meta.initialValue === 'string' ? meta.initialValue : '')
  const [hasFile, setHasFile] = useState(false)
  return (
    <>
      <Field
        label={urlLabel}
        // Text, not type=url: a stored upload is a site path (/uploads/...), not an absolute URL.
        inputMode="url"
        name={meta.name}
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        disabled={hydrated && hasFile}
        errors={meta.errors}
        hint={urlHint}
      />
      <Field
        label={fileLabel}
        type="file"
        name={fileName}
        accept="image/*"
        data-url-field={meta.name}
        disabled={hydrated && url.trim() !== ''}
        onChange={(e) => {
          setHasFile(Boolean(e.currentTarget.files?.length))
          setUrl('')
        }}
        hint={[fileHint, urlOrFileHint(hydrated)].filter(Boolean).join(' ')}
      />
    </>
  )
}

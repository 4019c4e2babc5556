// A form post that reports upload progress. fetch() cannot report request-body progress, so with
// JavaScript the admin's upload forms send their FormData through XMLHttpRequest; without
// JavaScript the same forms are plain multipart posts.
import { useCallback, useState } from 'react'

/**
 * What the upload door said. `json` is null unless the answer is JSON from the URL that was asked:
 * XMLHttpRequest follows redirects silently, so an expired session's redirect to the sign-in page
 * (or a proxy's error page) arrives as an HTML 200, and that must never count as success.
 */
export type XhrAnswer = { status: number; json: Record<string, unknown> | null }
export type XhrUploadState =
  { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'done' }

/** Reads a finished request: JSON from `url` itself, or no answer at all. */
export function readAnswer(
  xhr: Pick<XMLHttpRequest, 'status' | 'responseText' | 'responseURL' | 'getResponseHeader'>,
  url: string,
  base: string,
): XhrAnswer {
  const asked = new URL(url, base)
  const answered = new URL(xhr.responseURL || asked.href, base)
  const isJson = /^application\/json\b/i.test(xhr.getResponseHeader('Content-Type') ?? '')
  if (!isJson || answered.origin !== asked.origin || answered.pathname !== asked.pathname) {
    return { status: xhr.status, json: null }
  }
  try {
    const json: unknown = JSON.parse(xhr.responseText)
    return {
      status: xhr.status,
      json: json && typeof json === 'object' ? (json as XhrAnswer['json']) : null, // an object's fields, checked where read
    }
  } catch {
    return { status: xhr.status, json: null }
  }
}

/** True when the upload door accepted the upload (a 2xx JSON answer). */
export const accepted = (answer: XhrAnswer) =>
  answer.json !== null && answer.status >= 200 && answer.status < 300

/** Posts `body` to `url` asking for JSON; rejects with an Error when no answer arrives. */
export function postWithProgress(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    })
    xhr.addEventListener('load', () => resolve(readAnswer(xhr, url, window.location.href)))
    xhr.addEventListener('error', () => reject(new Error('Network request failed')))
    xhr.addEventListener('abort', () => reject(new Error('Upload aborted')))
    xhr.send(body)
  })
}

export function useXhrUpload() {
  const [state, setState] = useState<XhrUploadState>({ phase: 'idle' })
  const send = useCallback(async (url: string, body: FormData) => {
    setState({ phase: 'uploading', percent: 0 })
    try {
      return await postWithProgress(url, body, (percent) =>
        setState({ phase: 'uploading', percent }),
      )
    } finally {
      setState({ phase: 'done' })
    }
  }, [])
  return { state, send, uploading: state.phase === 'uploading' }
}

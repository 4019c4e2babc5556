// The uploads on an S3 replica (AWS S3 or any S3-compatible store): each file is an object under
// `<path>/uploads/<kind>/<name>`, put and deleted with requests signed by aws4fetch and sent with
// Node's fetch (docs/decisions/049-s3-uploads.md). An S3-compatible store (REPLICA_S3_ENDPOINT) is
// addressed path-style (`<endpoint>/<bucket>/<key>`), which every such store answers; AWS itself
// by the bucket's own host name.
import { AwsClient } from 'aws4fetch'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { getEnv } from '#app/lib/env.server.ts'
import { resolveUploadPath } from '#app/lib/upload-paths.server.ts'
import type { ReplicaTarget } from '#app/ops/replica-target.server.ts'

type S3Target = Extract<ReplicaTarget, { kind: 's3' }>
type Put = { url: string; path: string }

// A request that hangs (a store that stopped answering) fails and is retried by the queue rather
// than holding it: long enough for the largest upload (50 MiB) over a slow link.
const REQUEST_MS = 5 * 60_000

export function s3Transport(target: S3Target) {
  const env = getEnv()
  if (!env.AWS_ACCESS_KEY_ID || !env.AWS_SECRET_ACCESS_KEY) {
    throw new Error(
      'REPLICA_URL is s3://: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY to copy the uploads',
    )
  }
  const region = env.AWS_REGION ?? 'us-east-1'
  const client = new AwsClient({
    accessKeyId: env.AWS_ACCESS_KEY_ID,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
    sessionToken: env.AWS_SESSION_TOKEN,
    service: 's3',
    region,
    // The queue retries with its own waits (app/ops/replica-files.server.ts).
    retries: 0,
  })
  const bucketUrl = target.endpoint
    ? `${target.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(target.bucket)}`
    : `https://${target.bucket}.s3.${region}.amazonaws.com`
  const prefix = [target.path, 'uploads'].filter(Boolean).join('/') + '/'
  const objectUrl = (relative: string) =>
    `${bucketUrl}/${(prefix + relative).split('/').map(encodeURIComponent).join('/')}`

  async function request(url: string, init: RequestInit, what: string): Promise<Response> {
    const response = await client.fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_MS) })
    if (response.ok || (init.method === 'DELETE' && response.status === 404)) return response
    const body = await response.text().catch(() => '')
    const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1]
    throw new Error(`S3 ${what}: ${response.status}${code ? ` ${code}` : ''}`)
  }

  return {
    async send(puts: Put[], gone: string[]) {
      for (const { url, path } of puts) {
        const relative = url.slice('/uploads/'.length)
        // Streamed from the disk with its length (S3 refuses a chunked upload); the body is not
        // hashed into the signature (UNSIGNED-PAYLOAD): TLS keeps it whole on the way.
        const { size } = await stat(path)
        await request(
          objectUrl(relative),
          {
            method: 'PUT',
            headers: { 'content-length': String(size) },
            // node:stream/web's ReadableStream, declared apart from the DOM's that fetch takes.
            body: Readable.toWeb(createReadStream(path)) as ReadableStream,
            duplex: 'half',
          } as RequestInit,
          `PUT ${relative}`,
        )
      }
      for (const url of gone) {
        const relative = url.slice('/uploads/'.length)
        await request(objectUrl(relative), { method: 'DELETE' }, `DELETE ${relative}`)
      }
    },
    async fetchAll(into: string) {
      await mkdir(into, { recursive: true, mode: 0o700 })
      for await (const key of listKeys()) {
        const relative = key.slice(prefix.length)
        // Only what the site itself would store there: a key of another shape (`../x`, a folder
        // of another tool) is never written outside the staging folder.
        if (!resolveUploadPath(relative)) continue
        const file = join(into, relative)
        await mkdir(dirname(file), { recursive: true, mode: 0o700 })
        const response = await request(objectUrl(relative), { method: 'GET' }, `GET ${relative}`)
        await pipeline(
          // The DOM's ReadableStream and node:stream/web's are one class with two declarations.
          Readable.fromWeb(response.body! as NodeReadableStream),
          createWriteStream(file, { mode: 0o600 }),
        )
      }
    },
  }

  /** Every key under the uploads' prefix, a page (ListObjectsV2, 1,000 keys) at a time. */
  async function* listKeys(): AsyncGenerator<string> {
    let token: string | undefined
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix })
      if (token) query.set('continuation-token', token)
      const response = await request(`${bucketUrl}?${query}`, { method: 'GET' }, 'list')
      const xml = await response.text()
      for (const [, key] of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) yield unescapeXml(key!)
      const next = /<NextContinuationToken>([^<]*)</.exec(xml)?.[1]
      token = /<IsTruncated>true</.test(xml) && next ? unescapeXml(next) : undefined
    } while (token)
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** The five entities S3's listings escape, and numeric references. */
function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return String.fromCodePoint(code)
    }
    return ENTITIES[name] ?? whole
  })
}

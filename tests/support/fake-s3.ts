// A tiny S3 on 127.0.0.1 for tests of the uploads' copies to an S3 store: path-style requests
// (`/<bucket>/<key>`) that PUT, GET and DELETE objects held in memory and list them with
// ListObjectsV2, two keys a page so that the listing's continuation is used. It signs nothing
// back and checks no signature; it keeps each request for the test to read.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type SeenRequest = { method: string; path: string; headers: Record<string, unknown> }

const PAGE = 2
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export async function startFakeS3(bucket: string) {
  const objects = new Map<string, Buffer>()
  const seen: SeenRequest[] = []
  const server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://127.0.0.1')
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    seen.push({ method: request.method!, path: url.pathname, headers: { ...request.headers } })
    const [, name, ...rest] = url.pathname.split('/')
    const key = rest.map(decodeURIComponent).join('/')
    if (name !== bucket) return void response.writeHead(404).end('<Code>NoSuchBucket</Code>')
    if (request.method === 'GET' && !key) {
      const prefix = url.searchParams.get('prefix') ?? ''
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort()
      const from = Number(url.searchParams.get('continuation-token') ?? 0)
      const page = keys.slice(from, from + PAGE)
      const more = from + PAGE < keys.length
      return void response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult>` +
            page.map((k) => `<Contents><Key>${escapeXml(k)}</Key></Contents>`).join('') +
            `<IsTruncated>${more}</IsTruncated>` +
            (more ? `<NextContinuationToken>${from + PAGE}</NextContinuationToken>` : '') +
            `</ListBucketResult>`,
        )
    }
    if (request.method === 'PUT') {
      objects.set(key, Buffer.concat(chunks))
      return void response.writeHead(200).end()
    }
    if (request.method === 'GET') {
      const body = objects.get(key)
      return void (body
        ? response.writeHead(200).end(body)
        : response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>'))
    }
    if (request.method === 'DELETE') {
      objects.delete(key)
      return void response.writeHead(204).end()
    }
    response.writeHead(405).end()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    seen,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

// A small S3-compatible store on 127.0.0.1 for the tests of an S3 replica: enough of the S3 API for
// the site's own copies of the uploads (aws4fetch: PutObject, GetObject, DeleteObject,
// ListObjectsV2) and for Litestream 0.3.13 (aws-sdk-go v1: ListObjects with a delimiter and
// markers, PutObject or a multipart upload, GetObject, DeleteObjects), path-style
// (`/<bucket>/<key>`), one bucket, objects in memory. Every request must carry an AWS Signature
// Version 4 made with the one key pair it knows: the signature is computed here from the request
// as received and a mismatch is refused as S3 refuses it (403 SignatureDoesNotMatch), as are an
// unknown key, another region, a stale date and a body whose hash or MD5 is not the one signed.
// It keeps each request for a test to read.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type SeenRequest = {
  method: string
  path: string
  query: string
  headers: Record<string, unknown>
  /** The S3 error code it was answered with, or null when it succeeded. */
  refused: string | null
}

export type FakeS3Options = {
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  /** Keys (and common prefixes) a listing answers at most, so tests see its continuation used. */
  pageSize?: number
}

type StoredObject = { body: Buffer; etag: string; modified: Date }
type Upload = { key: string; parts: Map<number, Buffer> }

const UNSIGNED = 'UNSIGNED-PAYLOAD'
// S3 refuses a request whose date is further than this from its own clock.
const SKEW_MS = 15 * 60_000

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message = code,
  ) {
    super(message)
  }
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()
/** AWS's URI encoding: every byte but the unreserved characters. */
const awsEncode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`

export async function startFakeS3(options: FakeS3Options) {
  const { bucket, accessKeyId, secretAccessKey, region, pageSize = 1000 } = options
  const objects = new Map<string, StoredObject>()
  const uploads = new Map<string, Upload>()
  const seen: SeenRequest[] = []

  const server = createServer(async (request, response) => {
    const [rawPath = '/', rawQuery = ''] = request.url!.split(/\?(.*)/s)
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const entry: SeenRequest = {
      method: request.method!,
      path: decodeURIComponent(rawPath),
      query: rawQuery,
      headers: { ...request.headers },
      refused: null,
    }
    seen.push(entry)
    try {
      verify(request, rawPath, rawQuery, body)
      answer(request, response, rawPath, new URLSearchParams(rawQuery), body)
    } catch (caught) {
      const error =
        caught instanceof S3Error ? caught : new S3Error(500, 'InternalError', String(caught))
      entry.refused = error.code
      sendXml(
        response,
        error.status,
        request.method === 'HEAD'
          ? ''
          : `<Error><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message></Error>`,
      )
    }
  })

  /** SigV4 in the Authorization header, checked against what this request really carries. */
  function verify(request: IncomingMessage, rawPath: string, rawQuery: string, body: Buffer) {
    const authorization = request.headers.authorization
    if (!authorization) throw new S3Error(403, 'AccessDenied', 'Anonymous access is refused')
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        authorization,
      )
    if (!match) throw new S3Error(400, 'AuthorizationHeaderMalformed')
    const [, key, day, signedRegion, signedHeaders, signature] = match as unknown as string[]
    if (key !== accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId')
    if (signedRegion !== region) {
      throw new S3Error(
        400,
        'AuthorizationHeaderMalformed',
        `the region is wrong; expecting '${region}'`,
      )
    }
    const amzDate = header(request, 'x-amz-date')
    if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) {
      throw new S3Error(403, 'AccessDenied', 'X-Amz-Date is missing or not the credential date')
    }
    const at = Date.parse(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13)}`,
    )
    if (Math.abs(Date.now() - at) > SKEW_MS) throw new S3Error(403, 'RequestTimeTooSkewed')
    const names = signedHeaders!.split(';')
    if (!names.includes('host') || !names.includes('x-amz-date')) {
      throw new S3Error(403, 'AccessDenied', 'Host and X-Amz-Date must be signed')
    }
    const payload = header(request, 'x-amz-content-sha256')
    if (!payload) throw new S3Error(400, 'InvalidRequest', 'Missing x-amz-content-sha256')
    const canonical = [
      request.method,
      rawPath,
      canonicalQuery(rawQuery),
      ...names.map((name) => `${name}:${header(request, name)}`),
      '',
      signedHeaders,
      payload,
    ].join('\n')
    const scope = `${day}/${region}/s3/aws4_request`
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n')
    let signingKey = hmac(`AWS4${secretAccessKey}`, day!)
    for (const part of [region, 's3', 'aws4_request']) signingKey = hmac(signingKey, part)
    const expected = hmac(signingKey, toSign)
    if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) {
      throw new S3Error(403, 'SignatureDoesNotMatch')
    }
    // The signature covers the body through its hash: the bytes must be the ones signed.
    if (payload !== UNSIGNED) {
      if (!/^[0-9a-f]{64}$/.test(payload)) {
        throw new S3Error(501, 'NotImplemented', `x-amz-content-sha256 ${payload} is not supported`)
      }
      if (sha256(body) !== payload) throw new S3Error(400, 'XAmzContentSHA256Mismatch')
    }
    const md5 = header(request, 'content-md5')
    if (md5 && createHash('md5').update(body).digest('base64') !== md5) {
      throw new S3Error(400, 'BadDigest')
    }
  }

  function answer(
    request: IncomingMessage,
    response: ServerResponse,
    rawPath: string,
    query: URLSearchParams,
    body: Buffer,
  ) {
    const [, name = '', ...rest] = rawPath.split('/')
    if (decodeURIComponent(name) !== bucket) throw new S3Error(404, 'NoSuchBucket')
    const key = rest.map(decodeURIComponent).join('/')
    const method = request.method!
    if (!key) {
      if (method === 'GET') return sendXml(response, 200, list(query))
      if (method === 'POST' && query.has('delete')) return sendXml(response, 200, deleteMany(body))
      throw new S3Error(405, 'MethodNotAllowed')
    }
    const uploadId = query.get('uploadId')
    if (method === 'POST' && query.has('uploads')) {
      const id = randomBytes(12).toString('hex')
      uploads.set(id, { key, parts: new Map() })
      return sendXml(
        response,
        200,
        `<InitiateMultipartUploadResult><Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      )
    }
    if (uploadId !== null) {
      const upload = uploads.get(uploadId)
      if (!upload || upload.key !== key) throw new S3Error(404, 'NoSuchUpload')
      if (method === 'PUT') {
        upload.parts.set(Number(query.get('partNumber')), body)
        return void response.writeHead(200, { etag: etagOf(body) }).end()
      }
      if (method === 'POST') {
        const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map(
          ([, n]) => Number(n),
        )
        if (numbers.some((n) => !upload.parts.has(n))) throw new S3Error(400, 'InvalidPart')
        const whole = Buffer.concat(numbers.map((n) => upload.parts.get(n)!))
        uploads.delete(uploadId)
        const etag = `"${sha256(whole).slice(0, 32)}-${numbers.length}"`
        objects.set(key, { body: whole, etag, modified: new Date() })
        return sendXml(
          response,
          200,
          `<CompleteMultipartUploadResult><Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key><ETag>${escapeXml(etag)}</ETag></CompleteMultipartUploadResult>`,
        )
      }
      if (method === 'DELETE') {
        uploads.delete(uploadId)
        return void response.writeHead(204).end()
      }
    }
    if (method === 'PUT') {
      const etag = etagOf(body)
      objects.set(key, { body, etag, modified: new Date() })
      return void response.writeHead(200, { etag }).end()
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = objects.get(key)
      if (!object) throw new S3Error(404, 'NoSuchKey')
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': object.body.length,
        etag: object.etag,
        'last-modified': object.modified.toUTCString(),
      })
      return void response.end(method === 'GET' ? object.body : undefined)
    }
    if (method === 'DELETE') {
      objects.delete(key)
      return void response.writeHead(204).end()
    }
    throw new S3Error(405, 'MethodNotAllowed')
  }

  /**
   * ListObjects (markers) and ListObjectsV2 (`list-type=2`, continuation tokens): the keys under
   * `prefix` in order, those with `delimiter` after the prefix rolled up into common prefixes.
   */
  function list(query: URLSearchParams): string {
    const v2 = query.get('list-type') === '2'
    const prefix = query.get('prefix') ?? ''
    const delimiter = query.get('delimiter') ?? ''
    const after =
      (v2 ? (query.get('continuation-token') ?? query.get('start-after')) : query.get('marker')) ??
      ''
    const limit = Math.min(Number(query.get('max-keys') ?? pageSize), pageSize)
    const encode = query.get('encoding-type') === 'url' ? awsEncode : (text: string) => text
    type Entry = { name: string; object?: StoredObject }
    const entries: Entry[] = []
    const prefixes = new Set<string>()
    for (const key of [...objects.keys()].sort()) {
      if (!key.startsWith(prefix)) continue
      const cut = delimiter ? key.indexOf(delimiter, prefix.length) : -1
      if (cut >= 0) {
        const common = key.slice(0, cut + delimiter.length)
        // A common prefix comes once, and not again on the page after the one that ended with it.
        if (prefixes.has(common) || common <= after || after.startsWith(common)) continue
        prefixes.add(common)
        entries.push({ name: common })
      } else if (key > after) {
        entries.push({ name: key, object: objects.get(key)! })
      }
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    const page = entries.slice(0, limit)
    const truncated = entries.length > page.length
    const last = page.at(-1)?.name ?? ''
    const contents = page
      .filter((e) => e.object)
      .map(
        ({ name, object }) =>
          `<Contents><Key>${escapeXml(encode(name))}</Key><LastModified>${object!.modified.toISOString()}</LastModified><ETag>${escapeXml(object!.etag)}</ETag><Size>${object!.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      )
    const common = page
      .filter((e) => !e.object)
      .map(
        ({ name }) =>
          `<CommonPrefixes><Prefix>${escapeXml(encode(name))}</Prefix></CommonPrefixes>`,
      )
    const next = truncated
      ? v2
        ? `<NextContinuationToken>${escapeXml(last)}</NextContinuationToken>`
        : `<NextMarker>${escapeXml(encode(last))}</NextMarker>`
      : ''
    return (
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${escapeXml(bucket)}</Name>` +
      `<Prefix>${escapeXml(encode(prefix))}</Prefix>` +
      (delimiter ? `<Delimiter>${escapeXml(encode(delimiter))}</Delimiter>` : '') +
      `<MaxKeys>${limit}</MaxKeys>` +
      (v2
        ? `<KeyCount>${page.length}</KeyCount>`
        : `<Marker>${escapeXml(encode(after))}</Marker>`) +
      (encode === awsEncode ? '<EncodingType>url</EncodingType>' : '') +
      `<IsTruncated>${truncated}</IsTruncated>${next}${contents.join('')}${common.join('')}</ListBucketResult>`
    )
  }

  /** DeleteObjects: the keys of the request's XML (a missing key counts as deleted, as in S3). */
  function deleteMany(body: Buffer): string {
    const xml = body.toString()
    const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map(([, key]) => unescapeXml(key!))
    for (const key of keys) objects.delete(key)
    const quiet = /<Quiet>true<\/Quiet>/.test(xml)
    const deleted = quiet
      ? ''
      : keys.map((key) => `<Deleted><Key>${escapeXml(key)}</Key></Deleted>`).join('')
    return `<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${deleted}</DeleteResult>`
  }

  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** The bucket's objects by key: their bytes. */
    objects: {
      get: (key: string) => objects.get(key)?.body,
      has: (key: string) => objects.has(key),
      set: (key: string, body: Buffer) =>
        void objects.set(key, { body, etag: etagOf(body), modified: new Date() }),
      keys: () => [...objects.keys()],
    },
    seen,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}

/** A header's value as SigV4 canonicalises it: every occurrence, trimmed, spaces folded. */
function header(request: IncomingMessage, name: string): string {
  const values: string[] = []
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]!.toLowerCase() === name) {
      values.push(request.rawHeaders[i + 1]!.trim().replace(/\s+/g, ' '))
    }
  }
  return values.join(',')
}

/** The query as SigV4 canonicalises it: each name and value AWS-encoded, sorted, `name=` for a flag. */
function canonicalQuery(rawQuery: string): string {
  if (!rawQuery) return ''
  const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, '%20'))
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s)
      return [awsEncode(decode(name)), awsEncode(decode(value))] as const
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name[0] === '#'
      ? String.fromCodePoint(
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
        )
      : (ENTITIES[name] ?? whole),
  )

function sendXml(response: ServerResponse, status: number, xml: string) {
  response
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(xml ? `<?xml version="1.0" encoding="UTF-8"?>\n${xml}` : undefined)
}

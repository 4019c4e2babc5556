// One webhook delivery on the wire (docs/webhooks.md): a JSON POST to the address the SSRF guard
// checked (app/lib/ssrf-guard.server.ts), never to one a second resolution might give, with no
// redirect followed (a 3xx is a failed delivery) and a deadline for the whole exchange, so a slow
// or silent endpoint cannot hold the sender. The connection step is a parameter: the tests give
// one that fails on any address but 127.0.0.1.
import { request } from 'node:http'
import { connect as netConnect, type Socket } from 'node:net'
import { connect as tlsConnect } from 'node:tls'
import ipaddr from 'ipaddr.js'
import { checkedAddress, resolveAll, type Resolver } from './ssrf-guard.server.ts'

export type Connect = (target: {
  address: string
  port: number
  tls: boolean
  /** The host name the certificate must be for. */
  servername: string
}) => Socket

export const connectTo: Connect = ({ address, port, tls, servername }) =>
  tls
    ? tlsConnect({
        host: address,
        port,
        // SNI takes names only; the certificate is checked against the name all the same.
        servername: ipaddr.isValid(servername) ? undefined : servername,
      })
    : netConnect({ host: address, port })

export type PostOptions = {
  allowLoopback: boolean
  resolve?: Resolver
  connect?: Connect
  timeoutMs?: number
}

// What is read of an answer before it is dropped: a status is all a delivery needs.
const MAX_ANSWER_BYTES = 64 * 1024
export const POST_TIMEOUT_MS = 10_000

/** Posts `body` to `url`; resolves with the answer's status (any), rejects when none came. */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  {
    allowLoopback,
    resolve = resolveAll,
    connect = connectTo,
    timeoutMs = POST_TIMEOUT_MS,
  }: PostOptions,
): Promise<number> {
  const target = new URL(url)
  const tls = target.protocol === 'https:'
  const servername = target.hostname.replace(/^\[(.*)\]$/, '$1')
  const deadline = AbortSignal.timeout(timeoutMs)
  const address = await checkedAddress(servername, { allowLoopback, resolve })
  const port = Number(target.port) || (tls ? 443 : 80)
  const payload = Buffer.from(body)
  return new Promise<number>((done, fail) => {
    const req = request(
      {
        method: 'POST',
        path: `${target.pathname}${target.search}`,
        headers: {
          ...headers,
          Host: target.host,
          'Content-Type': 'application/json',
          'Content-Length': String(payload.length),
        },
        // No agent: this connection is the only one, to the address checked above.
        createConnection: () => connect({ address, port, tls, servername }),
        signal: deadline,
      },
      (res) => {
        let read = 0
        res.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > MAX_ANSWER_BYTES) res.destroy()
        })
        res.on('close', () => done(res.statusCode ?? 0))
        res.on('error', () => done(res.statusCode ?? 0))
      },
    )
    req.on('error', (error) =>
      fail(deadline.aborted ? new Error(`no answer within ${timeoutMs / 1000} s`) : error),
    )
    req.end(payload)
  })
}

// The server's per-request deadline (server/serve.mjs): a client that trickles its body is answered
// 408 and cut off, and an answer sent before the body was read closes the connection.
import { createServer, request, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { boundRequest } from '../../server/serve.mjs'

let server: Server | undefined
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

function listen(handler: Parameters<typeof createServer>[1]): Promise<number> {
  server = createServer(handler)
  return new Promise((resolve) =>
    server!.listen(0, '127.0.0.1', () => resolve((server!.address() as AddressInfo).port)),
  )
}

function post(port: number, declared: number, send: Buffer) {
  return new Promise<{ status: number; connection?: string }>((resolve, reject) => {
    const req = request({
      port,
      method: 'POST',
      headers: { 'Content-Length': String(declared) },
    })
    req.on('response', (res) => {
      res.resume()
      resolve({ status: res.statusCode ?? 0, connection: res.headers.connection })
    })
    req.on('error', reject)
    // Part of the body, then silence: the rest never comes.
    req.write(send)
  })
}

test('a body that does not arrive within the deadline is answered 408 and the connection closed', async () => {
  const port = await listen((req, res) => {
    boundRequest(req, res, 200)
    req.resume()
    req.on('end', () => res.end('read it all'))
  })
  const answer = await post(port, 1000, Buffer.alloc(10))
  expect(answer).toEqual({ status: 408, connection: 'close' })
})

test('an answer sent before the body was read says Connection: close', async () => {
  const port = await listen((req, res) => {
    boundRequest(req, res, 10_000)
    res.writeHead(413, { 'Content-Type': 'text/plain' })
    res.end('too large')
  })
  const answer = await post(port, 10 * 1024 * 1024, Buffer.alloc(64 * 1024))
  expect(answer).toEqual({ status: 413, connection: 'close' })
})

// A real SMTP server (smtp-server, from the nodemailer project) on the loopback for tests that
// follow a notification all the way out: each message it accepts is kept whole, as received.
import { createServer, type Server } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type Received = { from: string; to: string[]; raw: string }

/** A free port, so the mail server can be "down" at an address the app already knows. */
export async function freePort(): Promise<number> {
  const probe: Server = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Listens at `port`, adding each message it accepts to `received`; `close()` stops it. */
export async function startMailServer(port: number, received: Received[]) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve))
  return { close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) }
}

// The mailbox the browser tests read: a real SMTP server (smtp-server, from the nodemailer project)
// on the loopback that the e2e server sends its notifications to, as it would to the agency's own.
// Each message it accepts is parsed (mailparser) and written as one JSON file into `folder`, so a
// test can wait for the e-mail a lead caused and read its subject, text, HTML and headers.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export async function startMailSink({ port, folder }) {
  mkdirSync(folder, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const name = `${Date.now()}-${String(++count).padStart(5, '0')}.json`
          const message = {
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(
              [...mail.headers].map(([key, value]) => [
                key,
                typeof value === 'string' ? value : JSON.stringify(value),
              ]),
            ),
          }
          writeFileSync(join(folder, name), JSON.stringify(message, null, 2))
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return server
}

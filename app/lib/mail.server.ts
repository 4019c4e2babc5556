// The SMTP transport (nodemailer), from the environment. Without SMTP settings there is none, and
// mail is not sent at all (the admin dashboard says so).
import { createTransport, type Transporter } from 'nodemailer'
import { getEnv } from '#app/lib/env.server.ts'

let transport: Transporter | null | undefined

/** The configured transport, or null when SMTP or MAIL_FROM is missing. */
export function mailTransport(): Transporter | null {
  if (transport !== undefined) return transport
  const env = getEnv()
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }
  if (!env.MAIL_FROM || (!env.SMTP_URL && !env.SMTP_HOST)) {
    transport = null
  } else if (env.SMTP_URL) {
    transport = createTransport({ url: env.SMTP_URL, ...timeouts })
  } else {
    transport = createTransport({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT ?? 587,
      secure: env.SMTP_PORT === 465,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
      ...timeouts,
    })
  }
  return transport
}

export const mailConfigured = () => mailTransport() !== null

/** Tests change the environment between cases. */
export function resetMailTransport() {
  transport?.close()
  transport = undefined
}

// The server the browser tests drive: the production build, on a fresh database and uploads folder
// under .cache/e2e, with a known admin and the demo content.
import { mkdirSync, rmSync } from 'node:fs'
import { E2E } from './env.mjs'
import { startMailSink } from './mail-sink.mjs'

rmSync(E2E.dir, { recursive: true, force: true })
mkdirSync(E2E.dir, { recursive: true })
// Lead notifications go to a real SMTP server beside the site, 1000 above the site's port.
const smtpPort = Number(process.env.E2E_PORT ?? 4310) + 1000
await startMailSink({ port: smtpPort, folder: E2E.mailDir })
Object.assign(process.env, {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '4310',
  DATABASE_PATH: E2E.databasePath,
  UPLOADS_DIR: E2E.uploadsDir,
  ADMIN_EMAIL: E2E.adminEmail,
  ADMIN_PASSWORD: E2E.adminPassword,
  ADMIN_NAME: E2E.adminName,
  SEED_DEMO: 'true',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Agency site <site@agency.example>',
  SESSION_SECRET: E2E.sessionSecret,
  // Form tests send X-Forwarded-For so that each has a rate-limit budget of its own.
  TRUST_PROXY: 'true',
  FORM_MIN_FILL_MS: String(E2E.formMinFillMs),
  // Every browser test renders from 127.0.0.1; the render budget has its own test.
  RENDER_BUDGET: '0',
  // The connections test's webhook receiver listens on 127.0.0.1 (docs/webhooks.md).
  WEBHOOK_ALLOW_LOOPBACK: 'true',
})
await import('../../server/start.mjs')

import { fileURLToPath } from 'node:url'

const dir = fileURLToPath(new URL('../../.cache/e2e/', import.meta.url))

export const E2E = {
  dir,
  databasePath: `${dir}site.db`,
  uploadsDir: `${dir}uploads`,
  // What the e2e server's SMTP server received, a JSON file a message (tests/e2e/mail-sink.mjs).
  mailDir: `${dir}mail`,
  adminEmail: 'admin@example.com',
  adminPassword: 'e2e-admin-password',
  adminName: 'Test Admin',
  // The e2e server signs cookies with this; the login fixture signs its session cookie with it too.
  sessionSecret: 'e2e-session-secret-e2e-session-secret',
  // The default: a form sent back sooner than this after the visitor received it is marked "sent
  // unusually fast" (tests/e2e/lead-signals.spec.ts); tests that expect an ordinary lead wait this
  // long (tests/e2e/form-age.ts).
  formMinFillMs: 2000,
}

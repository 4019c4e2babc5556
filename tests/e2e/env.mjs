import { fileURLToPath } from 'node:url'

const dir = fileURLToPath(new URL('../../.cache/e2e/', import.meta.url))

export const E2E = {
  dir,
  databasePath: `${dir}site.db`,
  uploadsDir: `${dir}uploads`,
  adminEmail: 'admin@example.com',
  adminPassword: 'e2e-admin-password',
  adminName: 'Test Admin',
  // The e2e server signs cookies with this; the login fixture signs its session cookie with it too.
  sessionSecret: 'e2e-session-secret-e2e-session-secret',
  // Longer than the 2 s default, so that a test posting "at once" is surely too fast even on a
  // loaded machine; tests that expect a message stored wait this long (tests/e2e/form-age.ts).
  formMinFillMs: 4000,
}

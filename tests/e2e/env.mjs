import { fileURLToPath } from 'node:url'

const dir = fileURLToPath(new URL('../../.cache/e2e/', import.meta.url))

export const E2E = {
  dir,
  databasePath: `${dir}site.db`,
  uploadsDir: `${dir}uploads`,
  adminEmail: 'admin@example.com',
  adminPassword: 'e2e-admin-password',
  adminName: 'Test Admin',
}

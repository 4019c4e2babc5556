// Files put straight into the uploads folder, as if uploaded earlier, for tests of what keeps or
// releases them.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getEnv } from '#app/lib/env.server.ts'

/** Writes a small file under UPLOADS_DIR/kind and returns its public address. */
export function stored(kind: string, name: string) {
  const dir = join(getEnv().UPLOADS_DIR, kind)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, name), 'bytes')
  return `/uploads/${kind}/${name}`
}

/** Whether the file behind a public /uploads address is on disk. */
export const onDisk = (url: string) =>
  existsSync(join(getEnv().UPLOADS_DIR, url.slice('/uploads/'.length)))

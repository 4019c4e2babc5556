// `npm start` builds again when a source changed after the build (server/build-state.mjs): after a
// `git pull`, yesterday's build must not serve today's sources and migrations.
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { buildState } from '../../server/build-state.mjs'

const touch = (path: string, at: number) => {
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(path, 'x')
  utimesSync(path, at / 1000, at / 1000)
}

test('missing, current, then stale once a source is newer; data files never count', () => {
  const root = mkdtempSync(join(process.env.TEST_TMP_DIR!, 'build-state-'))
  const t = Date.now() - 60_000
  touch(join(root, 'app/root.tsx'), t)
  touch(join(root, 'db/migrations/0000_init.sql'), t)
  expect(buildState(root)).toBe('missing')

  touch(join(root, 'build/server/index.js'), t + 1000)
  expect(buildState(root)).toBe('current')

  // A database or an upload kept beside the sources is data, not a source.
  touch(join(root, 'db/site.db'), t + 5000)
  touch(join(root, 'public/uploads/photo.jpg'), t + 5000)
  expect(buildState(root)).toBe('current')

  touch(join(root, 'db/migrations/0001_next.sql'), t + 2000)
  expect(buildState(root)).toBe('stale')
  touch(join(root, 'build/server/index.js'), t + 3000)
  touch(join(root, 'app/routes/_public.about.tsx'), t + 4000)
  expect(buildState(root)).toBe('stale')
  touch(join(root, 'package-lock.json'), t + 3000)
  touch(join(root, 'build/server/index.js'), t + 4500)
  expect(buildState(root)).toBe('current')
})

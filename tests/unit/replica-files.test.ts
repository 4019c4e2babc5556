// The uploads on the replica (app/ops/replica-files.server.ts): queued in a table, copied with
// retries that wait longer each time, and removed only when the file leaves the site and its trash.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { createProject, deleteProject } from '#app/models/project.server.ts'
import {
  queueMissingUploads,
  queueUploadCopy,
  replicaFilesState,
  replicateDueFiles,
} from '#app/ops/replica-files.server.ts'
import { stored } from '#tests/support/stored-files.ts'
import { emptyTrash } from '#tests/support/trash.ts'

let replica: string
beforeEach(() => {
  replica = mkdtempSync(join(process.env.TEST_TMP_DIR!, 'replica-'))
  process.env.REPLICA_URL = `file://${replica}`
  resetEnv()
})
afterEach(() => {
  delete process.env.REPLICA_URL
  resetEnv()
})

const onReplica = (url: string) => existsSync(join(replica, url))
const pending = () =>
  getDb().$client.prepare('SELECT url, pending, attempts FROM replica_files').all()

test('a file leaves the replica when it leaves the trash, not when its item enters it', async () => {
  const url = stored('projects', 'kept.png')
  queueUploadCopy(url)
  const project = createProject({
    title: 'P',
    description: 'D',
    category: 'Video',
    media: [{ url, type: 'image' }],
  })
  await replicateDueFiles()
  expect(onReplica(url)).toBe(true)

  deleteProject(Number(project._id))
  await replicateDueFiles()
  expect(onReplica(url)).toBe(true)

  emptyTrash()
  expect(pending()).toEqual([{ url, pending: 'delete', attempts: 0 }])
  await replicateDueFiles()
  expect(onReplica(url)).toBe(false)
  expect(pending()).toEqual([])
})

test('a copy that fails waits and is tried again; the queue is a table, so a restart keeps it', async () => {
  // A file stands where the replica's uploads folder should be.
  writeFileSync(join(replica, 'uploads'), '')
  const url = stored('blogs', 'cover.png')
  queueUploadCopy(url)
  const now = new Date()
  expect(await replicateDueFiles(now)).toEqual({ done: 0, failed: 1 })
  expect(pending()).toEqual([{ url, pending: 'put', attempts: 1 }])
  // Not due again before its wait (30 s, doubling).
  expect(await replicateDueFiles(new Date(now.getTime() + 10_000))).toEqual({ done: 0, failed: 0 })

  rmSync(join(replica, 'uploads'))
  expect(await replicateDueFiles(new Date(now.getTime() + 31_000))).toEqual({ done: 1, failed: 0 })
  expect(onReplica(url)).toBe(true)
  expect(replicaFilesState()).toMatchObject({ waiting: 0, failing: 0 })
})

test('at start, files the replica is not known to hold are queued, once', () => {
  const urls = [stored('projects', 'a.png'), stored('media', 'b.mp4')]
  expect(queueMissingUploads()).toBe(2)
  expect(queueMissingUploads()).toBe(0)
  expect(replicaFilesState().waiting).toBe(2)
  expect(
    pending()
      .map((row) => (row as { url: string }).url)
      .sort(),
  ).toEqual(urls.sort())
})

test('without REPLICA_URL nothing is queued', () => {
  delete process.env.REPLICA_URL
  resetEnv()
  queueUploadCopy(stored('projects', 'c.png'))
  expect(queueMissingUploads()).toBe(0)
  expect(pending()).toEqual([])
})

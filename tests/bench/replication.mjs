// `npm run bench -- replication`: what streaming the database to a replica costs the contact
// form (docs/deploy.md, "Replication"; the target: at most 10% of its throughput). Two sites on
// databases of their own, one without REPLICA_URL and one replicating to a folder (Litestream as
// its child, the uploads' queue running), loaded in turn round after round with genuine posts:
// each carries a stamp of its own (formStamps), so every post is a person's, stored as new and
// not in Spam, as a replay would be. Then the kept home page as people open it, each page counted
// (so the database is written all the while, and Litestream ships it): the target is nothing
// measurable.
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { pageOpened } from './analytics.mjs'
import { contactPosts, dir, sleep, startSite, stop, wrk } from './harness.mjs'
import { measureRounds, printTable } from './rounds.mjs'

/** Leads stored in `database`: as new (a person's) and in Spam. */
function leads(database) {
  const db = new Database(database, { readonly: true })
  try {
    return db
      .prepare(
        "SELECT sum(status <> 'spam') AS kept, sum(status = 'spam') AS spam FROM contact_messages",
      )
      .get()
  } finally {
    db.close()
  }
}

export async function benchReplication() {
  console.log('\nThe contact form without and with a replica (a folder, Litestream 1 s sync)')
  const databases = {
    none: join(dir, 'replication-none.db'),
    file: join(dir, 'replication-file.db'),
  }
  const servers = []
  try {
    const counted = { ANALYTICS_DAILY_LIMIT: '100000000' }
    const none = await startSite(databases.none, {
      ...counted,
      UPLOADS_DIR: join(dir, 'uploads-none'),
    })
    servers.push(none)
    const file = await startSite(databases.file, {
      ...counted,
      UPLOADS_DIR: join(dir, 'uploads-file'),
      REPLICA_URL: `file://${join(dir, 'replica')}`,
    })
    servers.push(file)
    // Litestream's first snapshot and the demo's uploads copied before anything is measured.
    await sleep(3_000)
    const before = { none: leads(databases.none), file: leads(databases.file) }
    const targets = [
      {
        label: 'contact form POST, no replica',
        post: true,
        warm: true,
        run: contactPosts({ ...none, name: 'no replica' }),
      },
      {
        label: 'contact form POST, file replica',
        post: true,
        warm: true,
        run: contactPosts({ ...file, name: 'file replica' }),
        ceiling: 0,
      },
      {
        label: 'kept home page, each page counted, no replica',
        run: (seconds) => wrk(`${none.base}/`, { seconds, ...pageOpened }),
      },
      {
        label: 'kept home page, each page counted, file replica',
        run: (seconds) => wrk(`${file.base}/`, { seconds, ...pageOpened }),
        ceiling: 2,
      },
    ]
    const runs = await measureRounds(targets)
    printTable(targets, runs)
    console.log(
      "(a file replica's ceiling is the same rounds' row without a replica: the target is at least " +
        '90% for the posts and nothing measurable for the kept page)',
    )
    for (const [name, database] of Object.entries(databases)) {
      const after = leads(database)
      console.log(
        `${name}: ${after.kept - before[name].kept} leads stored as new, ` +
          `${after.spam - before[name].spam} in Spam`,
      )
    }
  } finally {
    await Promise.all(servers.map(stop))
  }
}

// Direct reads of the server's SQLite file, to check what a form really stored.
import Database from 'better-sqlite3'
import { E2E } from './env.mjs'

export function queryDb<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(E2E.databasePath, { readonly: true, fileMustExist: true })
  try {
    return db.prepare(sql).all(...params) as T[]
  } finally {
    db.close()
  }
}

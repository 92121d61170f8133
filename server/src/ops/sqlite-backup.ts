import { renameSync, rmSync } from 'node:fs'
import SqliteDatabase from 'better-sqlite3'

/** Pages copied per step: all of them, so the copy is one read of one consistent state. */
const ALL_PAGES = 0x7fffffff

/**
 * Copies a SQLite database that a server may be writing to at this moment, through SQLite's
 * online backup API: the copy is the database as one transaction saw it (every commit before
 * it, none half-done), the server keeps writing meanwhile (WAL readers never block writers),
 * and it appears at `destination` only once complete and checked.
 */
export async function backupSqlite(
  source: string,
  destination: string,
): Promise<{ pages: number }> {
  const partial = `${destination}.partial`
  rmSync(partial, { force: true })
  const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true })
  try {
    database.pragma('busy_timeout = 5000')
    const { totalPages } = await database.backup(partial, { progress: () => ALL_PAGES })
    const copy = new SqliteDatabase(partial)
    try {
      // One self-contained file (the copy inherits WAL mode, and with it -wal and -shm files).
      copy.pragma('journal_mode = DELETE')
      const check = copy.pragma('quick_check', { simple: true })
      if (check !== 'ok') throw new Error(`the copy of ${source} fails SQLite's check: ${check}`)
    } finally {
      copy.close()
    }
    renameSync(partial, destination)
    return { pages: totalPages }
  } catch (error) {
    rmSync(partial, { force: true })
    throw error
  } finally {
    database.close()
  }
}

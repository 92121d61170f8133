import type { Db } from './schema.ts'

/**
 * A write that found its row changed since it was read (its version moved, or what the caller's
 * permission rested on): nothing was written, and the caller starts over or answers 409.
 */
export class VersionConflict extends Error {
  constructor() {
    super('The item changed while this change was being made')
  }
}

/** Runs `work` in a transaction: the caller's when `db` is one, else a new one. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}

/** The time a write stamps on its rows (created_at, updated_at). */
export const now = () => new Date().toISOString()

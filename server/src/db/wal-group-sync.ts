import { closeSync, fsync, openSync } from 'node:fs'
import type SqliteDatabase from 'better-sqlite3'

/**
 * Group commit for SQLite in WAL mode.
 *
 * With `synchronous = FULL` every commit syncs the WAL on the event loop's own thread, so the
 * whole process waits for the disk once per write. Here commits run with `synchronous = NORMAL`
 * (the WAL is written, not synced) and an answer that follows a write waits for one `fsync`
 * of the WAL, run on libuv's thread pool, that covers every commit made before it started:
 * fifty concurrent writes share one or two syncs instead of queueing for fifty. An acknowledged
 * write is on disk exactly as with FULL; what changes is only when the sync happens.
 *
 * SQLite still syncs the WAL before each checkpoint and the database after it (its NORMAL
 * contract), so a checkpointed page never depends on this module.
 */
export interface WalGroupSync {
  /** A number that grows with every row this connection writes. */
  writeCount(): number
  /** Resolves once every commit made so far on this connection is on disk. */
  untilDurable(): Promise<void>
  /** How many syncs have completed, and whether one is under way (for metrics). */
  syncs(): { completed: number; running: boolean }
  close(): void
}

/** How a file descriptor is synced; tests count the calls. */
export type SyncFile = (descriptor: number, done: (error: Error | null) => void) => void

export function walGroupSync(
  database: SqliteDatabase.Database,
  walFile: string,
  syncFile: SyncFile = fsync,
): WalGroupSync {
  // total_changes counts the rows every INSERT, UPDATE and DELETE of this connection touched;
  // it only grows, so it tells whether anything was written since a sync began.
  const totalChanges = database.prepare('select total_changes() as changes').pluck()
  let syncedThrough = totalChanges.get() as number
  let running: { through: number; done: Promise<void> } | undefined
  let next: Promise<void> | undefined
  let descriptor: number | undefined
  let completed = 0

  function syncNow(): Promise<void> {
    const through = totalChanges.get() as number
    descriptor ??= openSync(walFile, 'r')
    const file = descriptor
    const done = new Promise<void>((resolve, reject) => {
      syncFile(file, (error) => (error === null ? resolve() : reject(error)))
    }).then(() => {
      syncedThrough = Math.max(syncedThrough, through)
      completed += 1
      running = undefined
    })
    running = { through, done }
    return done
  }

  return {
    writeCount: () => totalChanges.get() as number,
    untilDurable() {
      const changes = totalChanges.get() as number
      if (changes <= syncedThrough) return Promise.resolve()
      if (running === undefined) return syncNow()
      if (changes <= running.through) return running.done
      // A sync is under way but began before this commit: everyone arriving now shares the
      // one that starts when it ends.
      next ??= running.done
        .catch(() => undefined)
        .then(() => {
          next = undefined
          return syncNow()
        })
      return next
    },
    syncs: () => ({ completed, running: running !== undefined }),
    close() {
      if (descriptor !== undefined) closeSync(descriptor)
      descriptor = undefined
    },
  }
}

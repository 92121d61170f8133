import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type SyncFile, walGroupSync } from '../src/db/wal-group-sync.ts'

/** A sync that finishes only when the test says so, counting how often it was asked. */
function heldSyncs() {
  const waiting: Array<(error: Error | null) => void> = []
  const sync: SyncFile = (_descriptor, done) => {
    waiting.push(done)
  }
  return {
    sync,
    count: () => waiting.length,
    finishNext: async () => {
      waiting.shift()?.(null)
      await new Promise((resolve) => setImmediate(resolve))
    },
  }
}

describe('the WAL group commit', () => {
  let folder: string
  let database: SqliteDatabase.Database

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'loom-group-sync-'))
    database = new SqliteDatabase(join(folder, 'loom.sqlite'))
    database.pragma('journal_mode = WAL')
    database.exec('create table t (n integer)')
  })

  afterEach(() => {
    database.close()
    rmSync(folder, { recursive: true, force: true })
  })

  const write = () => database.prepare('insert into t values (1)').run()

  it('does not sync when nothing was written since the last sync', async () => {
    const syncs = heldSyncs()
    const group = walGroupSync(database, `${database.name}-wal`, syncs.sync)
    await group.untilDurable()
    expect(syncs.count()).toBe(0)
    group.close()
  })

  it('answers many writes with one sync that began after all of them', async () => {
    const syncs = heldSyncs()
    const group = walGroupSync(database, `${database.name}-wal`, syncs.sync)
    for (let i = 0; i < 50; i++) write()
    let durable = 0
    const waits = Array.from({ length: 50 }, () => group.untilDurable().then(() => durable++))
    expect(syncs.count()).toBe(1)
    await new Promise((resolve) => setImmediate(resolve))
    expect(durable).toBe(0)
    await syncs.finishNext()
    await Promise.all(waits)
    expect(durable).toBe(50)
    await group.untilDurable()
    expect(syncs.count()).toBe(0)
    group.close()
  })

  it('makes a write committed during a sync wait for the next one, shared by all such writes', async () => {
    const syncs = heldSyncs()
    const group = walGroupSync(database, `${database.name}-wal`, syncs.sync)
    write()
    let firstDone = false
    const first = group.untilDurable().then(() => {
      firstDone = true
    })
    write()
    let laterDone = 0
    const later = [group.untilDurable(), group.untilDurable()].map((wait) =>
      wait.then(() => laterDone++),
    )
    await syncs.finishNext()
    await first
    expect({ firstDone, laterDone, syncsAsked: syncs.count() }).toEqual({
      firstDone: true,
      laterDone: 0,
      syncsAsked: 1,
    })
    await syncs.finishNext()
    await Promise.all(later)
    expect(laterDone).toBe(2)
    group.close()
  })

  it('rejects the waiting answers when the disk refuses the sync', async () => {
    const failing: SyncFile = (_descriptor, done) => done(new Error('EIO'))
    const group = walGroupSync(database, `${database.name}-wal`, failing)
    write()
    await expect(group.untilDurable()).rejects.toThrow('EIO')
    group.close()
  })
})

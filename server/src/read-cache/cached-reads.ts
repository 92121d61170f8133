import type { ChronicleMembership, KindDefinition } from '@loom/core'
import { chronicleAccess } from '../chronicles/chronicle-access.ts'
import type { Db, PlayerRow } from '../db/schema.ts'
import { findItemHead, type StoredItem } from '../items/item-reads.ts'
import { findPlayer } from '../players/player-accounts.ts'
import { readCacheOf } from './read-cache.ts'

/**
 * The reads a request makes before its transaction to learn who is asking and what they may
 * see, through the read cache (read-cache.ts): the signed-in player, a top-level item's head
 * (its columns and revision, which the sheet cache's stamp rests on) and a chronicle's
 * storyteller and members. Values are shared between requests: never change one. Inside a
 * transaction the database is read, so a write sees its own state.
 */
export function playerRead(id: number): string {
  return `player:${id}`
}

export function itemHeadRead(kind: string, id: number): string {
  return `head:${kind}:${id}`
}

export function membershipRead(chronicleId: number): string {
  return `members:${chronicleId}`
}

export function cachedPlayer(db: Db, id: number): Promise<PlayerRow | undefined> {
  return through(db, playerRead(id), () => findPlayer(db, id))
}

export function cachedItemHead(
  db: Db,
  kind: KindDefinition,
  id: number,
): Promise<StoredItem | undefined> {
  return through(db, itemHeadRead(kind.name, id), () => findItemHead(db, kind, id))
}

/** Drops a head a write found stale, so that its next attempt reads the item afresh. */
export function forgetItemHead(db: Db, kind: KindDefinition, id: number): void {
  readCacheOf(db).forget([itemHeadRead(kind.name, id)])
}

export async function cachedChronicleAccess(
  db: Db,
  chronicleId: number | null,
): Promise<ChronicleMembership | null> {
  if (chronicleId === null) return null
  const membership = await through(
    db,
    membershipRead(chronicleId),
    async () => (await chronicleAccess(db, chronicleId)) ?? undefined,
  )
  return membership ?? null
}

function through<T>(db: Db, key: string, load: () => Promise<T | undefined>) {
  return db.isTransaction ? load() : readCacheOf(db).read(key, load)
}

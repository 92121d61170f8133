import { type ChronicleMembership, KINDS, type KindName, type OwnedItem } from '@loom/core'
import type { Kysely } from 'kysely'
import type { Db } from '../db/schema.ts'
import { chronicleAccess } from '../store/chronicle-access.ts'

/**
 * What the live channel reads from the database to decide who sees a change: the
 * chronicle's membership, and for a child the top-level item it hangs under. Read after the
 * commit, so it is the state the change left behind.
 */

/** A top-level item as the permission predicates see it, with the chronicle it is in. */
export interface ItemSight {
  readonly item: OwnedItem
  readonly chronicle: ChronicleMembership | null
}

export async function sightOf(db: Db, item: OwnedItem): Promise<ItemSight> {
  return { item, chronicle: await chronicleAccess(db, item.chronicle_id) }
}

/** The owned-item fields of a stored row or entity (SQLite stores flags as 0/1). */
export function ownedItemOf(row: Readonly<Record<string, unknown>>): OwnedItem {
  return {
    player_id: Number(row.player_id),
    chronicle_id:
      row.chronicle_id === null || row.chronicle_id === undefined ? null : Number(row.chronicle_id),
    hidden: Boolean(row.hidden),
    public: Boolean(row.public),
  }
}

/**
 * The top-level item (character, qc, battlegroup, combat actor) a child belongs to, found by
 * walking up from its parent; undefined when an ancestor is gone (deleted with its parent).
 */
export async function topLevelItemOf(
  db: Db,
  parent: { type: KindName; id: number },
): Promise<OwnedItem | undefined> {
  // The item tables are generic over the kind registry, so they are read by name.
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>
  let kind = parent.type
  let id = parent.id
  for (let depth = 0; depth < 4; depth += 1) {
    const definition = KINDS[kind]
    if (definition.parentIdField === null) {
      const columns =
        kind === 'combat_actor'
          ? ['player_id', 'chronicle_id']
          : ['player_id', 'chronicle_id', 'hidden', 'public']
      const row = await anyDb
        .selectFrom(definition.table)
        .select(columns)
        .where('id', '=', id)
        .executeTakeFirst()
      return row && ownedItemOf(row)
    }
    const columns = [
      definition.parentIdField,
      ...(definition.parentTypeField ? [definition.parentTypeField] : []),
    ]
    const row = await anyDb
      .selectFrom(definition.table)
      .select(columns)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) return undefined
    const next = definition.parentTypeField
      ? kindNamed(String(row[definition.parentTypeField]))
      : definition.parents[0]?.kind
    if (next === undefined) return undefined
    kind = next
    id = Number(row[definition.parentIdField])
  }
  return undefined
}

/** A stored parent type, whether kept as the kind (`qc_attack`) or as a class (`QcAttack`). */
function kindNamed(stored: string): KindName | undefined {
  const snake = stored.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()
  return snake in KINDS ? (snake as KindName) : undefined
}

/**
 * Everyone who shares a chronicle with the player (STs and members of every chronicle they
 * run or joined), the player included: the audience of their display name.
 */
export async function playersSharingChronicles(db: Db, playerId: number): Promise<number[]> {
  const joined = db
    .selectFrom('chronicle_players')
    .select('chronicle_id')
    .where('player_id', '=', playerId)
  const chronicles = await db
    .selectFrom('chronicles')
    .select(['id', 'st_id'])
    .where((eb) => eb.or([eb('st_id', '=', playerId), eb('id', 'in', joined)]))
    .execute()
  const ids = chronicles.map((chronicle) => chronicle.id)
  const members =
    ids.length === 0
      ? []
      : await db
          .selectFrom('chronicle_players')
          .select('player_id')
          .where('chronicle_id', 'in', ids)
          .execute()
  return [
    ...new Set([
      playerId,
      ...chronicles.map((chronicle) => chronicle.st_id),
      ...members.map((member) => member.player_id),
    ]),
  ]
}

/** Which of these players still have an account. */
export async function existingPlayers(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom('players')
    .select('id')
    .where('id', 'in', [...ids])
    .execute()
  return new Set(rows.map((row) => row.id))
}

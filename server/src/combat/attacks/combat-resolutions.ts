import type { CombatantRef, CombatChange, RollVisibility } from '@loom/core'
import { readJsonDocument, writeJsonDocument } from '../../db/json-document.ts'
import type { CombatResolutionRow, Db } from '../../db/schema.ts'

/**
 * The attacks resolved in a chronicle (see migration 0006): appended as they are resolved,
 * taken back newest first by the storyteller's undo. Only the latest HISTORY_LENGTH of a
 * chronicle are kept: an undo reaches back that far.
 */
export const HISTORY_LENGTH = 50

/** One resolved attack as stored: enough to undo it and to say what it was. */
export interface StoredResolution {
  readonly id: number
  readonly chronicle_id: number
  readonly player_id: number
  readonly attacker: CombatantRef
  readonly target: CombatantRef
  /** The attack's kind, or `grapple` for a grapple action that is no attack (restrain, escape…). */
  readonly attack: 'withering' | 'decisive' | 'grapple'
  readonly hit: boolean
  /** How the roll log named the attack, and who could see its rolls. */
  readonly label: string
  readonly visibility: RollVisibility
  /** The owner of the combatant attacked (absent from resolutions stored before it was kept). */
  readonly target_player_id?: number | null
  /** The changes the attack made, in the order they were applied. */
  readonly changes: readonly CombatChange[]
  readonly roll_ids: readonly number[]
  readonly created_at: string
}

export type NewResolution = Omit<StoredResolution, 'id' | 'created_at'>

type Document = Omit<StoredResolution, 'id' | 'chronicle_id' | 'player_id' | 'created_at'>

function resolutionOf(row: CombatResolutionRow): StoredResolution {
  const document = readJsonDocument(row.document) as Document
  return {
    ...document,
    id: row.id,
    chronicle_id: row.chronicle_id,
    player_id: row.player_id,
    created_at: row.created_at,
  }
}

/** Stores a resolution and forgets the chronicle's oldest beyond HISTORY_LENGTH. */
export async function insertResolution(
  db: Db,
  resolution: NewResolution,
): Promise<StoredResolution> {
  const { chronicle_id, player_id, ...document } = resolution
  const row = await db
    .insertInto('combat_resolutions')
    .values({
      chronicle_id,
      player_id,
      document: writeJsonDocument(document),
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  const kept = db
    .selectFrom('combat_resolutions')
    .select('id')
    .where('chronicle_id', '=', chronicle_id)
    .orderBy('id', 'desc')
    .limit(HISTORY_LENGTH)
  await db
    .deleteFrom('combat_resolutions')
    .where('chronicle_id', '=', chronicle_id)
    .where('id', 'not in', kept)
    .execute()
  return resolutionOf(row)
}

/** The chronicle's latest resolution still on record, or undefined when there is none. */
export async function latestResolution(
  db: Db,
  chronicleId: number,
): Promise<StoredResolution | undefined> {
  const row = await db
    .selectFrom('combat_resolutions')
    .selectAll()
    .where('chronicle_id', '=', chronicleId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row && resolutionOf(row)
}

/** Forgets a resolution (once undone); false when it was already gone. */
export async function deleteResolution(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('combat_resolutions').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

/** The chronicle's resolutions still on record, newest first. */
export async function chronicleResolutions(
  db: Db,
  chronicleId: number,
): Promise<StoredResolution[]> {
  const rows = await db
    .selectFrom('combat_resolutions')
    .selectAll()
    .where('chronicle_id', '=', chronicleId)
    .orderBy('id', 'desc')
    .execute()
  return rows.map(resolutionOf)
}

import type { CombatChange } from '@loom/core'
import { readJsonDocument, writeJsonDocument } from '../db/json-document.ts'
import type { Db } from '../db/schema.ts'

/**
 * The combat moves of a chronicle (migration 0009), kept so that an undo takes back exactly
 * what the server did. Only the latest MOVES_KEPT of a chronicle are kept: an undo is offered
 * right after a move, and reaches back that far at most.
 */
export const MOVES_KEPT = 50

export interface RecordedMove {
  readonly id: number
  readonly chronicle_id: number
  readonly player_id: number
  /** The changes the move made, in the order they were applied. */
  readonly changes: readonly CombatChange[]
}

/** Records a move and forgets the chronicle's oldest beyond MOVES_KEPT; answers its id. */
export async function recordMove(db: Db, move: Omit<RecordedMove, 'id'>): Promise<number> {
  const row = await db
    .insertInto('combat_moves')
    .values({
      chronicle_id: move.chronicle_id,
      player_id: move.player_id,
      document: writeJsonDocument({ changes: move.changes }),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const kept = db
    .selectFrom('combat_moves')
    .select('id')
    .where('chronicle_id', '=', move.chronicle_id)
    .orderBy('id', 'desc')
    .limit(MOVES_KEPT)
  await db
    .deleteFrom('combat_moves')
    .where('chronicle_id', '=', move.chronicle_id)
    .where('id', 'not in', kept)
    .execute()
  return row.id
}

/** A move of the chronicle still on record, or undefined. */
export async function recordedMove(
  db: Db,
  chronicleId: number,
  id: number,
): Promise<RecordedMove | undefined> {
  const row = await db
    .selectFrom('combat_moves')
    .selectAll()
    .where('chronicle_id', '=', chronicleId)
    .where('id', '=', id)
    .executeTakeFirst()
  if (row === undefined) return undefined
  const { changes } = readJsonDocument(row.document) as { changes: CombatChange[] }
  return { id: row.id, chronicle_id: row.chronicle_id, player_id: row.player_id, changes }
}

/** Forgets a move (once undone); false when another request took it first. */
export async function forgetMove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('combat_moves').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

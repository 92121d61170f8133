import type { RollRecord, RollVisibility } from '@loom/core'
import { readJsonDocument, writeJsonDocument } from '../db/json-document.ts'
import type { Db, RollRow } from '../db/schema.ts'

/**
 * The roll log (see migration 0005): rolls are appended, read newest first by who may see
 * them, and cleared a whole log at a time; never changed.
 */

/** A roll to store: everything in its record but what storage gives it. */
export type NewRoll = Omit<RollRecord, 'id' | 'player_name' | 'created_at'>

type Settings = Pick<
  RollRecord,
  | 'label'
  | 'target_number'
  | 'double'
  | 'reroll'
  | 'reroll_once'
  | 'auto_successes'
  | 'damage'
  | 'spent'
>
type Result = Pick<
  RollRecord,
  'dice' | 'rerolled' | 'successes' | 'botch' | 'initiative' | 'influence'
>

function recordOf(row: RollRow & { player_name: string }): RollRecord {
  const settings = readJsonDocument(row.settings) as Settings
  const result = readJsonDocument(row.result) as Result
  return {
    id: row.id,
    chronicle_id: row.chronicle_id,
    player_id: row.player_id,
    player_name: row.player_name,
    character_type: row.character_type as RollRecord['character_type'],
    character_id: row.character_id,
    label: settings.label,
    visibility: row.visibility as RollVisibility,
    target_player_id: row.target_player_id,
    dice: result.dice,
    rerolled: result.rerolled,
    successes: result.successes,
    botch: result.botch,
    target_number: settings.target_number,
    double: settings.double,
    reroll: settings.reroll,
    reroll_once: settings.reroll_once,
    auto_successes: settings.auto_successes,
    damage: settings.damage,
    spent: settings.spent,
    initiative: result.initiative,
    // Rolls logged before social actions hold none.
    influence: result.influence ?? null,
    created_at: row.created_at,
  }
}

/** Stores a roll; `playerName` is the roller's display name, as the answer shows it. */
export async function insertRoll(db: Db, roll: NewRoll, playerName: string): Promise<RollRecord> {
  const settings: Settings = {
    label: roll.label,
    target_number: roll.target_number,
    double: roll.double,
    reroll: roll.reroll,
    reroll_once: roll.reroll_once,
    auto_successes: roll.auto_successes,
    damage: roll.damage,
    spent: roll.spent,
  }
  const result: Result = {
    dice: roll.dice,
    rerolled: roll.rerolled,
    successes: roll.successes,
    botch: roll.botch,
    initiative: roll.initiative,
    influence: roll.influence,
  }
  const row = await db
    .insertInto('rolls')
    .values({
      chronicle_id: roll.chronicle_id,
      player_id: roll.player_id,
      character_type: roll.character_type,
      character_id: roll.character_id,
      visibility: roll.visibility,
      target_player_id: roll.target_player_id,
      settings: writeJsonDocument(settings),
      result: writeJsonDocument(result),
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return recordOf({ ...row, player_name: playerName })
}

interface Slice {
  readonly limit: number
  readonly offset: number
}

type RollQuery = ReturnType<typeof rollsFrom>

function rollsFrom(db: Db) {
  return db.selectFrom('rolls').innerJoin('players', 'players.id', 'rolls.player_id')
}

async function rollsWhere(
  db: Db,
  filter: (query: RollQuery) => RollQuery,
  slice: Slice,
): Promise<RollRecord[]> {
  const rows = await filter(rollsFrom(db))
    .selectAll('rolls')
    .select('players.display_name as player_name')
    .orderBy('rolls.id', 'desc')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute()
  return rows.map(recordOf)
}

async function countWhere(db: Db, filter: (query: RollQuery) => RollQuery): Promise<number> {
  const row = await filter(rollsFrom(db))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** A page of rolls, newest first, and how many there are in all. */
export interface RollPage {
  readonly rolls: RollRecord[]
  readonly total: number
}

/**
 * The chronicle's rolls `viewer` may see: the same rule as core's canSeeRoll, as a query
 * (their own, the public ones, the storyteller ones when they are the storyteller, and the
 * attacks on their combatants).
 */
export async function chronicleRolls(
  db: Db,
  chronicleId: number,
  viewer: { readonly id: number; readonly storyteller: boolean },
  slice: Slice,
): Promise<RollPage> {
  const seen = viewer.storyteller ? ['public', 'storyteller'] : ['public']
  const filter = (query: RollQuery) =>
    query
      .where('rolls.chronicle_id', '=', chronicleId)
      .where((eb) =>
        eb.or([
          eb('rolls.player_id', '=', viewer.id),
          eb('rolls.target_player_id', '=', viewer.id),
          eb('rolls.visibility', 'in', seen),
        ]),
      )
  const [rolls, total] = await Promise.all([rollsWhere(db, filter, slice), countWhere(db, filter)])
  return { rolls, total }
}

/** The player's personal rolls (outside any chronicle). */
export async function personalRolls(db: Db, playerId: number, slice: Slice): Promise<RollPage> {
  const filter = (query: RollQuery) =>
    query.where('rolls.chronicle_id', 'is', null).where('rolls.player_id', '=', playerId)
  const [rolls, total] = await Promise.all([rollsWhere(db, filter, slice), countWhere(db, filter)])
  return { rolls, total }
}

/** Empties a chronicle's log; answers how many rolls went. */
export async function clearChronicleRolls(db: Db, chronicleId: number): Promise<number> {
  const result = await db
    .deleteFrom('rolls')
    .where('chronicle_id', '=', chronicleId)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Empties a player's personal log; answers how many rolls went. */
export async function clearPersonalRolls(db: Db, playerId: number): Promise<number> {
  const result = await db
    .deleteFrom('rolls')
    .where('chronicle_id', 'is', null)
    .where('player_id', '=', playerId)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

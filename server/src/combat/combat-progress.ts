import type { HappeningAudience, HappeningSubject } from '@loom/core'
import type { Db } from '../db/schema.ts'
import type { Happening } from '../happenings/happenings.ts'
import type { AppliedChange, ChronicleCombat, CombatEntry } from './chronicle-combat.ts'

/**
 * Whether a combat write started or ended the chronicle's combat, or began a new round, and
 * which round that is. Combat starts when a first combatant enters it and ends when the last
 * leaves, whichever way that happens (Join Battle from the tracker or a roll, ending combat, an
 * undo); a round starts with combat (round 1) and with each of the storyteller's new rounds.
 * Rounds are counted in `combat_rounds`, written in the move's own transaction; an undone new
 * round is not counted back.
 */
export interface CombatProgress {
  readonly started: boolean
  readonly ended: boolean
  /** The round that began with this write, if one did. */
  readonly round: number | null
  /** Who may know of it: everyone, unless every combatant concerned is hidden. */
  readonly audience: HappeningAudience
}

function inCombatAfter(combat: ChronicleCombat, applied: readonly AppliedChange[]) {
  return combat.entries.filter((entry) => {
    const change = applied.findLast(
      (candidate) => candidate.kind === entry.kind && candidate.after.id === entry.entity.id,
    )
    return change === undefined ? entry.participant.in_combat : change.after.in_combat === true
  })
}

/** Everyone, once a combatant the players can see is concerned; else the owners alone. */
function audienceOf(entries: readonly CombatEntry[]): HappeningAudience {
  if (entries.some((entry) => entry.entity.hidden !== true)) return 'chronicle'
  return { storyteller_and: [...new Set(entries.map((entry) => Number(entry.entity.player_id)))] }
}

/**
 * Reads what `applied` did to the combat `combat` held before it, and counts the round, in the
 * write's transaction. `newRound`: the write is the storyteller's new round.
 */
export async function combatProgress(
  trx: Db,
  combat: ChronicleCombat,
  applied: readonly AppliedChange[],
  newRound: boolean,
): Promise<CombatProgress> {
  const before = combat.entries.filter((entry) => entry.participant.in_combat)
  const after = inCombatAfter(combat, applied)
  const started = before.length === 0 && after.length > 0
  const ended = before.length > 0 && after.length === 0
  const chronicleId = combat.chronicleId
  let round: number | null = null
  if (ended) {
    await trx.deleteFrom('combat_rounds').where('chronicle_id', '=', chronicleId).execute()
  } else if (started) {
    round = await setRound(trx, chronicleId, 1)
  } else if (newRound && after.length > 0) {
    const counted = await trx
      .selectFrom('combat_rounds')
      .select('round')
      .where('chronicle_id', '=', chronicleId)
      .executeTakeFirst()
    // A combat begun before rounds were counted is taken to be in its first round.
    round = await setRound(trx, chronicleId, (counted?.round ?? 1) + 1)
  }
  return { started, ended, round, audience: audienceOf(ended ? before : after) }
}

async function setRound(trx: Db, chronicleId: number, round: number): Promise<number> {
  await trx
    .insertInto('combat_rounds')
    .values({ chronicle_id: chronicleId, round })
    .onConflict((conflict) => conflict.column('chronicle_id').doUpdateSet({ round }))
    .execute()
  return round
}

/** The happenings of a combat's progress, in the order they happened. */
export function progressHappenings(chronicleId: number, progress: CombatProgress): Happening[] {
  const subjects: HappeningSubject[] = []
  if (progress.started) subjects.push({ kind: 'combat_started' })
  if (progress.round !== null) subjects.push({ kind: 'round_started', round: progress.round })
  if (progress.ended) subjects.push({ kind: 'combat_ended' })
  const at = new Date().toISOString()
  return subjects.map((subject) => ({
    chronicle_id: chronicleId,
    at,
    audience: progress.audience,
    ...subject,
  }))
}

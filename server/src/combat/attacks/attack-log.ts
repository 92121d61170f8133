import {
  type CombatChange,
  DEFAULT_TARGET_NUMBER,
  type Resolution,
  type RollSpend,
  type RollVisibility,
} from '@loom/core'
import type { NewRoll } from '../../rolls/roll-log.ts'

/** Where an attack's rolls go: the chronicle's log, as the caller's rolls, seen as asked. */
export interface AttackLogPlace {
  readonly chronicleId: number
  readonly callerId: number
  readonly visibility: RollVisibility
  /** The owner of the combatant attacked, who sees the rolls whatever their visibility. */
  readonly targetPlayerId: number | null
}

/** The attacker's Initiative after the attack, for the log's Join Battle roll of a Shift. */
function initiativeAfter(resolution: Resolution): number | null {
  const [first] = resolution.rolls
  const change = resolution.changes.find(
    (candidate: CombatChange) =>
      first !== undefined &&
      candidate.kind === first.roller.kind &&
      candidate.id === first.roller.id &&
      'initiative' in candidate.after,
  )
  return change === undefined ? null : Number(change.after.initiative)
}

/**
 * The roll log's entries for an attack: one per roll (attack, damage, an Initiative Shift's
 * Join Battle), each for the attacker and labelled with what the roll was and what followed
 * from it, so the whole table reads the exchange in the log. The spend rides on the attack roll.
 */
export function attackRolls(
  resolution: Resolution,
  place: AttackLogPlace,
  spent: RollSpend | null,
): NewRoll[] {
  return resolution.rolls.map((roll, index) => ({
    chronicle_id: place.chronicleId,
    player_id: place.callerId,
    character_type: roll.roller.kind,
    character_id: roll.roller.id,
    label: [roll.label, ...roll.notes].join('. '),
    visibility: place.visibility,
    target_player_id: place.targetPlayerId,
    dice: roll.result.dice,
    rerolled: roll.result.rerolled,
    successes: roll.result.successes,
    botch: roll.result.botch,
    target_number: roll.settings.target_number,
    double: [...roll.settings.double],
    reroll: [...roll.settings.reroll],
    reroll_once: roll.settings.reroll_once,
    auto_successes: roll.settings.auto_successes,
    damage: roll.settings.damage,
    spent: index === 0 ? spent : null,
    initiative: roll.roll === 'join_battle' ? initiativeAfter(resolution) : null,
    influence: null,
  }))
}

/** The log's note that the storyteller took an attack back: no dice, its label. */
export function undoneRoll(
  place: AttackLogPlace,
  attacker: { readonly type: NewRoll['character_type'] & string; readonly id: number },
  label: string,
): NewRoll {
  return {
    chronicle_id: place.chronicleId,
    player_id: place.callerId,
    character_type: attacker.type,
    character_id: attacker.id,
    label: `Undone by the storyteller: ${label}`,
    visibility: place.visibility,
    target_player_id: place.targetPlayerId,
    dice: [],
    rerolled: [],
    successes: 0,
    botch: false,
    target_number: DEFAULT_TARGET_NUMBER,
    double: [],
    reroll: [],
    reroll_once: true,
    auto_successes: 0,
    damage: false,
    spent: null,
    initiative: null,
    influence: null,
  }
}

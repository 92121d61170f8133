import { z } from 'zod'
import { MAX_DICE, ROLL_VISIBILITIES, spendSchema } from '../dice/roll-request.ts'
import { choice, closedObject, flag, signedNumber, wholeNumber } from '../schemas/fields.ts'
import { RANGE_BANDS } from '../vocabulary/range-bands.ts'
import { ATTACK_KINDS, DEFENCE_CHOICES } from './attack.ts'
import { DAMAGE_KINDS } from './fighter.ts'
import { GAMBITS } from './gambits.ts'
import { combatantRefSchema } from './requests.ts'

/**
 * The body of POST /api/v1/chronicles/{id}/combat/attack: one attack, resolved by the server
 * from the combatants' sheets and its own dice. Only the attacker, target, kind of attack and
 * weapon are required; the rest describes what the table adds.
 */

const id = (field: string) =>
  z.int({ error: `${field} must be an id` }).positive({ error: `${field} must be an id` })

/** Far above any bonus a charm or circumstance gives one roll or Defence. */
const MOST_BONUS = MAX_DICE

export const attackRequestSchema = closedObject({
  attacker: combatantRefSchema,
  target: combatantRefSchema,
  attack: choice(ATTACK_KINDS),
  /** A decisive attack made as a gambit (gambits.ts): its Initiative roll replaces the damage. */
  gambit: choice(GAMBITS).optional(),
  /** The target did not see it coming (an ambush): it defends at 0 (docs/rules.md). */
  unexpected: flag().default(false),
  /** The attacker's weapon (a character) or qc attack (a qc or battlegroup, or a copy of one). */
  weapon_id: id('weapon_id'),
  /** A ranged weapon's band; short when it reaches it, else close. */
  range: choice(RANGE_BANDS).optional(),
  defence: choice(DEFENCE_CHOICES).default('best'),
  /** With defence `parry` (or `best`): the target's weapon to parry with; absent, the best. */
  parry_weapon_id: id('parry_weapon_id').nullable().default(null),
  defence_bonus: wholeNumber(-MOST_BONUS, MOST_BONUS).default(0),
  excellency_dice: wholeNumber(0, MAX_DICE).default(0),
  stunt: wholeNumber(0, 3).default(0),
  /** A point of Willpower spent on the attack roll: one automatic success, and the point is paid. */
  willpower: flag().default(false),
  /**
   * What the attack costs the attacker besides that point (the excellency's motes), taken in
   * the same action: as a roll's spend.
   */
  spend: spendSchema.nullable().default(null),
  bonus_dice: wholeNumber(-MAX_DICE, MAX_DICE).default(0),
  /** Added to a withering attack's raw damage. */
  damage_bonus: wholeNumber(-MOST_BONUS, MOST_BONUS).default(0),
  /** Overrides the weapon's damage type for a decisive hit. */
  damage_type: choice(DAMAGE_KINDS).optional(),
  /** The tick the attack happens on, for an Initiative Shift's extra turn; the attacker's Initiative. */
  tick: signedNumber().optional(),
  /**
   * The attack is the attacker's action on its turn, which it marks as taken (false for a
   * counterattack, or an attack that is not the turn's action).
   */
  takes_turn: flag().default(true),
  /**
   * Who sees the attack's rolls in the roll log; absent, everyone in the chronicle, or only the
   * storyteller and the attacker's player when the attacker or the target is hidden.
   */
  visibility: choice(ROLL_VISIBILITIES).optional(),
})

export type AttackRequest = z.output<typeof attackRequestSchema>
export type AttackRequestBody = z.input<typeof attackRequestSchema>

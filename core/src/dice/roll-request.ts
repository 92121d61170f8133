/**
 * The body of POST /api/v1/chronicles/{id}/rolls and POST /api/v1/rolls:
 * `{"roll": {"dice": 8, ...}}`. Only `dice` is required; every unknown key is refused.
 */
import { z } from 'zod'
import { WILLPOWER_CEILING } from '../combat/willpower.ts'
import { MOTE_POOLS } from '../rules/motes.ts'
import { choice, closedObject, flag, line, list, wholeNumber } from '../schemas/fields.ts'
import { COMBATANT_KINDS } from '../vocabulary/combatants.ts'
import {
  DEFAULT_TARGET_NUMBER,
  DIE_SIDES,
  defaultDoubles,
  type PoolSettings,
  rerollsForever,
} from './pool.ts'

/** The largest pool one roll may have. */
export const MAX_DICE = 100
/** Far above what stunts, willpower and charms together ever give one roll. */
export const MAX_AUTO_SUCCESSES = 100
/** The most motes one roll may spend at once. */
export const MAX_ROLL_MOTES = 100

/**
 * Who sees a roll in a chronicle: everyone in it, the roller and the storyteller, or the
 * roller alone. A personal roll (outside any chronicle) is the roller's alone whatever it says.
 */
export const ROLL_VISIBILITIES = ['public', 'storyteller', 'private'] as const
export type RollVisibility = (typeof ROLL_VISIBILITIES)[number]

/** Who a roll is for: the same kinds that take part in combat. */
export const ROLLER_KINDS = COMBATANT_KINDS

/** A set of faces, given as a list; kept sorted without repeats. */
const faces = list(wholeNumber(1, DIE_SIDES)).transform((given) =>
  [...new Set(given)].sort((a, b) => a - b),
)

/** What the roll costs its character, taken in the same transaction that stores the roll. */
export const spendSchema = closedObject({
  motes: wholeNumber(0, MAX_ROLL_MOTES).default(0),
  pool: choice(MOTE_POOLS).default('personal'),
  /** A mute spend leaves the anima where it is. */
  mute: flag().default(false),
  willpower: wholeNumber(0, WILLPOWER_CEILING).default(0),
})
export type RollSpend = z.output<typeof spendSchema>

const rollFieldsSchema = closedObject({
  dice: wholeNumber(1, MAX_DICE),
  target_number: wholeNumber(1, DIE_SIDES).default(DEFAULT_TARGET_NUMBER),
  /** Absent: 10s, or nothing on a damage roll (see defaultDoubles). */
  double: faces.optional(),
  reroll: faces.default([]),
  reroll_once: flag().default(true),
  auto_successes: wholeNumber(0, MAX_AUTO_SUCCESSES).default(0),
  damage: flag().default(false),
  label: line().trim().default(''),
  character_type: choice(ROLLER_KINDS).nullable().default(null),
  character_id: z
    .int({ error: 'character_id must be an id' })
    .positive({ error: 'character_id must be an id' })
    .nullable()
    .default(null),
  visibility: choice(ROLL_VISIBILITIES).default('public'),
  spend: spendSchema.nullable().default(null),
  /** The roll is its character's Join Battle: successes + 3 become its Initiative. */
  join_battle: flag().default(false),
})

export const rollRequestSchema = closedObject({ roll: rollFieldsSchema })
  .superRefine(({ roll }, context) => {
    const problem = (field: string, message: string) =>
      context.addIssue({ code: 'custom', path: ['roll', field], message })
    if ((roll.character_type === null) !== (roll.character_id === null)) {
      problem('character_id', 'character_type and character_id must be given together')
    }
    if (roll.character_id === null) {
      if (roll.spend !== null)
        problem('spend', 'spend needs the character_type and character_id who pay')
      if (roll.join_battle)
        problem('join_battle', 'join_battle needs the character_type and character_id who join')
    }
    if (rerollsForever(roll)) {
      problem(
        'reroll',
        'reroll cannot list every face unless reroll_once is true: it would never end',
      )
    }
  })
  .transform(({ roll }) => ({ ...roll, double: roll.double ?? defaultDoubles(roll.damage) }))

/** A roll request as the server acts on it: defaults filled in, faces sorted without repeats. */
export type RollRequest = z.output<typeof rollRequestSchema>
/** A roll request as a client may send it (only `dice` in `roll` is required). */
export type RollRequestBody = z.input<typeof rollRequestSchema>

/** The pool a request rolls. A Join Battle roll cannot botch (docs/rules.md, Dice). */
export function poolOf(request: RollRequest): PoolSettings {
  return { ...request, botchable: !request.join_battle }
}

/**
 * The body of POST /api/v1/chronicles/{id}/rolls and POST /api/v1/rolls:
 * `{"roll": {"dice": 8, ...}}`. Only `dice` is required; every unknown key is refused.
 */
import { z } from 'zod'
import { WILLPOWER_CEILING } from '../combat/willpower.ts'
import { MOTE_POOLS } from '../rules/motes.ts'
import { choice, closedObject, flag, line, list, wholeNumber } from '../schemas/fields.ts'
import { COMBATANT_KINDS } from '../vocabulary/combatants.ts'
import { INTIMACY_STANCES, SOCIAL_ACTIONS } from '../vocabulary/social-actions.ts'
import { extendedTargetSchema } from './extended-roll.ts'
import {
  DEFAULT_TARGET_NUMBER,
  DIE_SIDES,
  defaultDoubles,
  type PoolSettings,
  rerollsForever,
} from './pool.ts'
import { SOCIAL_TARGET_KINDS } from './social-target.ts'

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

/**
 * A social action the roll makes: the server reads the target's Resolve or Guile, the named
 * Intimacy (one of its ties or principles, by id) and Willpower, and logs the outcome with the
 * roll (docs/rules.md, "Lunar forms and social influence").
 */
export const influenceSchema = closedObject({
  action: choice(SOCIAL_ACTIONS, 'a social action'),
  target_type: choice(SOCIAL_TARGET_KINDS, 'character or qc'),
  target_id: z
    .int({ error: 'influence.target_id must be an id' })
    .positive({ error: 'influence.target_id must be an id' }),
  intimacy_id: line().nullable().default(null),
  stance: choice(INTIMACY_STANCES).default('supports'),
})
export type InfluenceRequest = z.output<typeof influenceSchema>

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
  /** The roll is one interval of this extended roll of its character (see extended-roll.ts). */
  extended: extendedTargetSchema.nullable().default(null),
  influence: influenceSchema.nullable().default(null),
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
    if (roll.extended !== null) {
      if (roll.character_type !== 'character')
        problem('extended', 'extended needs the character_type character and its character_id')
      if (roll.join_battle) problem('extended', 'an extended roll cannot be a Join Battle')
      if (roll.damage) problem('extended', 'an extended roll cannot be a damage roll')
      if (roll.influence !== null) problem('extended', 'an extended roll cannot be a social action')
    }
    if (roll.influence !== null && roll.join_battle) {
      problem('influence', 'a Join Battle roll is not a social action')
    }
    if (roll.influence?.action === 'read_intentions' && roll.influence.intimacy_id !== null) {
      problem('influence', 'reading intentions names no Intimacy: it is rolled against Guile alone')
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

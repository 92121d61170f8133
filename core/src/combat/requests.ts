import { z } from 'zod'
import { closedObject, flag, signedNumber, wholeNumber } from '../schemas/fields.ts'
import { COMBATANT_KINDS } from '../vocabulary/combatants.ts'
import { WILLPOWER_CEILING } from './willpower.ts'

/**
 * The bodies of the chronicle's combat and storyteller-control requests
 * (POST /api/v1/chronicles/{id}/combat/… and …/st_actions/…), and what they answer.
 */

/** A combatant named in a request: `{type: "qc", id: 12}`, as live events name kinds. */
export const combatantRefSchema = closedObject({
  type: z.enum(COMBATANT_KINDS, {
    error: `type must be one of ${COMBATANT_KINDS.join(', ')}`,
  }),
  id: z.int({ error: 'id must be a whole number' }).positive({ error: 'id must be an id' }),
})
export type CombatantRef = z.infer<typeof combatantRefSchema>

/** The most dice a Join Battle roll could sensibly show. */
const MOST_SUCCESSES = 100
/** A year and a day of downtime is the longest the controls offer. */
const MOST_DOWNTIME_HOURS = 366 * 24
const MOST_MOTES = 100

/** The body of a request whose path says it all: nothing, or an empty object. */
export const noFieldsSchema = closedObject({})

export const joinBattleSchema = closedObject({
  combatant: combatantRefSchema,
  successes: wholeNumber(0, MOST_SUCCESSES),
})

export const initiativeSchema = closedObject({
  combatant: combatantRefSchema,
  initiative: signedNumber(),
  /** Who brought it there; when that crashes it, they gain the Initiative Break. */
  attacker: combatantRefSchema.nullable().optional(),
})

export const actedSchema = closedObject({ combatant: combatantRefSchema, acted: flag() })

export const leaveCombatSchema = closedObject({ combatant: combatantRefSchema })

export const respireSchema = closedObject({
  motes: wholeNumber(0, MOST_MOTES),
  include_qcs: flag().default(false),
})

export const recoverWillpowerSchema = closedObject({
  willpower: wholeNumber(0, WILLPOWER_CEILING),
  exceed_permanent: flag().default(false),
  include_qcs: flag().default(false),
})

export const downtimeSchema = closedObject({
  hours: wholeNumber(0, MOST_DOWNTIME_HOURS),
  end_scene: flag().default(true),
})

/** One entity's change as the API reports it, with its version after the change. */
export interface CombatChangeJson {
  readonly type: (typeof COMBATANT_KINDS)[number]
  readonly id: number
  readonly before: Readonly<Record<string, unknown>>
  readonly after: Readonly<Record<string, unknown>>
  readonly version: number
}

/**
 * What every combat and storyteller-control request answers: the changes it made, and the id
 * under which the server recorded them for an undo (null when nothing changed).
 */
export interface CombatResult {
  readonly changes: readonly CombatChangeJson[]
  readonly move_id: number | null
}

/**
 * An undo names a move the server recorded (a request's `move_id`); the server writes back the
 * values the move replaced, provided the fields still hold what it left. A client never says
 * what an undo writes, so no rule of a PATCH can be stepped around through it.
 */
export const undoSchema = closedObject({
  move_id: z
    .int({ error: 'move_id must be the id of a move' })
    .positive({ error: 'move_id must be the id of a move' }),
})

import { z } from 'zod'
import { MAX_DICE, ROLL_VISIBILITIES } from '../dice/roll-request.ts'
import { choice, closedObject, flag, wholeNumber } from '../schemas/fields.ts'
import { ATTACK_KINDS } from './attack.ts'
import { combatantRefSchema } from './requests.ts'

/**
 * The body of POST /api/v1/chronicles/{id}/combat/grapple: one action in a grapple, resolved
 * by the server from the combatants' sheets and its own dice (grapple-actions.ts). The
 * controller savages, throws, restrains, drags or releases the one it holds; the one held
 * tries to escape.
 */

export const GRAPPLE_ACTIONS = ['savage', 'throw', 'restrain', 'drag', 'release', 'escape'] as const
export type GrappleAction = (typeof GRAPPLE_ACTIONS)[number]

/** The actions that are attacks, made with a weapon or qc attack. */
export const GRAPPLE_ATTACKS: readonly GrappleAction[] = ['savage', 'throw']

export const grappleRequestSchema = closedObject({
  controller: combatantRefSchema,
  held: combatantRefSchema,
  action: choice(GRAPPLE_ACTIONS),
  /** Savage and throw: a withering or decisive attack. */
  attack: choice(ATTACK_KINDS).default('withering'),
  /** Savage and throw: the controller's weapon or qc attack. */
  weapon_id: z
    .int({ error: 'weapon_id must be an id' })
    .positive({ error: 'weapon_id must be an id' })
    .optional(),
  excellency_dice: wholeNumber(0, MAX_DICE).default(0),
  stunt: wholeNumber(0, 3).default(0),
  bonus_dice: wholeNumber(-MAX_DICE, MAX_DICE).default(0),
  /** A point of Willpower on the roll (the attack, or the escape): one automatic success. */
  willpower: flag().default(false),
  /** Who sees the rolls; absent, as an attack's (see attack-request.ts). */
  visibility: choice(ROLL_VISIBILITIES).optional(),
})

export type GrappleRequest = z.output<typeof grappleRequestSchema>
export type GrappleRequestBody = z.input<typeof grappleRequestSchema>

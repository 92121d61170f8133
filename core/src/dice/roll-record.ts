/**
 * A stored roll as the API answers it and the live `roll` event carries it. Clients parse
 * events with `rollRecordSchema`; the server builds records from its rows.
 */
import { z } from 'zod'
import { MOTE_POOLS } from '../rules/motes.ts'
import { ROLL_VISIBILITIES, ROLLER_KINDS } from './roll-request.ts'

const id = z.int().positive()
const face = z.int().min(1).max(10)

export const rollRecordSchema = z.strictObject({
  id,
  /** Null for a personal roll. */
  chronicle_id: id.nullable(),
  player_id: id,
  /** The roller's display name now (players see each other's names in a chronicle). */
  player_name: z.string(),
  character_type: z.enum(ROLLER_KINDS).nullable(),
  character_id: id.nullable(),
  label: z.string(),
  visibility: z.enum(ROLL_VISIBILITIES),
  /** An attack's: the owner of the combatant attacked, who sees it whatever its visibility. */
  target_player_id: id.nullable(),
  /** The final faces, in the order rolled. */
  dice: z.array(face),
  /** The faces rerolls replaced. */
  rerolled: z.array(face),
  successes: z.int().min(0),
  botch: z.boolean(),
  target_number: z.int(),
  double: z.array(face),
  reroll: z.array(face),
  reroll_once: z.boolean(),
  auto_successes: z.int().min(0),
  damage: z.boolean(),
  /** What the roll took from its character, when it spent anything. */
  spent: z
    .strictObject({
      motes: z.int().min(0),
      pool: z.enum(MOTE_POOLS),
      mute: z.boolean(),
      willpower: z.int().min(0),
    })
    .nullable(),
  /** A Join Battle roll: the Initiative its character was given (successes + 3). */
  initiative: z.int().nullable(),
  created_at: z.string(),
})
export type RollRecord = z.infer<typeof rollRecordSchema>

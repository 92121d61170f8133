/**
 * A stored roll as the API answers it and the live `roll` event carries it. Clients parse
 * events with `rollRecordSchema`; the server builds records from its rows.
 */
import { z } from 'zod'
import { MOTE_POOLS } from '../rules/motes.ts'
import { INTIMACY_STANCES, SOCIAL_ACTIONS } from '../vocabulary/social-actions.ts'
import { ROLL_VISIBILITIES, ROLLER_KINDS } from './roll-request.ts'
import { SOCIAL_TARGET_KINDS } from './social-target.ts'

/** A social action's outcome as the roll log keeps it (see rules/influence-*.ts). */
export const influenceRecordSchema = z.strictObject({
  action: z.enum(SOCIAL_ACTIONS),
  target_type: z.enum(SOCIAL_TARGET_KINDS),
  target_id: z.int().positive(),
  target_name: z.string(),
  intimacy: z
    .strictObject({
      subject: z.string(),
      rating: z.int().min(0),
      stance: z.enum(INTIMACY_STANCES),
    })
    .nullable(),
  defence: z.enum(['resolve', 'guile']),
  difficulty: z.int().min(0),
  parts: z.array(z.strictObject({ label: z.string(), value: z.int() })),
  succeeded: z.boolean(),
  margin: z.int().min(0),
  resistible: z.boolean(),
})
export type InfluenceRecord = z.infer<typeof influenceRecordSchema>

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
  /** A social action: its target, difficulty and outcome; null for every other roll. */
  influence: influenceRecordSchema.nullable(),
  created_at: z.string(),
})
export type RollRecord = z.infer<typeof rollRecordSchema>

/**
 * What happened in a chronicle, as the server tells it after the change committed: players
 * joining and leaving, items added and removed, combat and its rounds, resolved attacks, rolls,
 * experience awards, handovers. The session log keeps each one as a line; other listeners
 * (a Discord webhook) pass on those the whole chronicle may see.
 */
import { z } from 'zod'
import { attackSummarySchema } from './combat/attack-summary.ts'
import { experienceAwardSummarySchema } from './creation/experience-awards.ts'
import { rollRecordSchema } from './dice/roll-record.ts'
import { type ChronicleMembership, isMember, isStoryteller, type Viewer } from './permissions.ts'

/**
 * Who may know of a happening: `chronicle`, every member and the storyteller; otherwise the
 * storyteller and these players (an owner of a hidden item, the target of a storyteller-only
 * roll). Only `chronicle` happenings ever leave the server to a third party.
 */
export type HappeningAudience = 'chronicle' | { storyteller_and: number[] }

const id = z.int().positive()
const person = z.strictObject({ id, name: z.string() })
const itemRef = z.strictObject({ type: z.string(), id, name: z.string() })

/** What a happening is about, by kind: the part every reader of it sees. */
export const happeningSubjectSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.enum(['player_joined', 'player_left', 'player_removed']),
    player: person,
  }),
  z.strictObject({ kind: z.enum(['item_added', 'item_removed']), item: itemRef }),
  z.strictObject({ kind: z.literal('combat_started') }),
  z.strictObject({ kind: z.literal('combat_ended') }),
  z.strictObject({ kind: z.literal('round_started'), round: z.int().positive() }),
  z.strictObject({ kind: z.literal('roll'), roll: rollRecordSchema }),
  z.strictObject({ kind: z.literal('attack_resolved'), attack: attackSummarySchema }),
  z.strictObject({ kind: z.literal('experience_awarded'), award: experienceAwardSummarySchema }),
  z.strictObject({ kind: z.literal('item_handed_over'), item: itemRef, from: person, to: person }),
  z.strictObject({ kind: z.literal('chronicle_handed_over'), from: person, to: person }),
])
export type HappeningSubject = z.infer<typeof happeningSubjectSchema>
export type HappeningKind = HappeningSubject['kind']

export type Happening = {
  chronicle_id: number
  /** When it happened (ISO 8601), as the server that told it saw it. */
  at: string
  audience: HappeningAudience
} & HappeningSubject

/**
 * One line of a chronicle's session log as the API and the live `log_line` event carry it:
 * the happening without its audience (whoever reads a line is in it).
 */
export const sessionLogLineSchema = z.intersection(
  z.strictObject({ id, chronicle_id: id, at: z.string() }),
  happeningSubjectSchema,
)
export type SessionLogLine = { id: number; chronicle_id: number; at: string } & HappeningSubject

/**
 * Whether a player may read a happening: the storyteller always; a member when it is for the
 * whole chronicle or names them. Whoever left the chronicle reads none of its happenings.
 */
export function canSeeHappening(
  viewer: Viewer,
  audience: HappeningAudience,
  chronicle: ChronicleMembership,
): boolean {
  if (isStoryteller(viewer, chronicle)) return true
  if (!isMember(viewer, chronicle)) return false
  return audience === 'chronicle' || audience.storyteller_and.includes(viewer.id)
}

/** Everyone who may read a happening now: its live line goes to exactly them. */
export function happeningAudienceIds(
  audience: HappeningAudience,
  chronicle: ChronicleMembership,
): number[] {
  return [chronicle.st_id, ...chronicle.member_ids].filter(
    (playerId, index, all) =>
      all.indexOf(playerId) === index && canSeeHappening({ id: playerId }, audience, chronicle),
  )
}

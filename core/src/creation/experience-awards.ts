import { z } from 'zod'
import { characterTypeRecord } from '../character-types/table.ts'
import type { CharacterFields } from '../schemas/character.ts'
import { choice, wholeNumber } from '../schemas/fields.ts'
import { isCharacterType } from '../vocabulary/character-types.ts'

/**
 * Experience the storyteller awards (POST /chronicles/{id}/experience_awards), and what a
 * character's experience comes to by kind.
 *
 * Kinds: `normal` experience (the XP log), `exalt`, the character type's own (Solar, Dragon,
 * Lunar… experience: the second log, which Mortals do not have), and the three kinds of craft
 * experience (silver, gold, white), which every character keeps as plain counts.
 *
 * An award is a line of its log labelled `Award: <reason>` whose points count as earned, not
 * spent: what a log has spent is the sum of its other lines. A craft award raises its count and
 * notes itself in the XP log with 0 points, so the reason is kept where the other awards are.
 */

export const EXPERIENCE_KINDS = [
  'normal',
  'exalt',
  'craft_silver',
  'craft_gold',
  'craft_white',
] as const
export type ExperienceKind = (typeof EXPERIENCE_KINDS)[number]

export const AWARD_LABEL_PREFIX = 'Award: '
/** The most one award may give; sessions award a handful, milestones a few dozen. */
export const MAX_EXPERIENCE_AWARD = 100
export const MAX_AWARD_REASON_LENGTH = 150
/** Characters one award may name at once: a whole party and then some. */
export const MAX_AWARDED_CHARACTERS = 30

const CRAFT_FIELDS = {
  craft_silver: 'xp_craft_silver',
  craft_gold: 'xp_craft_gold',
  craft_white: 'xp_craft_white',
} as const

const LOGS = {
  normal: { log: 'xp_log', earned: 'xp_total' },
  exalt: { log: 'xp_log_solar', earned: 'xp_solar_total' },
} as const

export const experienceAwardSchema = z.strictObject(
  {
    character_ids: z
      .array(z.int({ error: 'character_ids must hold character ids' }).positive(), {
        error: 'character_ids must be a list of character ids',
      })
      .min(1, { error: 'character_ids must name at least one character' })
      .max(MAX_AWARDED_CHARACTERS, {
        error: `character_ids may name at most ${MAX_AWARDED_CHARACTERS} characters`,
      })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'character_ids names a character twice',
      }),
    kind: choice(EXPERIENCE_KINDS),
    amount: wholeNumber(1, MAX_EXPERIENCE_AWARD),
    reason: z
      .string({ error: 'reason must be text' })
      .trim()
      .min(1, { error: 'reason cannot be blank' })
      .max(MAX_AWARD_REASON_LENGTH, {
        error: `reason must be at most ${MAX_AWARD_REASON_LENGTH} characters`,
      }),
  },
  { error: 'the body must be an object' },
)
export type ExperienceAward = z.infer<typeof experienceAwardSchema>

/** The kinds of experience a character of this type keeps. */
export function experienceKindsOf(type: string | null): readonly ExperienceKind[] {
  const exalt = (type === null || isCharacterType(type)) && characterTypeRecord(type).isExalt
  return EXPERIENCE_KINDS.filter((kind) => kind !== 'exalt' || exalt)
}

/** "Solar experience", "Dragon experience", "gold craft experience"… for one character. */
export function experienceKindLabel(
  kind: ExperienceKind,
  character: { readonly type: string | null; readonly exalt_type: string },
): string {
  if (kind === 'normal') return 'experience'
  if (kind === 'exalt') return `${exaltXpWord(character)} experience`
  return `${kind.slice('craft_'.length)} craft experience`
}

/** "Solar" for a Solar; a custom type's first word of its own type name. */
export function exaltXpWord(character: {
  readonly type: string | null
  readonly exalt_type: string
}): string {
  const type = character.type !== null && isCharacterType(character.type) ? character.type : null
  return (
    characterTypeRecord(type).xpWord ?? (character.exalt_type.trim().split(/\s+/)[0] || 'Exalt')
  )
}

type LogEntry = { readonly id?: string; readonly label: string; readonly points: number }

export function isAwardLine(entry: Pick<LogEntry, 'label'>): boolean {
  return entry.label.startsWith(AWARD_LABEL_PREFIX)
}

/** A log's totals: earned (the earned field and every award line), spent, what remains. */
export interface LogTotals {
  readonly awarded: number
  readonly earned: number
  readonly spent: number
  readonly remaining: number
}

export function logTotals(log: readonly LogEntry[], earnedField: number | null): LogTotals {
  let awarded = 0
  let spent = 0
  for (const entry of log) {
    if (isAwardLine(entry)) awarded += entry.points
    else spent += entry.points
  }
  const earned = (earnedField ?? 0) + awarded
  return { awarded, earned, spent, remaining: earned - spent }
}

/**
 * The fields an award changes on a character, as a PATCH would send them: the new log with the
 * award's line at its end, or the raised craft count and its note.
 */
export function awardedFields(
  character: Pick<
    CharacterFields,
    'xp_log' | 'xp_log_solar' | 'xp_craft_silver' | 'xp_craft_gold' | 'xp_craft_white'
  >,
  award: Pick<ExperienceAward, 'kind' | 'amount' | 'reason'>,
): Record<string, unknown> {
  const label = `${AWARD_LABEL_PREFIX}${award.reason}`
  if (award.kind === 'normal' || award.kind === 'exalt') {
    const { log } = LOGS[award.kind]
    return { [log]: [...character[log], { label, points: award.amount }] }
  }
  const field = CRAFT_FIELDS[award.kind]
  const color = award.kind.slice('craft_'.length)
  return {
    [field]: character[field] + award.amount,
    xp_log: [
      ...character.xp_log,
      { label: `${label} (+${award.amount} ${color} craft)`, points: 0 },
    ],
  }
}

/** The summary of one character's award, as the session log tells it. */
export const experienceAwardSummarySchema = z.strictObject({
  character: z.strictObject({
    type: z.literal('character'),
    id: z.int().positive(),
    name: z.string(),
  }),
  kind: z.enum(EXPERIENCE_KINDS),
  /** "Solar experience" for this character. */
  kind_label: z.string(),
  amount: z.int().positive(),
  reason: z.string(),
})
export type ExperienceAwardSummary = z.infer<typeof experienceAwardSummarySchema>

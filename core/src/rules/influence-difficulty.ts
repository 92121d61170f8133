import {
  type IntimacyStance,
  SOCIAL_ACTION_DEFINITIONS,
  type SocialAction,
} from '../vocabulary/social-actions.ts'
import type { Figure } from './stat-detail.ts'

/** What the rule reads of the character a social action is aimed at. */
export interface SocialTargetRatings {
  readonly resolve: number
  readonly guile: number
}

/** An Intimacy of the target named for the roll: its rating (1 Minor, 2 Major, 3 Defining). */
export interface NamedIntimacy {
  readonly subject: string
  readonly rating: number
  readonly stance: IntimacyStance
}

export interface InfluenceDifficulty {
  readonly defence: 'resolve' | 'guile'
  /** The successes the roll needs: the rating with the Intimacy's modifier, never below 0. */
  readonly difficulty: number
  /** The rating and the Intimacy's modifier, as the roll log shows them. */
  readonly parts: readonly Figure[]
}

const INTENSITY = ['', 'Minor', 'Major', 'Defining'] as const

/**
 * How an Intimacy changes the target's Resolve: one that supports the influence lowers it by
 * 1, 2 or 3 (Minor, Major, Defining); one it opposes raises it by 2, 3 or 4. An unrated
 * Intimacy (0) changes nothing.
 */
export function intimacyModifier(rating: number, stance: IntimacyStance): number {
  if (rating <= 0) return 0
  const steps = Math.min(rating, 3)
  return stance === 'supports' ? -steps : steps + 1
}

/**
 * The difficulty of a social action: the target's Resolve (influence) or Guile (reading
 * intentions), changed by the Intimacy named for it when the action is an influence roll.
 */
export function influenceDifficulty(
  action: SocialAction,
  target: SocialTargetRatings,
  intimacy: NamedIntimacy | null,
): InfluenceDifficulty {
  const definition = SOCIAL_ACTION_DEFINITIONS[action]
  const defence = definition.defence
  const base = target[defence]
  const parts: Figure[] = [{ label: defence === 'resolve' ? 'Resolve' : 'Guile', value: base }]
  if (intimacy !== null && definition.influence) {
    const value = intimacyModifier(intimacy.rating, intimacy.stance)
    if (value !== 0) {
      const intensity = INTENSITY[Math.min(intimacy.rating, 3)]
      parts.push({ label: `${intensity} Intimacy ${intimacy.stance}: ${intimacy.subject}`, value })
    }
  }
  const total = parts.reduce((sum, part) => sum + part.value, 0)
  return { defence, difficulty: Math.max(total, 0), parts }
}

/**
 * The dice a roller's Appearance adds to persuade and instill: the amount by which it is greater
 * than the target's Resolve (before any Intimacy's modifier); none for other actions.
 */
export function appearanceDice(action: SocialAction, appearance: number, resolve: number): number {
  if (!SOCIAL_ACTION_DEFINITIONS[action].appearanceDice) return 0
  return Math.max(appearance - resolve, 0)
}

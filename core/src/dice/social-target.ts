import { characterInputOf, qcInputOf } from '../combat/fighter-sheets.ts'
import { characterStatDetails } from '../rules/character-stats.ts'
import type { SocialTargetRatings } from '../rules/influence-difficulty.ts'
import { qcStatDetails } from '../rules/qc.ts'

/** The kinds a social action may be aimed at: characters and QCs, who hold Intimacies. */
export const SOCIAL_TARGET_KINDS = ['character', 'qc'] as const
export type SocialTargetKind = (typeof SOCIAL_TARGET_KINDS)[number]

export interface TargetIntimacy {
  readonly id: string
  readonly subject: string
  /** 1 Minor, 2 Major, 3 Defining (0 unrated). */
  readonly rating: number
  readonly kind: 'tie' | 'principle'
}

/** What a social action reads of its target: its ratings, Willpower and Intimacies. */
export interface SocialTarget extends SocialTargetRatings {
  readonly name: string
  readonly willpower: number
  readonly intimacies: readonly TargetIntimacy[]
}

type FullItem = Readonly<Record<string, unknown>>

function intimacies(item: FullItem): TargetIntimacy[] {
  const of = (field: 'ties' | 'principles', kind: TargetIntimacy['kind']) => {
    const rows = Array.isArray(item[field]) ? (item[field] as Omit<TargetIntimacy, 'kind'>[]) : []
    return rows.map((row) => ({ id: row.id, subject: row.subject, rating: row.rating, kind }))
  }
  return [...of('principles', 'principle'), ...of('ties', 'tie')]
}

/**
 * A character's or QC's Resolve and Guile as its sheet shows them (effects and penalties in),
 * its Willpower and the Intimacies the reader may see (the server leaves hidden ones out for
 * those who may not see them), from the item stored whole with its child lists.
 */
export function socialTargetOf(kind: SocialTargetKind, item: FullItem): SocialTarget {
  const ratings =
    kind === 'character'
      ? characterStatDetails(characterInputOf(item)).ratings
      : qcStatDetails(qcInputOf(item)).ratings
  return {
    name: String(item.name ?? ''),
    resolve: ratings.resolve.total,
    guile: ratings.guile.total,
    willpower: Number(item.willpower_temporary ?? 0),
    intimacies: intimacies(item),
  }
}

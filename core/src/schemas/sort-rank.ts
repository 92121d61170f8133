import { z } from 'zod'
import { fieldLabel } from './field-label.ts'

/**
 * Ranks are integers kept sparse so that a move usually rewrites one row; when a gap closes,
 * the whole scope is re-spread (respreadRanks).
 */
export const RANK_MIN = -2_147_483_648
export const RANK_MAX = 2_147_483_647
const SPREAD_STEP = 65_536

const SORTING_KEYWORDS = ['first', 'last', 'up', 'down', 'middle'] as const
type SortingKeyword = (typeof SORTING_KEYWORDS)[number]

/** Where a client asks to move an item: a 0-based index in rank order, or a keyword. */
export type SortingPosition = number | SortingKeyword

const positionMessage = 'must be a position (0 or more) or one of first, last, up, down, middle'

/** The virtual `sorting_position` / `chronicle_sorting_position` PATCH fields; "3" counts as 3. */
export const sortingPositionSchema = z.union(
  [
    z.int().min(0).max(RANK_MAX),
    z.enum(SORTING_KEYWORDS),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ],
  {
    error: (issue) => `${fieldLabel(issue.path ?? [])} ${positionMessage}`,
  },
)

/**
 * The rank of an item added at the end of a scope whose ranks are `ranks`; null when the top of
 * the range is used up, in which case respread the scope (respreadRanks) and ask again.
 */
export function rankAfterLast(ranks: readonly number[]): number | null {
  if (ranks.length === 0) return 0
  const last = ranks.reduce((highest, rank) => Math.max(highest, rank))
  if (last + SPREAD_STEP <= RANK_MAX) return last + SPREAD_STEP
  return gapBetween(last, RANK_MAX + 1)
}

export interface RankedItem {
  readonly id: number
  readonly rank: number
}

/** The scope in display order: by rank, then id. */
export function inRankOrder<T extends RankedItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.rank - b.rank || a.id - b.id)
}

/** Index the moved item should end at, in the scope without the moved item. */
function targetIndex(position: SortingPosition, currentIndex: number, others: number): number {
  const clamp = (index: number) => Math.min(Math.max(index, 0), others)
  switch (position) {
    case 'first':
      return 0
    case 'last':
      return others
    case 'up':
      return clamp(currentIndex - 1)
    case 'down':
      return clamp(currentIndex + 1)
    case 'middle':
      return Math.floor(others / 2)
    default:
      return clamp(position)
  }
}

/** A rank strictly between two ranks, or null when they are adjacent. */
function gapBetween(below: number, above: number): number | null {
  const rank = Math.floor((below + above) / 2)
  return rank > below && rank < above ? rank : null
}

type RankMove =
  /** Only the moved item's rank changes. */
  | { readonly kind: 'single'; readonly rank: number }
  /** No gap was left: every item of the scope gets a new rank (item id → rank). */
  | { readonly kind: 'respread'; readonly ranks: ReadonlyMap<number, number> }

/**
 * The new rank(s) after moving `movedId` to `position` within `scope` (every item sharing the
 * rank's scope, the moved one included).
 */
export function moveInRanks(
  scope: readonly RankedItem[],
  movedId: number,
  position: SortingPosition,
): RankMove {
  const ordered = inRankOrder(scope)
  const currentIndex = ordered.findIndex((item) => item.id === movedId)
  if (currentIndex === -1) throw new Error(`item ${movedId} is not in the scope it is moved within`)
  const others = ordered.filter((item) => item.id !== movedId)
  const index = targetIndex(position, currentIndex, others.length)
  const below = index === 0 ? RANK_MIN - 1 : others[index - 1]!.rank
  const above = index === others.length ? RANK_MAX + 1 : others[index]!.rank
  const rank = gapBetween(below, above)
  if (rank !== null) return { kind: 'single', rank }
  const moved = ordered[currentIndex]!
  return {
    kind: 'respread',
    ranks: respreadRanks([...others.slice(0, index), moved, ...others.slice(index)]),
  }
}

/** Evenly spaced ranks for items already in their wanted order. */
export function respreadRanks(ordered: readonly RankedItem[]): Map<number, number> {
  const step = Math.min(SPREAD_STEP, Math.floor((RANK_MAX - RANK_MIN) / (ordered.length + 1)))
  return new Map(ordered.map((item, index) => [item.id, RANK_MIN + step * (index + 1)]))
}

import { describe, expect, it } from 'vitest'
import { inRankOrder, moveInRanks, type RankedItem, rankAfterLast } from '../../src/index.ts'
import { RANK_MAX, RANK_MIN } from '../../src/schemas/sort-rank.ts'

const scope: RankedItem[] = [
  { id: 1, rank: 0 },
  { id: 2, rank: 100 },
  { id: 3, rank: 200 },
  { id: 4, rank: 300 },
]

/** The ids in order after applying a move. */
function orderAfter(
  items: readonly RankedItem[],
  movedId: number,
  position: Parameters<typeof moveInRanks>[2],
) {
  const move = moveInRanks(items, movedId, position)
  const moved = items.map((item) => {
    if (move.kind === 'respread') return { ...item, rank: move.ranks.get(item.id)! }
    return item.id === movedId ? { ...item, rank: move.rank } : item
  })
  return inRankOrder(moved).map((item) => item.id)
}

describe('sort ranks', () => {
  it('orders by rank, then by id', () => {
    const tied = [
      { id: 9, rank: 5 },
      { id: 3, rank: 5 },
      { id: 1, rank: 7 },
    ]
    expect(inRankOrder(tied).map((item) => item.id)).toEqual([3, 9, 1])
  })

  it('puts a new item after the last one, and starts an empty scope at 0', () => {
    expect(rankAfterLast([])).toBe(0)
    expect(rankAfterLast([300, 0, 100])!).toBeGreaterThan(300)
  })

  it('asks for a respread when the top of the range is used up', () => {
    expect(rankAfterLast([RANK_MAX - 1])).toBe(RANK_MAX)
    expect(rankAfterLast([RANK_MAX])).toBeNull()
  })

  it.each([
    [4, 0, [4, 1, 2, 3]],
    [1, 3, [2, 3, 4, 1]],
    [1, 99, [2, 3, 4, 1]],
    [2, 'first', [2, 1, 3, 4]],
    [2, 'last', [1, 3, 4, 2]],
    [3, 'up', [1, 3, 2, 4]],
    [1, 'up', [1, 2, 3, 4]],
    [2, 'down', [1, 3, 2, 4]],
    [4, 'down', [1, 2, 3, 4]],
    [1, 'middle', [2, 1, 3, 4]],
    [4, 'middle', [1, 4, 2, 3]],
  ] as const)('moving item %s to %j orders the scope %j', (id, position, order) => {
    expect(orderAfter(scope, id, position)).toEqual(order)
  })

  it('respreads the whole scope, in the new order, when no gap is left', () => {
    const crowded = [
      { id: 1, rank: 10 },
      { id: 2, rank: 11 },
      { id: 3, rank: 12 },
    ]
    const move = moveInRanks(crowded, 3, 1)
    expect(move.kind).toBe('respread')
    expect(orderAfter(crowded, 3, 1)).toEqual([1, 3, 2])
  })

  it('can place an item first even at the bottom of the range', () => {
    const low = [
      { id: 1, rank: RANK_MIN },
      { id: 2, rank: 0 },
    ]
    expect(orderAfter(low, 2, 'first')).toEqual([2, 1])
  })

  it('refuses to move an item that is not in the scope', () => {
    expect(() => moveInRanks(scope, 42, 0)).toThrow('item 42 is not in the scope')
  })
})

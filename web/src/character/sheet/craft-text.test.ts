import { craftProjectItems } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { categoryText, craftProgressText, nextRollCostText, xpText } from './craft-text.ts'

const [artifact, sword] = craftProjectItems().parse([
  {
    id: 'a1',
    category: 'superior',
    rating: 3,
    goal: 50,
    difficulty: 5,
    terminus: 6,
    accumulated: 12,
  },
  {
    id: 's1',
    category: 'major',
    repair: true,
    goal: 2,
    difficulty: 2,
    terminus: null,
    rolls: [{ roll_id: 3, successes: 1, added: 0, botch: false }],
  },
])

describe('a craft project on the sheet', () => {
  it('names its category, rating and repair', () => {
    expect(categoryText(artifact!)).toBe('Superior (rating 3)')
    expect(categoryText(sword!)).toBe('Major, repair')
  })

  it('shows its progress, difficulty and the rolls left, or that there is no terminus', () => {
    expect(craftProgressText(artifact!)).toBe('12/50 successes · difficulty 5 · 6 of 6 rolls left')
    expect(craftProgressText(sword!)).toBe('0/2 successes · difficulty 2 · no terminus')
  })

  it('says what the next roll costs and what was earned', () => {
    expect(nextRollCostText(artifact!)).toBeNull()
    expect(nextRollCostText(sword!)).toBe('Next roll costs 10 silver craft XP')
    expect(xpText({ silver: 2, gold: 6, white: 0 })).toBe('2 silver, 6 gold')
    expect(xpText({ silver: 0, gold: 0, white: 0 })).toBe('nothing')
  })
})

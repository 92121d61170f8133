// Crafting, docs/rules.md "Crafting": project categories with their goal numbers, difficulty
// and terminus, what each roll costs, the rewards and the project slots (Exalted 3e core,
// Craft, as summarised at https://github.com/lost-egg/lost-egg.github.io, abilities.md, Craft;
// https://electronsutra.github.io/venture/systems/craft/projects for basic and major rewards).
import { describe, expect, it } from 'vitest'
import { rollPool } from '../../src/dice/pool.ts'
import { seededRandom } from '../../src/dice/random.ts'
import { craftProgress, craftProjectTerms } from '../../src/rules/craft-project.ts'
import { craftReward } from '../../src/rules/craft-reward.ts'
import { craftRollCost } from '../../src/rules/craft-roll-cost.ts'
import { craftSlots, overfilledSlots } from '../../src/rules/craft-slots.ts'
import { extendedRollStep } from '../../src/rules/extended-roll.ts'
import { type CraftProject, craftProjectItems } from '../../src/schemas/extended-rolls.ts'

const project = (fields: Partial<CraftProject>): CraftProject =>
  craftProjectItems().parse([{ id: 'p1', ...fields }])[0]!

describe('a craft project’s terms', () => {
  it('a basic project is one roll against the difficulty; a major one may roll again', () => {
    expect(craftProjectTerms({ category: 'basic', rating: 2, repair: false }, 2)).toEqual({
      goal: 2,
      difficulty: 2,
      terminus: 1,
    })
    expect(craftProjectTerms({ category: 'major', rating: 2, repair: false }, 3)).toEqual({
      goal: 3,
      difficulty: 3,
      terminus: null,
    })
  })

  it('a superior project is difficulty 5, terminus 6, goal 30/50/75/100 by rating', () => {
    expect(
      [2, 3, 4, 5].map((rating) =>
        craftProjectTerms({ category: 'superior', rating, repair: false }),
      ),
    ).toEqual([30, 50, 75, 100].map((goal) => ({ goal, difficulty: 5, terminus: 6 })))
  })

  it('a legendary project has goal 200; a repair has no terminus', () => {
    expect(craftProjectTerms({ category: 'legendary', rating: 5, repair: false })).toEqual({
      goal: 200,
      difficulty: 5,
      terminus: 6,
    })
    expect(craftProjectTerms({ category: 'superior', rating: 3, repair: true }).terminus).toBeNull()
  })

  it('a superior Artifact accumulates over seeded rolls and fails at its terminus', () => {
    const random = seededRandom(3805)
    let state = craftProgress(
      project({ category: 'superior', rating: 5, goal: 100, difficulty: 5, terminus: 6 }),
    )
    const pool = {
      dice: 10,
      target_number: 7,
      double: [10],
      reroll: [],
      reroll_once: true,
      auto_successes: 0,
    }
    while (state.outcome === 'in_progress') {
      const step = extendedRollStep(state, rollPool(pool, random))
      state = { ...state, ...step, rollsMade: state.rollsMade + 1 }
    }
    // Ten dice cannot make 100 successes in six rolls: the terminus passes, or a botch ends it.
    expect(['failure', 'botch']).toContain(state.outcome)
    expect(state.rollsMade).toBeLessThanOrEqual(6)
  })
})

describe('what a roll costs', () => {
  it('basic: nothing; major: the first roll free, then 10 silver', () => {
    expect(craftRollCost(project({ category: 'basic' }))).toEqual({ silver: 0, gold: 0, white: 0 })
    expect(craftRollCost(project({ category: 'major' })).silver).toBe(0)
    const tried = project({
      category: 'major',
      rolls: [{ roll_id: 1, successes: 0, added: 0, botch: false }],
    })
    expect(craftRollCost(tried)).toEqual({ silver: 10, gold: 0, white: 0 })
  })

  it('superior: nothing within a terminus, 10 gold a roll without one; legendary: 10 white', () => {
    expect(craftRollCost(project({ category: 'superior', terminus: 6 })).gold).toBe(0)
    expect(craftRollCost(project({ category: 'superior', terminus: null })).gold).toBe(10)
    expect(craftRollCost(project({ category: 'legendary', terminus: 6 })).white).toBe(10)
  })
})

describe('the reward of a finished project', () => {
  const finish = (successes: number, rollsMade = 1) => ({ successes, rollsMade })

  it('basic: 2 silver per objective, 3 on an exceptional success, 1 for a repair', () => {
    const basic = project({ category: 'basic', objectives: 2, difficulty: 2 })
    expect(craftReward(basic, finish(4)).silver).toBe(4)
    expect(craftReward(basic, finish(5)).silver).toBe(6)
    expect(craftReward({ ...basic, repair: true }, finish(5)).silver).toBe(2)
  })

  it('major: 2 gold and 1 silver per objective, 3 gold when exceptional', () => {
    const major = project({ category: 'major', objectives: 3, difficulty: 3 })
    expect(craftReward(major, finish(3))).toEqual({ silver: 3, gold: 6, white: 0 })
    expect(craftReward(major, finish(6))).toEqual({ silver: 3, gold: 9, white: 0 })
    expect(craftReward({ ...major, repair: true }, finish(6))).toEqual({
      silver: 0,
      gold: 3,
      white: 0,
    })
  })

  it('superior: white by rating and gold for each interval of the terminus left', () => {
    const rewards = [2, 3, 4, 5].map((rating) =>
      craftReward(project({ category: 'superior', rating, terminus: 6 }), finish(20, 4)),
    )
    expect(rewards).toEqual([
      { silver: 0, gold: 8, white: 3 },
      { silver: 0, gold: 12, white: 5 },
      { silver: 0, gold: 16, white: 7 },
      { silver: 0, gold: 20, white: 9 },
    ])
    expect(
      craftReward(
        project({ category: 'superior', rating: 4, repair: true, terminus: null }),
        finish(20, 9),
      ),
    ).toEqual({ silver: 0, gold: 0, white: 3 })
  })

  it('legendary: 10 white; a legendary repair earns nothing', () => {
    expect(craftReward(project({ category: 'legendary' }), finish(40, 5)).white).toBe(10)
    expect(craftReward(project({ category: 'legendary', repair: true }), finish(40, 5)).white).toBe(
      0,
    )
  })
})

describe('project slots', () => {
  const sheet = (projects: Partial<CraftProject>[], major = 3) => ({
    craft_projects: projects.map((fields, index) => ({ ...project(fields), id: `p${index}` })),
    craft_slots_major: major,
    craft_slots_superior: 0,
    craft_slots_legendary: 0,
  })

  it('counts the projects in progress of each slotted category; basic ones take none', () => {
    const slots = craftSlots(
      sheet([
        { category: 'major' },
        { category: 'major', outcome: 'success' },
        { category: 'basic' },
      ]),
    )
    expect(slots).toEqual({
      major: { used: 1, total: 3 },
      superior: { used: 0, total: 0 },
      legendary: { used: 0, total: 0 },
    })
  })

  it('names a category with more projects than slots', () => {
    expect(overfilledSlots(sheet([{ category: 'major' }, { category: 'major' }], 1))).toEqual([
      ['major', { used: 2, total: 1 }],
    ])
    expect(overfilledSlots(sheet([{ category: 'superior' }]))).toEqual([
      ['superior', { used: 1, total: 0 }],
    ])
  })
})

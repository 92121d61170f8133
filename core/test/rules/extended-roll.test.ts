// Extended rolls and sorcerous workings, docs/rules.md "Extended rolls and sorcerous workings":
// the roll adds up successes towards a goal number within a terminus, one roll per interval
// (Exalted 3e core, "Sorcerous Workings", Intelligence + Occult against the working's Finesse,
// goal its Ambition, terminus its Means:
// https://www.worldanvil.com/w/creazione-respen/a/opere-stregonesche-article; a botch or a
// passed terminus wastes the project: https://github.com/lost-egg/lost-egg.github.io,
// abilities.md, Craft).
import { describe, expect, it } from 'vitest'
import { rollPool } from '../../src/dice/pool.ts'
import { seededRandom } from '../../src/dice/random.ts'
import {
  type ExtendedProgress,
  extendedRollProblem,
  extendedRollStep,
  rollsLeft,
} from '../../src/rules/extended-roll.ts'
import { WORKING_ROLL, workingProgress } from '../../src/rules/sorcerous-working.ts'
import { workingItems } from '../../src/schemas/extended-rolls.ts'

const progress = (changes: Partial<ExtendedProgress> = {}): ExtendedProgress => ({
  goal: 10,
  difficulty: 2,
  terminus: 3,
  accumulated: 0,
  rollsMade: 0,
  outcome: 'in_progress',
  ...changes,
})

describe('an extended roll', () => {
  it('adds the successes of a roll that meets the difficulty', () => {
    expect(extendedRollStep(progress(), { successes: 4, botch: false })).toEqual({
      added: 4,
      accumulated: 4,
      outcome: 'in_progress',
    })
    expect(extendedRollStep(progress({ accumulated: 4 }), { successes: 2, botch: false })).toEqual({
      added: 2,
      accumulated: 6,
      outcome: 'in_progress',
    })
  })

  it('adds nothing for a roll below the difficulty, which still uses an interval', () => {
    const step = extendedRollStep(progress({ rollsMade: 1, accumulated: 5 }), {
      successes: 1,
      botch: false,
    })
    expect(step).toEqual({ added: 0, accumulated: 5, outcome: 'in_progress' })
  })

  it('succeeds once the successes reach the goal number, even on the last roll', () => {
    expect(
      extendedRollStep(progress({ accumulated: 7, rollsMade: 2 }), { successes: 3, botch: false }),
    ).toEqual({ added: 3, accumulated: 10, outcome: 'success' })
  })

  it('fails when the terminus passes short of the goal', () => {
    expect(
      extendedRollStep(progress({ accumulated: 5, rollsMade: 2 }), { successes: 3, botch: false }),
    ).toEqual({ added: 3, accumulated: 8, outcome: 'failure' })
  })

  it('ends at once on a botch, adding nothing', () => {
    expect(extendedRollStep(progress({ accumulated: 9 }), { successes: 0, botch: true })).toEqual({
      added: 0,
      accumulated: 9,
      outcome: 'botch',
    })
  })

  it('rolls on without end when there is no terminus', () => {
    expect(
      extendedRollStep(progress({ terminus: null, rollsMade: 40 }), { successes: 0, botch: false })
        .outcome,
    ).toBe('in_progress')
    expect(rollsLeft({ terminus: null, rollsMade: 40 })).toBeNull()
  })

  it('counts the rolls left before the terminus', () => {
    expect(rollsLeft({ terminus: 5, rollsMade: 0 })).toBe(5)
    expect(rollsLeft({ terminus: 5, rollsMade: 3 })).toBe(2)
    expect(rollsLeft({ terminus: 5, rollsMade: 7 })).toBe(0)
  })

  it('takes no roll once it has ended or its terminus has passed', () => {
    expect(extendedRollProblem(progress())).toBeNull()
    expect(extendedRollProblem(progress({ outcome: 'success' }))).toMatch(/already ended/)
    expect(extendedRollProblem(progress({ rollsMade: 3 }))).toMatch(/terminus/)
    expect(() =>
      extendedRollStep(progress({ outcome: 'botch' }), { successes: 5, botch: false }),
    ).toThrow(/already ended/)
  })

  it('reaches its goal over seeded rolls of the same pool, one interval at a time', () => {
    const random = seededRandom(20261128)
    const pool = {
      dice: 8,
      target_number: 7,
      double: [10],
      reroll: [],
      reroll_once: true,
      auto_successes: 0,
    }
    let state = progress({ goal: 12, difficulty: 1, terminus: 6 })
    const rolls = []
    while (state.outcome === 'in_progress') {
      const roll = rollPool(pool, random)
      rolls.push(roll)
      const step = extendedRollStep(state, roll)
      expect(step.added).toBe(roll.botch || roll.successes < 1 ? 0 : roll.successes)
      state = { ...state, ...step, rollsMade: state.rollsMade + 1 }
    }
    const added = rolls.filter((roll) => !roll.botch).reduce((sum, roll) => sum + roll.successes, 0)
    expect(state.accumulated).toBe(added)
    expect(state.outcome).toBe('success')
    expect(state.rollsMade).toBe(rolls.length)
    expect(rolls.length).toBeLessThanOrEqual(6)
  })
})

describe('a sorcerous working', () => {
  it('is rolled with Intelligence + Occult', () => {
    expect(WORKING_ROLL).toEqual({ attribute: 'intelligence', ability: 'occult' })
  })

  it('takes its goal from its Ambition, its difficulty from its Finesse, its terminus from its Means', () => {
    const [working] = workingItems().parse([
      { id: 'wk001', name: 'Bless the fields', ambition: 15, finesse: 3, means: 4 },
    ])
    expect(workingProgress(working!)).toEqual({
      goal: 15,
      difficulty: 3,
      terminus: 4,
      accumulated: 0,
      rollsMade: 0,
      outcome: 'in_progress',
    })
  })

  it('refuses a Finesse outside 1 to 5 and a Means below 1', () => {
    expect(workingItems().safeParse([{ id: 'w1', finesse: 6 }]).success).toBe(false)
    expect(workingItems().safeParse([{ id: 'w1', means: 0 }]).success).toBe(false)
    expect(workingItems().safeParse([{ id: 'w1', outcome: 'won' }]).success).toBe(false)
  })
})

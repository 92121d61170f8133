// A roll as one interval of an extended roll on the sheet (docs/rules.md, "Extended rolls and
// sorcerous workings").
import { describe, expect, it } from 'vitest'
import {
  extendedRollVisibility,
  extendedTargetProblem,
  withExtendedRoll,
} from '../../src/dice/extended-roll.ts'
import { rollRequestSchema } from '../../src/dice/roll-request.ts'
import { craftProjectItems, workingItems } from '../../src/schemas/extended-rolls.ts'
import { validationErrors } from '../../src/schemas/validation-errors.ts'

const workings = workingItems().parse([
  { id: 'other', name: 'Other', ambition: 5 },
  { id: 'tower', name: 'Raise the Tower', ambition: 10, finesse: 2, means: 3 },
])
const character = { id: 1, name: 'Zan', workings }
const target = { list: 'workings', id: 'tower' } as const

describe('a roll added to a working', () => {
  it('adds its successes, keeps the roll in the history and leaves the other workings', () => {
    const { fields, step } = withExtendedRoll(character, target, {
      id: 41,
      successes: 4,
      botch: false,
    })
    const list = fields.workings as Record<string, unknown>[]
    expect(Object.keys(fields)).toEqual(['workings'])
    expect(step).toEqual({ added: 4, accumulated: 4, outcome: 'in_progress' })
    expect(list[0]).toBe(workings[0])
    expect(list[1]).toMatchObject({
      accumulated: 4,
      outcome: 'in_progress',
      rolls: [{ roll_id: 41, successes: 4, added: 4, botch: false }],
    })
  })

  it('says why an unknown or ended working takes no roll', () => {
    expect(extendedTargetProblem(character, target)).toBeNull()
    expect(extendedTargetProblem(character, { list: 'workings', id: 'nope' })).toMatch(
      /no entry nope/,
    )
    const ended = { workings: [{ ...workings[1]!, outcome: 'success' }] }
    expect(extendedTargetProblem(ended, target)).toMatch(/already ended/)
    expect(extendedTargetProblem({}, target)).toMatch(/no entry/)
  })

  it('is seen by the roller and the storyteller only, or the roller alone if asked', () => {
    expect(extendedRollVisibility(target, 'public')).toBe('storyteller')
    expect(extendedRollVisibility(target, 'storyteller')).toBe('storyteller')
    expect(extendedRollVisibility(target, 'private')).toBe('private')
  })
})

describe('a roll added to a craft project', () => {
  const projects = craftProjectItems().parse([
    { id: 'sword', category: 'major', objectives: 2, goal: 3, difficulty: 3, terminus: null },
    { id: 'blade', category: 'legendary', goal: 200, difficulty: 5, terminus: 6 },
  ])
  const smith = {
    xp_craft_silver: 12,
    xp_craft_gold: 1,
    xp_craft_white: 4,
    craft_projects: projects,
  }
  const sword = { list: 'craft_projects', id: 'sword' } as const

  it('finishes a major project, earning its reward on the roll that meets the difficulty', () => {
    const { fields, step } = withExtendedRoll(smith, sword, { id: 7, successes: 6, botch: false })
    expect(step.outcome).toBe('success')
    // Exceptional (3 over the difficulty): 3 gold and 1 silver for each of two objectives.
    expect(fields).toMatchObject({ xp_craft_gold: 7, xp_craft_silver: 14 })
    expect((fields.craft_projects as Record<string, unknown>[])[0]).toMatchObject({
      outcome: 'success',
      reward: { silver: 2, gold: 6, white: 0 },
    })
  })

  it('charges 10 silver for each roll of a major project after its first', () => {
    const failed = withExtendedRoll(smith, sword, { id: 7, successes: 1, botch: false })
    expect(failed.fields).not.toHaveProperty('xp_craft_silver')
    const again = { ...smith, ...failed.fields }
    expect(extendedTargetProblem(again, sword)).toBeNull()
    const second = withExtendedRoll(again, sword, { id: 8, successes: 3, botch: false })
    expect(second.fields).toMatchObject({ xp_craft_silver: 12 - 10 + 2, xp_craft_gold: 5 })
  })

  it('refuses a roll that costs more craft experience than the character has', () => {
    const poor = { ...smith, xp_craft_white: 9 }
    expect(extendedTargetProblem(poor, { list: 'craft_projects', id: 'blade' })).toMatch(
      /costs 10 white craft experience; the character has 9/,
    )
    expect(extendedTargetProblem(smith, { list: 'craft_projects', id: 'blade' })).toMatch(/has 4/)
  })

  it('is seen by whoever sees the roll as asked: projects are no secret', () => {
    expect(extendedRollVisibility(sword, 'public')).toBe('public')
  })
})

describe("the roll request's extended target", () => {
  const errorsOf = (roll: Record<string, unknown>) => {
    const result = rollRequestSchema.safeParse({ roll })
    if (result.success) throw new Error('expected the request to be refused')
    return JSON.stringify(validationErrors(result.error))
  }
  const base = { dice: 6, character_type: 'character', character_id: 3 }

  it('names a list and an entry of a character', () => {
    expect(rollRequestSchema.parse({ roll: { ...base, extended: target } }).extended).toEqual(
      target,
    )
  })

  it('refuses another roller kind, a Join Battle, a damage roll, an unknown list', () => {
    expect(errorsOf({ ...base, character_type: 'qc', extended: target })).toMatch(/extended/)
    expect(errorsOf({ dice: 6, extended: target })).toMatch(/extended/)
    expect(errorsOf({ ...base, join_battle: true, extended: target })).toMatch(/Join Battle/)
    expect(errorsOf({ ...base, damage: true, extended: target })).toMatch(/damage/)
    expect(errorsOf({ ...base, extended: { list: 'merits', id: 'x' } })).toMatch(/craft_projects/)
    expect(errorsOf({ ...base, extended: { list: 'workings' } })).toMatch(/extended/)
    expect(errorsOf({ ...base, extended: { ...target, extra: 1 } })).toMatch(/not a known field/)
  })
})

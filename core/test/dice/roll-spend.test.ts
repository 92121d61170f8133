import { describe, expect, it } from 'vitest'
import { isSpendProblem, rollSpendChange } from '../../src/dice/roll-spend.ts'
import { participant } from '../combat/builders.ts'

const spend = (
  fields: Partial<{
    motes: number
    pool: 'personal' | 'peripheral'
    mute: boolean
    willpower: number
  }>,
) => ({
  motes: 0,
  pool: 'personal' as const,
  mute: false,
  willpower: 0,
  ...fields,
})

describe("what a roll's spend takes", () => {
  it('takes motes from the pool named', () => {
    const hero = participant('character', { name: 'Zan' })
    expect(rollSpendChange(hero, spend({ motes: 4 }))).toEqual({
      kind: 'character',
      id: hero.id,
      before: { motes_personal_current: 13 },
      after: { motes_personal_current: 9 },
    })
  })

  it('flares the anima for 5 peripheral motes at once, unless mute', () => {
    const hero = participant('character', { name: 'Zan' })
    expect(rollSpendChange(hero, spend({ motes: 5, pool: 'peripheral' }))).toMatchObject({
      after: { motes_peripheral_current: 28, anima_level: 1 },
    })
    expect(rollSpendChange(hero, spend({ motes: 5, pool: 'peripheral', mute: true }))).toEqual({
      kind: 'character',
      id: hero.id,
      before: { motes_peripheral_current: 33 },
      after: { motes_peripheral_current: 28 },
    })
  })

  it('takes temporary willpower', () => {
    const hero = participant('qc', { name: 'Wolf', willpower_temporary: 2 })
    expect(rollSpendChange(hero, spend({ willpower: 1 }))).toMatchObject({
      before: { willpower_temporary: 2 },
      after: { willpower_temporary: 1 },
    })
  })

  it('takes nothing for an empty spend', () => {
    expect(rollSpendChange(participant('character'), spend({}))).toBeNull()
  })

  it.each([
    [{ motes: 14 }, 'roll.spend.motes', 'roll.spend.motes: Zan has 13 personal motes, not 14'],
    [
      { motes: 34, pool: 'peripheral' as const },
      'roll.spend.motes',
      'roll.spend.motes: Zan has 33 peripheral motes, not 34',
    ],
    [{ willpower: 6 }, 'roll.spend.willpower', 'roll.spend.willpower: Zan has 5 willpower, not 6'],
  ])('refuses more than there is: %j', (fields, field, problem) => {
    expect(rollSpendChange(participant('character', { name: 'Zan' }), spend(fields))).toEqual({
      field,
      problem,
    })
  })

  it('refuses motes from a battlegroup, which has none', () => {
    const result = rollSpendChange(
      participant('battlegroup', { name: 'Spears' }),
      spend({ motes: 1 }),
    )
    expect(isSpendProblem(result) && result.problem).toBe(
      'roll.spend.motes: Spears has no motes to spend',
    )
  })
})

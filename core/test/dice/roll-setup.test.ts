import { describe, expect, it } from 'vitest'
import {
  excellencyCap,
  NO_CHOICES,
  type RollBasis,
  rollSetup,
  STUNT_REWARDS,
} from '../../src/dice/roll-setup.ts'

// A Solar's Melee attack: 8 dice after a −1 wound penalty, excellency up to 7 dice for 7m.
const solarAttack: RollBasis = {
  pool: 8,
  excellency: { cap: 7, cost: 7, stunt: 0, stunt_cost: 0 },
  damage: false,
}
// A Lunar's roll: cap 3 (the attribute), 7 on a stunt (attribute + highest other attribute).
const lunarRoll: RollBasis = {
  pool: 6,
  excellency: { cap: 3, cost: 3, stunt: 7, stunt_cost: 7 },
  damage: false,
}

describe('rolling from the sheet', () => {
  it('rolls the pool the sheet shows, penalties already applied, with no choices made', () => {
    expect(rollSetup(solarAttack, NO_CHOICES)).toMatchObject({
      dice: 8,
      auto_successes: 0,
      motes: 0,
      willpower: 0,
    })
  })

  it('adds excellency dice at one mote each, never past the cap', () => {
    const three = rollSetup(solarAttack, { ...NO_CHOICES, excellencyDice: 3 })
    expect([three.dice, three.motes]).toEqual([11, 3])
    const tooMany = rollSetup(solarAttack, { ...NO_CHOICES, excellencyDice: 12 })
    expect([tooMany.excellencyDice, tooMany.dice, tooMany.motes]).toEqual([7, 15, 7])
  })

  it('buys no excellency dice for a character without an excellency', () => {
    const mortal = rollSetup({ pool: 5, damage: false }, { ...NO_CHOICES, excellencyDice: 4 })
    expect([mortal.excellencyCap, mortal.dice, mortal.motes]).toEqual([0, 5, 0])
  })

  it.each([
    [1, 2, 0],
    [2, 2, 1],
    [3, 2, 2],
  ] as const)('a %i-point stunt adds %i dice and %i automatic successes', (level, dice, successes) => {
    const setup = rollSetup(solarAttack, { ...NO_CHOICES, stunt: level })
    expect([setup.dice, setup.auto_successes]).toEqual([8 + dice, successes])
    expect(setup.stunt).toBe(STUNT_REWARDS[level])
  })

  it('two- and three-point stunts restore one and two willpower, which the roll does not spend', () => {
    expect([STUNT_REWARDS[2].willpower, STUNT_REWARDS[3].willpower]).toEqual([1, 2])
    expect(rollSetup(solarAttack, { ...NO_CHOICES, stunt: 3 }).willpower).toBe(0)
  })

  it('a stunt raises the cap to the stunt cap for types that have one', () => {
    expect(excellencyCap(lunarRoll.excellency, false)).toBe(3)
    expect(excellencyCap(lunarRoll.excellency, true)).toBe(7)
    const stunted = rollSetup(lunarRoll, { ...NO_CHOICES, stunt: 1, excellencyDice: 7 })
    expect([stunted.excellencyCap, stunted.dice, stunted.motes]).toEqual([7, 6 + 2 + 7, 7])
    const plain = rollSetup(lunarRoll, { ...NO_CHOICES, excellencyDice: 7 })
    expect([plain.excellencyDice, plain.motes]).toEqual([3, 3])
  })

  it('a stunt leaves the cap alone for types without a stunt cap', () => {
    const stunted = rollSetup(solarAttack, { ...NO_CHOICES, stunt: 2, excellencyDice: 9 })
    expect([stunted.excellencyCap, stunted.excellencyDice]).toEqual([7, 7])
  })

  it('willpower buys one automatic success and costs one willpower', () => {
    const setup = rollSetup(solarAttack, { ...NO_CHOICES, willpower: true })
    expect([setup.dice, setup.auto_successes, setup.willpower]).toEqual([8, 1, 1])
  })

  it('a damage roll takes no stunt', () => {
    const damage = rollSetup({ pool: 12, damage: true }, { ...NO_CHOICES, stunt: 3 })
    expect([damage.dice, damage.auto_successes, damage.stunt.dice]).toEqual([12, 0, 0])
  })

  it('extra dice can lower the pool (a target’s soak) but never below nothing', () => {
    const soaked = rollSetup({ pool: 12, damage: true }, { ...NO_CHOICES, extraDice: -5 })
    expect(soaked.dice).toBe(7)
    const gone = rollSetup({ pool: 3, damage: false }, { ...NO_CHOICES, extraDice: -5 })
    expect(gone.dice).toBe(0)
    const withStunt = rollSetup(
      { pool: 3, damage: false },
      { ...NO_CHOICES, extraDice: -5, stunt: 1 },
    )
    expect(withStunt.dice).toBe(2)
  })

  it('everything together: excellency, stunt, willpower and other successes', () => {
    const setup = rollSetup(solarAttack, {
      excellencyDice: 4,
      stunt: 2,
      willpower: true,
      extraDice: 1,
      extraSuccesses: 2,
    })
    expect(setup).toMatchObject({ dice: 8 + 1 + 4 + 2, auto_successes: 2 + 1 + 1, motes: 4 })
  })
})

import { mortal } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { mobilityPenalty } from '../../src/rules/mobility-penalty.ts'
import { applyPenalties } from '../../src/rules/penalties.ts'
import { worstPoison } from '../../src/rules/poison-penalty.ts'
import { healthLevelsTotal, woundPenalty } from '../../src/rules/wound-penalty.ts'

describe('wound penalty', () => {
  // Default track: one −0, two −1, two −2, one −4, one Incapacitated (7 levels).
  it.each([
    [0, 0, 0],
    [1, 0, 0],
    [2, 1, 1],
    [3, 1, 1],
    [4, 2, 1],
    [5, 2, 1],
    [6, 4, 3],
    [7, 4, 3],
    [12, 4, 3],
  ])('%i damage gives −%i, or −%i with Pain Tolerance', (damage, plain, tolerant) => {
    const sheet = mortal({ damage_lethal: damage })
    expect(woundPenalty(sheet, false)).toBe(plain)
    expect(woundPenalty(sheet, true)).toBe(tolerant)
  })

  it('adds bashing, lethal and aggravated damage together', () => {
    // 1 + 1 + 2 = 4 damage: past the −1 levels (1 + 2 = 3), into the −2 levels.
    const sheet = mortal({ damage_bashing: 1, damage_lethal: 1, damage_aggravated: 2 })
    expect(woundPenalty(sheet, false)).toBe(2)
  })

  it('follows a track with extra levels from Ox-Body', () => {
    // 1 −0, 3 −1, 4 −2, 1 −4: 4 damage is still −1; 8 damage is −2; 9 is −4.
    const track = { health_level_1s: 3, health_level_2s: 4 }
    expect(woundPenalty(mortal({ ...track, damage_lethal: 4 }), false)).toBe(1)
    expect(woundPenalty(mortal({ ...track, damage_lethal: 8 }), false)).toBe(2)
    expect(woundPenalty(mortal({ ...track, damage_lethal: 9 }), false)).toBe(4)
  })

  it('a character with no −0 level takes −1 from the first damage', () => {
    expect(woundPenalty(mortal({ health_level_0s: 0, damage_bashing: 1 }), false)).toBe(1)
  })

  it('counts every health level, Incapacitated included', () => {
    expect(healthLevelsTotal(mortal())).toBe(7)
    // 1 + 4 + 4 + 1 + 1
    expect(healthLevelsTotal(mortal({ health_level_1s: 4, health_level_2s: 4 }))).toBe(11)
  })
})

describe('mobility penalty', () => {
  it.each([
    ['unarmored', false, 0],
    ['light', false, 0],
    ['medium', false, 1],
    ['heavy', false, 2],
    ['light', true, 0],
    ['medium', true, 1],
    ['heavy', true, 2],
  ])('%s armour (artifact: %s) gives −%i', (armor_weight, armor_is_artifact, penalty) => {
    expect(mobilityPenalty(mortal({ armor_weight, armor_is_artifact }))).toBe(penalty)
  })

  it('adds the mobility bonus field even without armour', () => {
    expect(mobilityPenalty(mortal({ bonus_mobility_penalty: 2 }))).toBe(2)
    expect(mobilityPenalty(mortal({ armor_weight: 'heavy', bonus_mobility_penalty: 1 }))).toBe(3)
  })

  // Decision: a negative bonus cancels armour's penalty but never becomes extra dice.
  it('never becomes a bonus', () => {
    expect(mobilityPenalty(mortal({ armor_weight: 'medium', bonus_mobility_penalty: -3 }))).toBe(0)
  })

  it('reads an unknown armour weight as unarmored', () => {
    expect(mobilityPenalty(mortal({ armor_weight: 'chain' }))).toBe(0)
  })
})

describe('poison penalty', () => {
  it('is only the worst single poison, never the sum', () => {
    const poisons = [
      { name: 'Arrow frog', penalty: 2 },
      { name: 'Nightshade', penalty: 3 },
      { name: 'Bee venom', penalty: 1 },
    ]
    expect(worstPoison(poisons)).toEqual({ name: 'Nightshade', penalty: 3 })
  })

  // Decision: players write poison penalties as "−2" or "2"; both take two dice.
  it('reads a penalty written as a negative number as the same penalty', () => {
    expect(worstPoison([{ name: 'Wyld sting', penalty: -2 }])).toEqual({
      name: 'Wyld sting',
      penalty: 2,
    })
  })

  it('is none without poisons or with only harmless ones', () => {
    expect(worstPoison([])).toBeNull()
    expect(worstPoison([{ name: 'Sleeping draught', penalty: 0 }])).toBeNull()
  })
})

describe('applying penalties', () => {
  const penalties = { wound: 2, mobility: 1, poison: 0, onslaught: 3 }

  it('applies only the kinds a figure takes, leaving out the ones at zero', () => {
    expect(applyPenalties(penalties, ['wound', 'poison'])).toEqual([{ kind: 'wound', value: 2 }])
    expect(applyPenalties(penalties, ['wound', 'mobility', 'poison', 'onslaught'])).toEqual([
      { kind: 'wound', value: 2 },
      { kind: 'mobility', value: 1 },
      { kind: 'onslaught', value: 3 },
    ])
  })
})

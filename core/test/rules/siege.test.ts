// Siege weapons from the reference facts (reference/new-types.md §4), with Loom's fixes of its
// weak points W16–W18.

import { input, mortal, weapon } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { characterStatDetails, characterStats } from '../../src/rules/character-stats.ts'
import type { WeaponInput } from '../../src/rules/sheet-input.ts'

// The worked example of §4.6: Intelligence 3, Perception 4, War 2, a wound penalty of 1 (three
// damage: past the −0 and both −1 levels), a ballista aimed with Perception.
const engineer = mortal({ attr_intelligence: 3, attr_perception: 4, abil_war: 2, damage_lethal: 2 })
const ballista = (changes: Partial<WeaponInput> = {}) =>
  weapon({
    name: 'Ballista',
    weight: 'heavy',
    ability: 'war',
    tags: ['siege (medium)'],
    overrides: { attack_attribute: { use: 'perception' } },
    ...changes,
  })

function stats(changes: Partial<WeaponInput> = {}, sheet = engineer) {
  const found = characterStats(input(sheet, { weapons: [ballista(changes)] })).weapons.Ballista
  if (found === undefined) throw new Error('the ballista is missing from the summary')
  return found
}

function details(changes: Partial<WeaponInput> = {}) {
  const found = characterStatDetails(input(engineer, { weapons: [ballista(changes)] })).weapons
    .Ballista
  if (found === undefined) throw new Error('the ballista is missing from the details')
  return found
}

const bands = (s: ReturnType<typeof stats>) => [
  s.ranged_close,
  s.ranged_short,
  s.ranged_medium,
  s.ranged_long,
  s.ranged_extreme,
]

describe('a mundane siege (medium) ballista', () => {
  it('is ranged to medium range and cannot parry', () => {
    const s = stats()
    expect([s.is_ranged, s.ranged_max_range, s.parry]).toEqual([1, 2, 0])
  })

  it('rolls 4 + 2 − 1 = 5 plus the siege bands −5, −3, +4, +2, 0', () => {
    const s = stats()
    expect(bands(s)).toEqual([0, 2, 9, 7, 5])
    expect(s.decisive_attack).toBe(5)
    expect(details().ranged?.available).toEqual(['close', 'short', 'medium'])
  })

  it('deals 15 withering damage with no attribute, minimum 3', () => {
    const s = stats()
    expect([
      s.weapon_damage,
      s.damage_attribute_rating,
      s.withering_damage,
      s.overwhelming,
    ]).toEqual([15, 0, 15, 3])
  })

  it('notes −4 vs small targets on every attack pool, never added', () => {
    const d = details()
    const note = { label: 'Siege weapon', value: -4, note: 'vs small targets' }
    expect(d.decisive_attack.conditional).toEqual([note])
    expect(d.withering_attack.conditional).toEqual([note])
    for (const band of Object.values(d.ranged?.bands ?? {}))
      expect(band.conditional).toEqual([note])
  })

  it('keeps the +2 clash note beside it on a two-handed engine', () => {
    const notes = details({ tags: ['siege (medium)', 'two-handed'] }).decisive_attack.conditional
    expect(notes.map((n) => n.value)).toEqual([2, -4])
  })
})

describe('an artifact siege weapon', () => {
  it('gets +1 on every band, 20 damage and minimum 5, whatever its weight', () => {
    for (const weight of ['light', 'medium', 'heavy']) {
      const s = stats({ is_artifact: true, weight })
      expect(bands(s).slice(0, 3)).toEqual([1, 3, 10])
      expect([s.withering_damage, s.overwhelming]).toEqual([20, 5])
    }
  })
})

describe('siege damage and minimum', () => {
  it('adds the damage bonus and takes 2 for a shield, never below the minimum', () => {
    expect(stats({ bonus_damage: 2 }).withering_damage).toBe(17)
    expect(stats({ tags: ['siege (medium)', 'shield'] }).withering_damage).toBe(13)
  })

  it('ignores the damage attribute override and the flame, crossbow and firearm tags', () => {
    const s = stats({
      tags: ['siege (medium)', 'flame'],
      overrides: { damage_attribute: { use: 'perception' } },
    })
    expect([s.damage_attribute_rating, s.withering_damage]).toEqual([0, 15])
  })

  it('a subtle siege weapon deals nothing', () => {
    const s = stats({ tags: ['siege (medium)', 'subtle'] })
    expect([s.weapon_damage, s.withering_damage, s.overwhelming]).toEqual([0, 0, 0])
  })

  it('the minimum takes the overwhelming bonus, Balanced and overwhelming+N, never below 0', () => {
    expect(
      stats({ bonus_overwhelming: 1, tags: ['siege (medium)', 'balanced'] }).overwhelming,
    ).toBe(5)
    expect(stats({ tags: ['siege (medium)', 'overwhelming+2'] }).overwhelming).toBe(5)
    expect(stats({ bonus_overwhelming: -5 }).overwhelming).toBe(0)
  })

  it('a powerful siege weapon adds no attribute to its powerful figure either (W18)', () => {
    const strong = mortal({ ...engineer, attr_strength: 5 })
    const s = stats({ tags: ['siege (medium)', 'powerful'] }, strong)
    expect(s.withering_damage_powerful).toBe(15)
  })
})

describe('what counts as a siege weapon', () => {
  it.each([
    ['siege', 0],
    ['siege(long)', 3],
    ['siege (extreme)', 4],
    ['siege  (short)', 1],
  ])('%j is a siege tag reaching band %i', (tag, reach) => {
    const s = stats({ tags: [tag] })
    expect([s.is_ranged, s.ranged_max_range, s.withering_damage]).toEqual([1, reach, 15])
  })

  it('a word that only starts with "siege" is not a siege tag (W16)', () => {
    const s = stats({ tags: ['siegebreaker'], weight: 'heavy' })
    // Heavy 11 + Strength 1, not ranged: War with no range tag.
    expect([s.is_ranged, s.withering_damage]).toEqual([0, 12])
  })

  it('a siege tag decides the range and the bands even after an archery tag (W17)', () => {
    const s = stats({ tags: ['archery (long)', 'siege (extreme)'] })
    expect([s.ranged_max_range, s.ranged_close, s.withering_damage]).toEqual([4, 0, 15])
  })

  it('with Melee it is a close-combat weapon that parries like any heavy weapon', () => {
    // ⌈(Dexterity 1 + Melee 3) / 2⌉ − 1 heavy − 1 wound = 0; withering: 1 + 3 + 0 − 1 = 3.
    const brute = mortal({ ...engineer, abil_melee: 3 })
    const s = stats({ ability: 'melee', overrides: {} }, brute)
    expect([s.is_ranged, s.parry, s.withering_attack, s.withering_damage]).toEqual([0, 0, 3, 15])
  })
})

import { exalt, input, mortal } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { characterStatDetails } from '../../src/rules/character-stats.ts'
import { characterTraitRoll } from '../../src/rules/trait-roll.ts'

describe('any attribute + ability roll', () => {
  it('adds the attribute and the ability, less the wound and poison penalties', () => {
    // Wound −1 (2 lethal), heavy armour (mobility does not count), poison −2.
    const sheet = mortal({
      attr_perception: 4,
      abil_investigation: 3,
      damage_lethal: 2,
      armor_weight: 'heavy',
    })
    const roll = characterTraitRoll(input(sheet, { poisons: [{ name: 'Sleep', penalty: 2 }] }), {
      attribute: 'perception',
      ability: 'investigation',
    })
    expect(roll).toMatchObject({
      total: 4, // 4 + 3 − 1 − 2
      parts: [
        { label: 'Perception', value: 4 },
        { label: 'Investigation', value: 3 },
      ],
      penalties: [
        { kind: 'wound', value: 1 },
        { kind: 'poison', value: 2 },
      ],
    })
  })

  it('reads one craft or style by name', () => {
    const sheet = mortal({
      attr_intelligence: 3,
      abil_craft: [{ id: 'c1', craft: 'Weapons', rating: 4 }],
    } as never)
    expect(
      characterTraitRoll(input(sheet), { attribute: 'intelligence', ability: 'craft (Weapons)' })
        .total,
    ).toBe(7)
  })

  it('carries the excellency the same roll has in the sheet’s pools', () => {
    const sheet = exalt('SolarCharacter', {
      attr_wits: 3,
      abil_awareness: 2,
      caste_abilities: ['awareness'],
    })
    const roll = characterTraitRoll(input(sheet), { attribute: 'wits', ability: 'awareness' })
    const joinBattle = characterStatDetails(input(sheet)).pools.join_battle
    expect(roll.excellency).toEqual(joinBattle.excellency)
    expect(roll.excellency?.cap).toBe(5)
  })
})

import { exalt, input, merit, mortal, weapon } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { characterStatDetails } from '../../src/rules/character-stats.ts'

describe('where each number comes from', () => {
  it('a static rating lists attribute and ability, halved, with its penalties and excellency', () => {
    const sheet = exalt('SolarCharacter', {
      attr_dexterity: 3,
      abil_dodge: 3,
      caste_abilities: ['dodge'],
      specialties: [{ ability: 'dodge', context: 'Rolling' }],
      armor_weight: 'medium',
      onslaught: 1,
    })
    expect(characterStatDetails(input(sheet)).ratings.evasion).toEqual({
      total: 1, // ⌈6/2⌉ − 1 − 1
      parts: [
        { label: 'Dexterity', value: 3 },
        { label: 'Dodge', value: 3 },
      ],
      halved: true,
      bonuses: [],
      penalties: [
        { kind: 'mobility', value: 1 },
        { kind: 'onslaught', value: 1 },
      ],
      conditional: [],
      specialties: ['Rolling'],
      excellency: { cap: 3, cost: 6, stunt: 0, stunt_cost: 0 },
      specialty_matters: true,
    })
  })

  it('a withering attack lists the weapon accuracy and bonus', () => {
    const sheet = mortal({ attr_dexterity: 3, abil_melee: 2 })
    const details = characterStatDetails(
      input(sheet, {
        weapons: [weapon({ weight: 'medium', is_artifact: true, bonus_accuracy: 1 })],
      }),
    )
    expect(details.weapons.Weapon?.withering_attack).toMatchObject({
      total: 9,
      parts: [
        { label: 'Dexterity', value: 3 },
        { label: 'Melee', value: 2 },
        { label: 'medium artifact accuracy', value: 3 },
      ],
      bonuses: [{ label: 'accuracy bonus', value: 1 }],
    })
  })

  it('withering damage lists the damage attribute, the weapon and the shield', () => {
    const sheet = mortal({ attr_strength: 3 })
    const details = characterStatDetails(
      input(sheet, { weapons: [weapon({ tags: ['shield'], bonus_damage: 1 })] }),
    )
    expect(details.weapons.Weapon?.withering_damage).toMatchObject({
      total: 9, // 3 + 7 + 1 − 2
      parts: [
        { label: 'Strength', value: 3 },
        { label: 'light weapon damage', value: 7 },
      ],
      bonuses: [
        { label: 'damage bonus', value: 1 },
        { label: 'shield', value: -2 },
      ],
    })
    expect(details.weapons.Weapon?.parry.conditional).toContainEqual({
      label: 'Shield',
      value: 0,
      note: 'shield',
    })
  })

  it('a bolt minimum lists 1 and Essence', () => {
    const details = characterStatDetails(
      input(mortal({ essence: 2 }), { weapons: [weapon({ tags: ['elemental bolt'] })] }),
    )
    expect(details.weapons.Weapon?.overwhelming.parts).toEqual([
      { label: 'bolt', value: 1 },
      { label: 'Essence', value: 2 },
    ])
  })

  it('soak lists Stamina, armour and each bonus by name', () => {
    const sheet = mortal({
      attr_stamina: 2,
      armor_weight: 'medium',
      armor_is_artifact: true,
      bonus_soak: 1,
    })
    const details = characterStatDetails(input(sheet, { merits: [merit('Unusual Hide', 2)] }))
    expect(details.soak.soak).toMatchObject({
      total: 13,
      parts: [
        { label: 'Stamina', value: 2 },
        { label: 'artifact medium armor', value: 8 },
      ],
      bonuses: [
        { label: 'soak bonus', value: 1 },
        { label: 'Unusual Hide', value: 2 },
      ],
    })
  })

  it('Twilight at Bonfire shows how much it lifts hardness', () => {
    const sheet = exalt('SolarCharacter', { caste: 'twilight', anima_level: 3, bonus_hardness: 2 })
    expect(characterStatDetails(input(sheet)).hardness.bonuses).toEqual([
      { label: 'hardness bonus', value: 2 },
      { label: 'Twilight anima (at least 5)', value: 3 },
    ])
  })

  it('names the poison that sets the poison penalty', () => {
    const details = characterStatDetails(
      input(mortal(), { poisons: [{ name: 'Adder', penalty: 2 }] }),
    )
    expect(details.worst_poison).toEqual({ name: 'Adder', penalty: 2 })
    expect(details.penalties).toEqual({ wound: 0, mobility: 0, poison: 2, onslaught: 0 })
  })
})

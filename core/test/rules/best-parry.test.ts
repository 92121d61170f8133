import { exalt, input, mortal, weapon } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { characterStatDetails, characterStats } from '../../src/rules/character-stats.ts'

describe('best parry', () => {
  it('is 0 with no weapons', () => {
    const stats = characterStats(input(mortal()))
    expect([stats.best_parry, stats.best_parry_excellency]).toEqual([0, 0])
    expect(characterStatDetails(input(mortal())).best_parry).toBeNull()
  })

  it('is the highest parry', () => {
    const sheet = mortal({ attr_dexterity: 3, abil_melee: 2, abil_brawl: 0 })
    const weapons = [
      weapon({ name: 'Fist', ability: 'brawl' }), // halfUp(3) = 2
      weapon({ name: 'Spear', weight: 'medium' }), // halfUp(5) + 1 = 4
      weapon({ name: 'Knife' }), // 3
    ]
    expect(characterStats(input(sheet, { weapons })).best_parry).toBe(4)
    expect(characterStatDetails(input(sheet, { weapons })).best_parry).toBe('Spear')
  })

  it('breaks a tie by the higher excellency', () => {
    // Melee is a caste ability, Brawl is not: both parries are halfUp(3 + 2) = 3.
    const sheet = exalt('SolarCharacter', {
      attr_dexterity: 3,
      abil_melee: 2,
      abil_brawl: 2,
      caste_abilities: ['melee'],
    })
    const weapons = [weapon({ name: 'Fist', ability: 'brawl' }), weapon({ name: 'Knife' })]
    const stats = characterStats(input(sheet, { weapons }))
    expect([stats.best_parry, stats.best_parry_excellency]).toEqual([3, 2])
    expect(characterStatDetails(input(sheet, { weapons })).best_parry).toBe('Knife')
  })

  it('then by more specialties, then a shield, then list order', () => {
    const base = { attr_dexterity: 3, abil_melee: 2, abil_brawl: 2 }
    const specialised = mortal({ ...base, specialties: [{ ability: 'brawl', context: 'Blocks' }] })
    const tied = [weapon({ name: 'Knife' }), weapon({ name: 'Fist', ability: 'brawl' })]
    expect(characterStatDetails(input(specialised, { weapons: tied })).best_parry).toBe('Fist')

    const shields = [weapon({ name: 'Knife' }), weapon({ name: 'Buckler', tags: ['shield'] })]
    expect(characterStatDetails(input(mortal(base), { weapons: shields })).best_parry).toBe(
      'Buckler',
    )

    const same = [weapon({ name: 'First' }), weapon({ name: 'Second' })]
    expect(characterStatDetails(input(mortal(base), { weapons: same })).best_parry).toBe('First')
  })

  // Decision: a ranged weapon (parry 0) never wins a tie against a melee weapon listed after it
  // (the reference let list order decide).
  it('prefers a melee weapon to a ranged one on a tie', () => {
    const weapons = [
      weapon({ name: 'Bow', ability: 'archery' }),
      weapon({ name: 'Club', weight: 'heavy' }),
    ]
    // Club: halfUp(1 + 0) − 1 = 0, tied with the bow's 0.
    expect(characterStatDetails(input(mortal(), { weapons })).best_parry).toBe('Club')
  })
})

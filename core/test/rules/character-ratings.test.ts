import { exalt, input, merit, mortal } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { characterStatDetails, characterStats } from '../../src/rules/character-stats.ts'

describe('static ratings', () => {
  it.each([
    ['evasion', { attr_dexterity: 3, abil_dodge: 2 }, 3], // halfUp(5) = 3
    ['evasion', { attr_dexterity: 3, abil_dodge: 3 }, 3], // halfUp(6) = 3
    ['guile', { attr_manipulation: 4, abil_socialize: 3 }, 4], // halfUp(7) = 4
    ['resolve', { attr_wits: 2, abil_integrity: 0 }, 1], // halfUp(2) = 1
    ['resolve', { attr_wits: 5, abil_integrity: 5 }, 5], // halfUp(10) = 5
  ] as const)('%s of %o is %i (half of the sum, rounded up)', (rating, traits, expected) => {
    expect(characterStats(input(mortal(traits)))[rating]).toBe(expected)
  })

  // Wound −1, mobility −1 (medium armour), poison −2, onslaught −3.
  const beset = mortal({
    attr_dexterity: 5,
    abil_dodge: 5,
    attr_manipulation: 5,
    abil_socialize: 5,
    attr_wits: 5,
    abil_integrity: 5,
    damage_bashing: 2,
    armor_weight: 'medium',
    onslaught: 3,
  })
  const poisons = [{ name: 'Blackroot', penalty: 2 }]

  it('Evasion takes wound, mobility, poison and onslaught', () => {
    const stats = characterStats(input(beset, { poisons }))
    expect(stats.evasion_penalty).toBe(7)
    expect(stats.evasion).toBe(0) // 5 − 7 → 0
  })

  it('Guile and Resolve take wound and poison only', () => {
    const stats = characterStats(input(beset, { poisons }))
    expect([stats.guile_penalty, stats.resolve_penalty]).toEqual([3, 3])
    expect([stats.guile, stats.resolve]).toEqual([2, 2]) // 5 − 3
  })

  it('a specialty matters only when attribute + ability is even', () => {
    const specialties = [{ ability: 'dodge', context: 'Cover' }]
    expect(
      characterStats(input(mortal({ attr_dexterity: 3, abil_dodge: 1, specialties })))
        .evasion_specialty_matters,
    ).toBe(1)
    expect(
      characterStats(input(mortal({ attr_dexterity: 3, abil_dodge: 2, specialties })))
        .evasion_specialty_matters,
    ).toBe(0)
    expect(
      characterStats(input(mortal({ attr_dexterity: 3, abil_dodge: 1 }))).evasion_specialty_matters,
    ).toBe(0)
  })

  it('Inhuman Visage adds one to Guile', () => {
    // halfUp(1 + 0) + 1 = 2
    expect(characterStats(input(mortal(), { merits: [merit('Inhuman Visage')] })).guile).toBe(2)
  })

  it('Changing Moon Lunars add one to Guile only while their anima is dim', () => {
    expect(characterStats(input(exalt('LunarCharacter', { caste: 'changing moon' }))).guile).toBe(2)
    expect(
      characterStats(input(exalt('LunarCharacter', { caste: 'changing moon', anima_level: 1 })))
        .guile,
    ).toBe(1)
  })

  it('Well-Bred and Thin-Blooded are notes on Resolve', () => {
    const stats = characterStats(
      input(mortal(), { merits: [merit('Well-Bred'), merit('Thin-Blooded')] }),
    )
    expect(stats.resolve).toBe(1)
    const details = characterStatDetails(
      input(mortal(), { merits: [merit('Well-Bred'), merit('Thin-Blooded')] }),
    )
    expect(details.ratings.resolve.conditional.map((c) => c.value)).toEqual([1, -1])
  })

  it('Full Moon Lunars note half their best physical attribute (up) on Resolve', () => {
    const sheet = exalt('LunarCharacter', { caste: 'full moon', attr_stamina: 5, attr_strength: 3 })
    const stats = characterStats(input(sheet))
    expect(stats.resolve).toBe(1)
    expect(stats.resolve_conditional_bonus).toBe(3) // halfUp(5)
  })

  // Decision: caste powers need an Exalt; a Mortal's caste field (free text) grants nothing.
  it('a Mortal with a caste written in gets no caste power', () => {
    expect(characterStats(input(mortal({ caste: 'full moon' }))).resolve_conditional_bonus).toBe(0)
  })

  it('Earth-aspect Dragon-Blooded note +1 Evasion vs smash and grapple', () => {
    const dim = characterStatDetails(input(exalt('DragonbloodCharacter', { caste: 'earth' })))
    expect(dim.ratings.evasion.conditional).toEqual([
      { label: 'Earth aspect', value: 1, note: '/5m vs smash/grapple (anima)' },
    ])
    const bonfire = characterStatDetails(
      input(exalt('DragonbloodCharacter', { caste: 'Earth', anima_level: 3 })),
    )
    expect(bonfire.ratings.evasion.conditional[0]?.note).toBe('vs smash/grapple (anima)')
    expect(bonfire.ratings.evasion.total).toBe(1)
  })

  it('a custom Exalt whose type starts with "Dragon" counts as Dragon-Blooded', () => {
    const sheet = exalt('CustomAbilityCharacter', { exalt_type: 'Dragon-King', caste: 'earth' })
    expect(characterStats(input(sheet)).evasion_conditional_bonus).toBe(1)
  })

  it('Appearance is the attribute; Hideous adds a note worth nothing', () => {
    const details = characterStatDetails(
      input(mortal({ attr_appearance: 4 }), { merits: [merit('Hideous')] }),
    )
    expect(details.appearance.total).toBe(4)
    expect(details.appearance.conditional).toEqual([
      { label: 'Hideous', value: 0, note: 'hideous' },
    ])
  })
})

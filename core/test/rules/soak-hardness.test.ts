import { exalt, input, merit, mortal } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { characterStatDetails, characterStats } from '../../src/rules/character-stats.ts'

describe('soak', () => {
  it.each([
    ['unarmored', false, 0],
    ['light', false, 3],
    ['medium', false, 5],
    ['heavy', false, 7],
    ['unarmored', true, 0],
    ['light', true, 5],
    ['medium', true, 8],
    ['heavy', true, 11],
  ])('%s armour (artifact: %s) soaks %i on top of Stamina', (armor_weight, armor_is_artifact, armor) => {
    const stats = characterStats(
      input(mortal({ attr_stamina: 3, armor_weight, armor_is_artifact })),
    )
    expect(stats.soak).toBe(3 + armor)
    expect(stats.soak_natural).toBe(3)
    expect(stats.soak_armored).toBe(armor)
  })

  it('adds the soak bonus to the armoured soak', () => {
    const stats = characterStats(
      input(mortal({ attr_stamina: 2, armor_weight: 'light', bonus_soak: 2 })),
    )
    expect([stats.soak, stats.soak_armored]).toEqual([7, 5]) // 2 + 3 + 2
  })

  it('never goes below 0', () => {
    expect(characterStats(input(mortal({ bonus_soak: -5 }))).soak).toBe(0)
  })

  it('Unusual Hide adds its rating', () => {
    // Stamina 1 + 2
    expect(characterStats(input(mortal(), { merits: [merit('Unusual Hide', 2)] })).soak).toBe(3)
  })

  it('Invulnerable Skin of Bronze adds Essence when it is a control spell, stacking with armour', () => {
    const sheet = exalt('SolarCharacter', { essence: 3, armor_weight: 'light' })
    const control = [{ name: 'Invulnerable Skin of Bronze', control: true }]
    // 1 + 3 + 3
    expect(characterStats(input(sheet, { spells: control })).soak).toBe(7)
    expect(
      characterStats(input(sheet, { spells: [{ ...control[0]!, control: false }] })).soak,
    ).toBe(4)
  })

  it('Earth-aspect Dragon-Blooded add the higher of Essence or 3 at Bonfire, a note below it', () => {
    const dim = exalt('DragonbloodCharacter', { caste: 'earth', essence: 2 })
    expect(characterStats(input(dim)).soak).toBe(1)
    expect(characterStatDetails(input(dim)).soak.soak.conditional).toEqual([
      { label: 'Earth aspect anima', value: 3, note: '/3m anima' },
    ])
    // 1 + max(4, 3)
    expect(characterStats(input({ ...dim, essence: 4, anima_level: 3 })).soak).toBe(5)
  })

  it('Fire-aspect Dragon-Blooded note +Essence vs heat', () => {
    const details = characterStatDetails(
      input(exalt('DragonbloodCharacter', { caste: 'fire', essence: 3 })),
    )
    expect(details.soak.soak.total).toBe(1)
    expect(details.soak.soak.conditional).toEqual([
      { label: 'Fire aspect', value: 3, note: '/5m vs heat' },
    ])
  })
})

describe('hardness', () => {
  it.each([
    ['light', true, 4],
    ['medium', true, 7],
    ['heavy', true, 10],
    ['heavy', false, 0],
    ['unarmored', true, 0],
  ])('%s armour (artifact: %s) gives hardness %i', (armor_weight, armor_is_artifact, expected) => {
    expect(characterStats(input(mortal({ armor_weight, armor_is_artifact }))).hardness).toBe(
      expected,
    )
  })

  it('adds the hardness bonus and never goes below 0', () => {
    expect(
      characterStats(
        input(mortal({ armor_weight: 'light', armor_is_artifact: true, bonus_hardness: 2 })),
      ).hardness,
    ).toBe(6)
    expect(characterStats(input(mortal({ bonus_hardness: -2 }))).hardness).toBe(0)
  })

  it('Earth-aspect Dragon-Blooded add 1 at Bonfire and note it below', () => {
    const sheet = exalt('DragonbloodCharacter', { caste: 'earth' })
    expect(characterStats(input(sheet)).hardness).toBe(0)
    expect(characterStats(input(sheet)).hardness_conditional_bonus).toBe(1)
    expect(characterStats(input({ ...sheet, anima_level: 3 })).hardness).toBe(1)
  })

  it('Twilight Solars have at least 5 at Bonfire, and a note below it', () => {
    const sheet = exalt('SolarCharacter', { caste: 'twilight' })
    expect(characterStats(input({ ...sheet, anima_level: 3 })).hardness).toBe(5)
    // Artifact heavy armour (10) is already more than 5.
    const armored = { ...sheet, anima_level: 3, armor_weight: 'heavy', armor_is_artifact: true }
    expect(characterStats(input(armored)).hardness).toBe(10)
    // Below Bonfire: hardness 0, note worth the 5 it would give.
    const details = characterStatDetails(input({ ...sheet, anima_level: 2 }))
    expect(details.hardness.total).toBe(0)
    expect(details.hardness.conditional).toEqual([
      { label: 'Twilight anima', value: 5, note: '5/5m anima' },
    ])
  })

  it('Twilight at Bonfire lifts even a negative hardness bonus to 5', () => {
    const sheet = exalt('SolarCharacter', { caste: 'twilight', anima_level: 3, bonus_hardness: -3 })
    expect(characterStats(input(sheet)).hardness).toBe(5)
  })

  it('a custom Exalt typed "Solar" counts as a Twilight Solar; an Abyssal does not', () => {
    const custom = exalt('CustomAbilityCharacter', {
      exalt_type: 'Solar',
      caste: 'twilight',
      anima_level: 3,
    })
    expect(characterStats(input(custom)).hardness).toBe(5)
    const abyssal = exalt('AbyssalCharacter', { caste: 'twilight', anima_level: 3 })
    expect(characterStats(input(abyssal)).hardness).toBe(0)
  })

  it('Fire-aspect Dragon-Blooded note +2 vs heat', () => {
    const bonfire = characterStatDetails(
      input(exalt('DragonbloodCharacter', { caste: 'fire', anima_level: 3 })),
    )
    expect(bonfire.hardness.conditional).toEqual([
      { label: 'Fire aspect', value: 2, note: 'vs heat' },
    ])
  })
})

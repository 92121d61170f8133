import { exalt, input, merit, mortal } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { characterStatDetails, characterStats } from '../../src/rules/character-stats.ts'

// Every attribute 2 except the one a pool reads (4), every ability 0 except its own (3):
// so each pool is 4 + 3 = 7 before bonuses and penalties, and any mix-up shows.
const ATTRIBUTE_FIELDS = [
  'attr_strength',
  'attr_dexterity',
  'attr_stamina',
  'attr_charisma',
  'attr_manipulation',
  'attr_appearance',
  'attr_perception',
  'attr_intelligence',
  'attr_wits',
] as const
const allTwos = Object.fromEntries(ATTRIBUTE_FIELDS.map((f) => [f, 2]))

describe('character dice pools', () => {
  it.each([
    ['join_battle', 'attr_wits', 'abil_awareness'],
    ['rush', 'attr_dexterity', 'abil_athletics'],
    ['disengage', 'attr_dexterity', 'abil_dodge'],
    ['withdraw', 'attr_dexterity', 'abil_athletics'],
    ['rise_from_prone', 'attr_dexterity', 'abil_dodge'],
    ['take_cover', 'attr_dexterity', 'abil_dodge'],
    ['read_intentions', 'attr_perception', 'abil_socialize'],
    ['feat_of_strength', 'attr_strength', 'abil_athletics'],
    ['shape_sorcery', 'attr_intelligence', 'abil_occult'],
  ] as const)('%s is %s + %s', (pool, attribute, ability) => {
    const stats = characterStats(input(mortal({ ...allTwos, [attribute]: 4, [ability]: 3 })))
    expect(stats[pool]).toBe(7)
  })

  // Wound −2 (4 damage), mobility −2 (heavy armour), poison −1: which ones each pool takes.
  const hurt = mortal({ ...allTwos, damage_lethal: 4, armor_weight: 'heavy' })
  const poisons = [{ name: 'Scorpion', penalty: 1 }]

  it.each([
    ['join_battle', 3], // wound + poison
    ['rush', 5], // wound + mobility + poison
    ['disengage', 5],
    ['withdraw', 5],
    ['rise_from_prone', 5],
    ['take_cover', 5],
    ['read_intentions', 3],
    ['feat_of_strength', 3],
    ['shape_sorcery', 3],
  ] as const)('%s takes a penalty of %i here', (pool, penalty) => {
    const stats = characterStats(input(hurt, { poisons }))
    expect(stats[`${pool}_penalty`]).toBe(penalty)
  })

  it('pools never go below 0', () => {
    // Dexterity 2 + Athletics 0 − (2 + 2 + 1) = −3 → 0
    expect(characterStats(input(hurt, { poisons })).rush).toBe(0)
  })

  it('Vital Focus Cultivation lets Shape Sorcery ignore wounds but not poison', () => {
    const sheet = mortal({ attr_intelligence: 4, abil_occult: 3, damage_lethal: 4 })
    const merits = [merit('Vital Focus Cultivation', 3)]
    // 4 + 3 − poison 1 = 6 (the wound −2 does not count)
    const stats = characterStats(input(sheet, { merits, poisons }))
    expect(stats.shape_sorcery).toBe(6)
    expect(stats.shape_sorcery_penalty).toBe(1)
    // Without the merit: 7 − 2 − 1 = 4
    expect(characterStats(input(sheet, { poisons })).shape_sorcery).toBe(4)
  })

  it('Fast Reflexes adds one die to Join Battle', () => {
    // Wits 1 + Awareness 0 + 1
    expect(
      characterStats(input(mortal(), { merits: [merit('Fast Reflexes', 3)] })).join_battle,
    ).toBe(2)
  })

  it('Fleet of Foot adds one die to Rush, Disengage and Withdraw only', () => {
    const stats = characterStats(input(mortal(), { merits: [merit('Fleet of Foot', 4)] }))
    // Dexterity 1 + 0 + 1
    expect([stats.rush, stats.disengage, stats.withdraw]).toEqual([2, 2, 2])
    expect([stats.rise_from_prone, stats.take_cover]).toEqual([1, 1])
  })

  it('Mighty Thew adds its rating to Feats of Strength', () => {
    // Strength 1 + Athletics 0 + 3
    expect(
      characterStats(input(mortal(), { merits: [merit('Mighty Thew', 3)] })).feat_of_strength,
    ).toBe(4)
  })

  it('Danger Sense is a note on Read Intentions, not a die', () => {
    const stats = characterStats(input(mortal(), { merits: [merit('Danger Sense')] }))
    expect(stats.read_intentions).toBe(1)
    expect(stats.read_intentions_conditional_bonus).toBe(1)
  })

  it('Water caste Exalts note +1 on Disengage and Withdraw; Mortals never do', () => {
    const stats = characterStats(input(exalt('DragonbloodCharacter', { caste: 'water' })))
    expect(stats.disengage).toBe(1)
    expect(stats.disengage_conditional_bonus).toBe(1)
    expect(stats.withdraw_conditional_bonus).toBe(1)
    expect(stats.rush_conditional_bonus).toBe(0)
    const notes = characterStatDetails(input(exalt('SolarCharacter', { caste: 'water' })))
    expect(notes.pools.disengage.conditional).toEqual([
      { label: 'Water', value: 1, note: 'sux/3m anima' },
    ])
    expect(characterStats(input(mortal({ caste: 'water' }))).disengage_conditional_bonus).toBe(0)
  })

  // Decision: caste names are compared without regard to case everywhere (the reference's
  // Water check alone was case-sensitive; the server stores castes lower-cased anyway).
  it('a caste written "Water" is the Water caste', () => {
    expect(
      characterStats(input(exalt('SolarCharacter', { caste: 'Water' })))
        .disengage_conditional_bonus,
    ).toBe(1)
  })

  it('explains a pool with its attribute, ability, bonuses and penalties', () => {
    const sheet = mortal({ attr_wits: 3, abil_awareness: 2, damage_lethal: 2 })
    const details = characterStatDetails(input(sheet, { merits: [merit('Fast Reflexes')] }))
    expect(details.pools.join_battle).toMatchObject({
      total: 5, // 3 + 2 + 1 − 1
      parts: [
        { label: 'Wits', value: 3 },
        { label: 'Awareness', value: 2 },
      ],
      halved: false,
      bonuses: [{ label: 'Fast Reflexes', value: 1 }],
      penalties: [{ kind: 'wound', value: 1 }],
      excellency: { cap: 0, cost: 0, stunt: 0, stunt_cost: 0 },
    })
  })
})

// Alchemical and Infernal numbers from the reference facts (reference/new-types.md §1.5,
// §2.5, §2.6), with Loom's fixes of its weak points.

import { charm, exalt, input } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { characterStatDetails, characterStats } from '../../src/rules/character-stats.ts'
import type { CharacterSheet, CharmInput } from '../../src/rules/sheet-input.ts'

// The worked example of §1.5: Orichalcum, Essence 3, Strength 4, Charisma 2, Intelligence 3,
// favored Dexterity 3, Wits 2, Perception 3, active loadout "default".
const orichalcum = (changes: Partial<CharacterSheet> = {}) =>
  exalt('AlchemicalCharacter', {
    caste: 'orichalcum',
    essence: 3,
    attr_strength: 4,
    attr_charisma: 2,
    attr_intelligence: 3,
    attr_dexterity: 3,
    attr_wits: 2,
    attr_perception: 3,
    caste_attributes: ['charisma', 'intelligence', 'strength'],
    favored_attributes: ['dexterity'],
    ...changes,
  })

const installedCharms: CharmInput[] = [
  charm('Attribute', 'wits', [], ['default']),
  charm('Attribute', 'perception', [], ['patrol']),
  charm('Attribute', 'appearance', [], ['*']),
]

describe('Alchemical excellencies', () => {
  it('count caste and favored attributes at 3 or more and attributes of installed charms', () => {
    const details = characterStatDetails(input(orichalcum(), { charms: installedCharms }))
    expect(details.excellency_traits).toEqual([
      'appearance',
      'dexterity',
      'intelligence',
      'strength',
      'wits',
    ])
  })

  it('cap a pool at attribute + Essence and a static rating at half of it, with no stunt', () => {
    const stats = characterStats(input(orichalcum(), { charms: installedCharms }))
    // Feat of Strength: Strength 4 + E 3; Join Battle: Wits 2 + 3; Evasion: ⌊(3 + 3) / 2⌋.
    expect([stats.feat_of_strength_excellency, stats.join_battle_excellency]).toEqual([7, 5])
    expect([stats.evasion_excellency, stats.evasion_excellency_cost]).toEqual([3, 6])
    // Perception's charm is in another loadout; Charisma is a caste attribute at only 2.
    expect([stats.read_intentions_excellency, stats.guile_excellency]).toEqual([0, 0])
    expect([stats.feat_of_strength_excellency_stunt, stats.evasion_excellency_stunt]).toEqual([
      0, 0,
    ])
  })

  it('switching the active loadout swaps which charms are installed', () => {
    const patrol = orichalcum({ active_loadout: 'patrol' })
    const stats = characterStats(input(patrol, { charms: installedCharms }))
    // Read Intentions: Perception 3 + E 3; Wits' charm is no longer installed.
    expect([stats.read_intentions_excellency, stats.join_battle_excellency]).toEqual([6, 0])
  })

  it('match loadout names exactly and never install a charm in no loadout', () => {
    const charms = [charm('Attribute', 'wits', [], ['Default']), charm('Attribute', 'wits')]
    const stats = characterStats(input(orichalcum(), { charms }))
    expect(stats.join_battle_excellency).toBe(0)
  })

  it('ignore Evocations, universal charms, and attributes below 3 with no charm', () => {
    const charms = [
      charm('Evocation', 'wits', [], ['*']),
      charm('Attribute', 'universal', [], ['*']),
    ]
    const details = characterStatDetails(input(orichalcum({ attr_strength: 2 }), { charms }))
    expect(details.excellency_traits).toEqual(['dexterity', 'intelligence'])
  })

  it('have no "any attribute at 5" or "two charms" rule, unlike the Lunars', () => {
    const charms = [
      charm('Attribute', 'stamina', [], ['patrol']),
      charm('Attribute', 'stamina', [], ['patrol']),
    ]
    const sheet = orichalcum({ attr_stamina: 5, favored_attributes: [] })
    expect(characterStats(input(sheet, { charms })).rush_excellency).toBe(0)
    expect(characterStatDetails(input(sheet, { charms })).excellency_traits).not.toContain(
      'stamina',
    )
  })

  it('never reach a roll that uses Essence as its attribute', () => {
    const sheet = orichalcum({ abil_melee: 2 })
    const weapons = [
      {
        name: 'Staff',
        weight: 'light',
        is_artifact: false,
        tags: [],
        ability: 'melee',
        bonus_accuracy: 0,
        bonus_damage: 0,
        bonus_overwhelming: 0,
        bonus_defense: 0,
        overrides: { attack_attribute: { use: 'essence' } },
      },
    ]
    expect(characterStats(input(sheet, { weapons })).weapons.Staff?.attack_excellency).toBe(0)
  })
})

describe('Infernal numbers', () => {
  it('excellencies follow the Solar rule: caste abilities, cap attribute + ability, no stunt', () => {
    const sheet = exalt('InfernalCharacter', {
      caste: 'azimuth',
      caste_abilities: ['melee'],
      attr_dexterity: 3,
      abil_melee: 2,
      abil_dodge: 3,
    })
    // Charms count whatever their loadouts hold: the Solar rule ignores loadouts.
    const stats = characterStats(input(sheet, { charms: [charm('Ability', 'dodge', [], ['x'])] }))
    expect([stats.evasion_excellency, stats.evasion_excellency_stunt]).toEqual([3, 0])
    expect(characterStatDetails(input(sheet)).excellency_traits).toEqual(['melee'])
  })

  it('a Nadir at Bonfire adds 1 Evasion: ⌈(3 + 4) / 2⌉ + 1 − onslaught 1 = 4', () => {
    const nadir = exalt('InfernalCharacter', {
      caste: 'nadir',
      anima_level: 3,
      attr_dexterity: 3,
      abil_dodge: 4,
      onslaught: 1,
    })
    expect(characterStats(input(nadir)).evasion).toBe(4)
  })

  it.each([0, 1, 2])('a Nadir below Bonfire (anima %i) has the +1 only as a /5m note', (anima) => {
    const nadir = exalt('InfernalCharacter', {
      caste: 'nadir',
      anima_level: anima,
      attr_dexterity: 3,
      abil_dodge: 4,
    })
    const stats = characterStats(input(nadir))
    expect([stats.evasion, stats.evasion_conditional_bonus]).toEqual([4, 1])
    expect(characterStatDetails(input(nadir)).ratings.evasion.conditional).toEqual([
      { label: 'Nadir anima', value: 1, note: '/5m (anima)' },
    ])
  })

  it.each([
    'Infernal',
    'infernal',
  ])('a custom Exalt named %j with caste Nadir gets it too', (name) => {
    const custom = exalt('CustomAbilityCharacter', {
      exalt_type: name,
      caste: 'Nadir',
      anima_level: 3,
      attr_dexterity: 3,
      abil_dodge: 4,
    })
    expect(characterStats(input(custom)).evasion).toBe(5)
  })

  it('other castes, Mortals called Nadir, and Horizon at Bonfire get nothing', () => {
    const horizon = exalt('InfernalCharacter', { caste: 'horizon', anima_level: 3 })
    expect(characterStats(input(horizon)).hardness).toBe(0)
    expect(characterStats(input(horizon)).evasion_conditional_bonus).toBe(0)
    const mortal = exalt('Character', { exalt_type: 'Infernal', caste: 'nadir', anima_level: 3 })
    expect(characterStats(input(mortal)).evasion).toBe(1)
  })
})

describe('Alchemical numbers outside excellencies', () => {
  it('no caste or anima level changes any pool or rating', () => {
    const dim = characterStats(input(orichalcum()))
    for (const caste of ['moonsilver', 'jade', 'starmetal', 'soulsteel', 'adamant']) {
      const bonfire = characterStats(input(orichalcum({ caste, anima_level: 3 })))
      expect([bonfire.evasion, bonfire.soak, bonfire.hardness, bonfire.resolve]).toEqual([
        dim.evasion,
        dim.soak,
        dim.hardness,
        dim.resolve,
      ])
    }
  })
})

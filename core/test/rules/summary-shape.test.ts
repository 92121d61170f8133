// The summary keys are a contract with the UI and the exports: these lists are copied from
// the issue, not from the code.

import { attack, battlegroup, exalt, input, qc, qcInput, weapon } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { battlegroupStatDetails, battlegroupStats } from '../../src/rules/battlegroup.ts'
import { characterStatDetails, characterStats } from '../../src/rules/character-stats.ts'
import { qcStatDetails, qcStats } from '../../src/rules/qc.ts'

const POOLS = [
  'join_battle',
  'rush',
  'disengage',
  'withdraw',
  'rise_from_prone',
  'take_cover',
  'read_intentions',
  'feat_of_strength',
  'shape_sorcery',
  'grapple_control',
]
const RATINGS = ['evasion', 'guile', 'resolve']

const CHARACTER_KEYS = [
  'health_levels_total',
  'wound_penalty',
  'mobility_penalty',
  ...POOLS.flatMap((p) => [
    p,
    `${p}_penalty`,
    `${p}_excellency`,
    `${p}_excellency_stunt`,
    `${p}_conditional_bonus`,
  ]),
  ...RATINGS.flatMap((r) => [
    r,
    `${r}_penalty`,
    `${r}_excellency`,
    `${r}_excellency_cost`,
    `${r}_excellency_stunt`,
    `${r}_specialty_matters`,
    `${r}_conditional_bonus`,
  ]),
  'appearance',
  'soak',
  'soak_natural',
  'soak_armored',
  'soak_conditional_bonus',
  'hardness',
  'hardness_conditional_bonus',
  'best_parry',
  'best_parry_excellency',
  'motes_personal_total',
  'motes_peripheral_total',
  'motes_personal_available',
  'motes_peripheral_available',
  'weapons',
]

const WEAPON_KEYS = [
  'is_ranged',
  'accuracy',
  'withering_attack',
  'decisive_attack',
  'attack_penalty',
  'attack_excellency',
  'attack_excellency_stunt',
  'weapon_damage',
  'damage_attribute_rating',
  'withering_damage',
  'overwhelming',
  'parry',
  'parry_defense',
  'parry_penalty',
  'parry_excellency',
  'parry_excellency_cost',
  'parry_excellency_stunt',
  'parry_specialty_matters',
]
const RANGED_KEYS = [
  'ranged_close',
  'ranged_short',
  'ranged_medium',
  'ranged_long',
  'ranged_extreme',
  'ranged_max_range',
]

const sorted = (keys: string[]) => [...keys].sort()

describe('the character summary', () => {
  const sheet = exalt('SolarCharacter', { abil_melee: 3, caste_abilities: ['melee'] })
  const weapons = [
    weapon({ name: 'Sword' }),
    weapon({ name: 'Great Bow', ability: 'archery', tags: ['archery (long)', 'powerful'] }),
  ]
  const stats = characterStats(input(sheet, { weapons }))

  it('has exactly the listed keys', () => {
    expect(sorted(Object.keys(stats))).toEqual(sorted(CHARACTER_KEYS))
  })

  it('gives melee weapons the weapon keys, ranged ones the band keys, powerful ones their extra damage', () => {
    expect(sorted(Object.keys(stats.weapons.Sword ?? {}))).toEqual(sorted(WEAPON_KEYS))
    expect(sorted(Object.keys(stats.weapons['Great Bow'] ?? {}))).toEqual(
      sorted([...WEAPON_KEYS, ...RANGED_KEYS, 'withering_damage_powerful']),
    )
  })

  it('holds only integers', () => {
    const { weapons: byName, ...numbers } = stats
    for (const value of [
      ...Object.values(numbers),
      ...Object.values(byName).flatMap(Object.values),
    ]) {
      expect(Number.isInteger(value)).toBe(true)
    }
  })

  it('shows the same numbers as the details', () => {
    const details = characterStatDetails(input(sheet, { weapons }))
    for (const pool of POOLS) {
      const detail = details.pools[pool as keyof typeof details.pools]
      expect(stats[pool as keyof typeof stats]).toBe(detail.total)
    }
    expect(stats.evasion).toBe(details.ratings.evasion.total)
    expect(stats.weapons.Sword?.parry).toBe(details.weapons.Sword?.parry.total)
    expect(stats.weapons['Great Bow']?.ranged_short).toBe(
      details.weapons['Great Bow']?.ranged?.bands.short.total,
    )
  })
})

describe('the QC summary', () => {
  const QC_FIGURES = [
    'guile',
    'resolve',
    'evasion',
    'parry',
    'senses',
    'join_battle',
    'shape_sorcery',
    'feats_of_strength',
    'movement',
    'grapple',
    'grapple_control',
  ]

  it('has exactly the listed keys', () => {
    const stats = qcStats(qcInput(qc(), { qc_attacks: [attack('Bite')] }))
    expect(sorted(Object.keys(stats))).toEqual(
      sorted([
        'wound_penalty',
        'health_levels_total',
        ...QC_FIGURES.flatMap((f) => [
          f,
          `${f}_excellency`,
          `${f}_excellency_cost`,
          `${f}_excellency_stunt`,
        ]),
        'appearance',
        'soak',
        'hardness',
        'evasion_conditional_bonus',
        'attacks',
      ]),
    )
    expect(sorted(Object.keys(stats.attacks.Bite ?? {}))).toEqual(
      sorted(['pool', 'pool_excellency', 'pool_excellency_stunt', 'damage', 'overwhelming']),
    )
  })

  it('shows the same numbers as the details', () => {
    const sheet = qc({ evasion: 5, damage_lethal: 3 })
    expect(qcStats(qcInput(sheet)).evasion).toBe(
      qcStatDetails(qcInput(sheet)).ratings.evasion.total,
    )
  })
})

describe('the battlegroup summary', () => {
  it('has exactly the listed keys', () => {
    const stats = battlegroupStats({ battlegroup: battlegroup(), qc_attacks: [attack('Spears')] })
    expect(sorted(Object.keys(stats))).toEqual(
      sorted([
        'join_battle',
        'defense_bonus',
        'evasion',
        'parry',
        'soak',
        'hardness',
        'magnitude_total',
        'attacks',
      ]),
    )
    expect(sorted(Object.keys(stats.attacks.Spears ?? {}))).toEqual(
      sorted(['pool', 'damage', 'overwhelming']),
    )
  })

  it('shows the same numbers as the details', () => {
    const bg = { battlegroup: battlegroup({ might: 2 }), qc_attacks: [attack('Spears', 4)] }
    expect(battlegroupStats(bg).attacks.Spears?.pool).toBe(
      battlegroupStatDetails(bg).attacks.Spears?.pool.total,
    )
  })
})

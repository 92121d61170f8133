import { exalt, input, mortal } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { LIMIT_MAX } from '../../src/character-types/character-type.ts'
import { characterTypeRecord } from '../../src/character-types/table.ts'
import { castesOf, casteTraits } from '../../src/rules/castes.ts'
import { characterStats } from '../../src/rules/character-stats.ts'
import { motesAvailable, moteTotals } from '../../src/rules/motes.ts'
import { CHARACTER_TYPES } from '../../src/vocabulary/character-types.ts'

describe('mote pools', () => {
  // Worked totals from the reference's own tests (personal/peripheral).
  it.each([
    ['SolarCharacter', 1, 13, 33],
    ['SolarCharacter', 2, 16, 40],
    ['SolarCharacter', 10, 40, 96],
    ['AbyssalCharacter', 1, 13, 33],
    ['DragonbloodCharacter', 2, 13, 31],
    ['DragonbloodCharacter', 5, 16, 43],
    ['DragonbloodCharacter', 10, 21, 63],
    ['LunarCharacter', 1, 16, 38],
    ['LunarCharacter', 5, 20, 54],
    ['LunarCharacter', 10, 25, 74],
    ['SiderealCharacter', 1, 11, 31],
    ['SiderealCharacter', 5, 19, 55],
    ['SiderealCharacter', 10, 29, 85],
    ['Character', 3, 0, 0],
    // Alchemical 2E + 11 / 6E + 27 and Infernal 3E + 10 / 7E + 26 (new-types §1.4, §2.4).
    ['AlchemicalCharacter', 1, 13, 33],
    ['AlchemicalCharacter', 5, 21, 57],
    ['AlchemicalCharacter', 10, 31, 87],
    ['InfernalCharacter', 1, 13, 33],
    ['InfernalCharacter', 2, 16, 40],
    ['InfernalCharacter', 10, 40, 96],
  ] as const)('%s at Essence %i has %i personal and %i peripheral', (type, essence, personal, peripheral) => {
    expect(moteTotals(type, essence)).toEqual({ personal, peripheral })
  })

  it.each([
    'CustomAbilityCharacter',
    'CustomAttributeCharacter',
    'CustomEssenceCharacter',
  ] as const)('%s sets its own totals', (type) => {
    expect(moteTotals(type, 4)).toBeNull()
    const sheet = exalt(type, { motes_personal_total: 12, motes_peripheral_total: 30 })
    const stats = characterStats(input(sheet))
    expect([stats.motes_personal_total, stats.motes_peripheral_total]).toEqual([12, 30])
  })

  it('the sheet shows the formula total even when the stored total is stale', () => {
    const stats = characterStats(
      input(exalt('SolarCharacter', { essence: 2, motes_personal_total: 99 })),
    )
    expect(stats.motes_personal_total).toBe(16)
  })

  it('committed motes are not available', () => {
    const committed = [
      { pool: 'personal', motes: 3 },
      { pool: 'peripheral', motes: 5 },
      { pool: 'peripheral', motes: 2 },
    ]
    const stats = characterStats(
      input(exalt('SolarCharacter', { essence: 1, motes_committed: committed })),
    )
    expect([stats.motes_personal_available, stats.motes_peripheral_available]).toEqual([10, 26])
  })

  // Decision: over-committing shows 0 available, never a negative pool.
  it('never shows fewer than 0 available', () => {
    expect(motesAvailable(5, [{ pool: 'personal', motes: 8 }], 'personal')).toBe(0)
  })

  it('Mortals have no motes', () => {
    expect(characterStats(input(mortal({ motes_personal_total: 5 }))).motes_personal_total).toBe(0)
  })
})

describe('character types', () => {
  it('knows the eleven types and treats a missing type as a Mortal', () => {
    expect(CHARACTER_TYPES).toHaveLength(11)
    expect(characterTypeRecord(null).type).toBe('Character')
  })

  it('refuses an unknown type with a clear error', () => {
    expect(() => characterTypeRecord('GetimianCharacter')).toThrow(
      'unknown character type "GetimianCharacter"',
    )
  })

  it.each([
    ['SolarCharacter', 'ranged'],
    ['AbyssalCharacter', 'ranged'],
    ['SiderealCharacter', 'ranged'],
    ['DragonbloodCharacter', 'none'],
    ['Character', 'none'],
    ['LunarCharacter', 'unchecked'],
    ['CustomAbilityCharacter', 'unchecked'],
    ['InfernalCharacter', 'ranged'],
    // The reference never checked an Alchemical's Limit; Loom holds it to 0–10 (W14).
    ['AlchemicalCharacter', 'ranged'],
  ] as const)('%s: Limit is %s', (type, limit) => {
    expect(characterTypeRecord(type).limit).toBe(limit)
  })

  it('Limit tops out at 10', () => {
    expect(LIMIT_MAX).toBe(10)
  })
})

describe('castes and aspects', () => {
  it.each([
    ['SolarCharacter', ['dawn', 'zenith', 'twilight', 'night', 'eclipse']],
    ['AbyssalCharacter', ['dusk', 'midnight', 'daybreak', 'day', 'moonshadow']],
    ['DragonbloodCharacter', ['air', 'earth', 'fire', 'water', 'wood']],
    ['SiderealCharacter', ['journeys', 'serenity', 'battles', 'secrets', 'endings']],
    ['LunarCharacter', ['full moon', 'changing moon', 'no moon', 'casteless']],
    [
      'AlchemicalCharacter',
      ['orichalcum', 'moonsilver', 'starmetal', 'jade', 'soulsteel', 'adamant'],
    ],
    ['InfernalCharacter', ['azimuth', 'ascendant', 'horizon', 'nadir', 'penumbra']],
    ['Character', null],
    ['CustomAbilityCharacter', null],
  ] as const)('%s castes: %j', (type, castes) => {
    expect(castesOf(type)).toEqual(castes)
  })

  it.each([
    ['AlchemicalCharacter', 'orichalcum', ['charisma', 'intelligence', 'strength']],
    ['AlchemicalCharacter', 'moonsilver', ['appearance', 'dexterity', 'wits']],
    ['AlchemicalCharacter', 'jade', ['charisma', 'stamina', 'wits']],
    ['AlchemicalCharacter', 'starmetal', ['dexterity', 'intelligence', 'manipulation']],
    ['AlchemicalCharacter', 'soulsteel', ['manipulation', 'perception', 'stamina']],
    ['AlchemicalCharacter', 'adamant', ['appearance', 'perception', 'strength']],
    [
      'InfernalCharacter',
      'azimuth',
      ['archery', 'athletics', 'awareness', 'brawl', 'melee', 'resistance', 'thrown', 'war'],
    ],
    [
      'InfernalCharacter',
      'ascendant',
      [
        'integrity',
        'lore',
        'medicine',
        'occult',
        'performance',
        'presence',
        'resistance',
        'survival',
      ],
    ],
    [
      'InfernalCharacter',
      'horizon',
      ['bureaucracy', 'craft', 'investigation', 'linguistics', 'lore', 'medicine', 'occult', 'war'],
    ],
    [
      'InfernalCharacter',
      'nadir',
      ['athletics', 'awareness', 'dodge', 'integrity', 'larceny', 'ride', 'sail', 'stealth'],
    ],
    [
      'InfernalCharacter',
      'penumbra',
      [
        'bureaucracy',
        'investigation',
        'larceny',
        'linguistics',
        'performance',
        'presence',
        'stealth',
        'socialize',
      ],
    ],
    [
      'SolarCharacter',
      'dawn',
      ['archery', 'awareness', 'brawl', 'dodge', 'melee', 'resistance', 'thrown', 'war'],
    ],
    [
      'SolarCharacter',
      'zenith',
      [
        'athletics',
        'integrity',
        'performance',
        'lore',
        'presence',
        'resistance',
        'survival',
        'war',
      ],
    ],
    [
      'SolarCharacter',
      'twilight',
      [
        'bureaucracy',
        'craft',
        'integrity',
        'investigation',
        'linguistics',
        'lore',
        'medicine',
        'occult',
      ],
    ],
    [
      'SolarCharacter',
      'night',
      [
        'athletics',
        'awareness',
        'dodge',
        'investigation',
        'larceny',
        'ride',
        'stealth',
        'socialize',
      ],
    ],
    [
      'SolarCharacter',
      'eclipse',
      ['bureaucracy', 'larceny', 'linguistics', 'occult', 'presence', 'ride', 'sail', 'socialize'],
    ],
    [
      'AbyssalCharacter',
      'dusk',
      ['archery', 'athletics', 'brawl', 'melee', 'resistance', 'ride', 'thrown', 'war'],
    ],
    [
      'AbyssalCharacter',
      'midnight',
      [
        'integrity',
        'larceny',
        'linguistics',
        'lore',
        'performance',
        'presence',
        'resistance',
        'survival',
      ],
    ],
    [
      'AbyssalCharacter',
      'daybreak',
      ['awareness', 'bureaucracy', 'craft', 'investigation', 'lore', 'medicine', 'occult', 'sail'],
    ],
    [
      'AbyssalCharacter',
      'day',
      [
        'athletics',
        'awareness',
        'investigation',
        'dodge',
        'larceny',
        'socialize',
        'stealth',
        'survival',
      ],
    ],
    [
      'AbyssalCharacter',
      'moonshadow',
      [
        'bureaucracy',
        'integrity',
        'linguistics',
        'occult',
        'presence',
        'ride',
        'sail',
        'socialize',
      ],
    ],
    ['DragonbloodCharacter', 'air', ['linguistics', 'lore', 'occult', 'stealth', 'thrown']],
    ['DragonbloodCharacter', 'earth', ['awareness', 'craft', 'integrity', 'resistance', 'war']],
    ['DragonbloodCharacter', 'fire', ['athletics', 'dodge', 'melee', 'presence', 'socialize']],
    ['DragonbloodCharacter', 'water', ['brawl', 'bureaucracy', 'investigation', 'larceny', 'sail']],
    ['DragonbloodCharacter', 'wood', ['archery', 'medicine', 'performance', 'ride', 'survival']],
    ['LunarCharacter', 'full moon', ['strength', 'dexterity', 'stamina']],
    ['LunarCharacter', 'changing moon', ['charisma', 'manipulation', 'appearance']],
    ['LunarCharacter', 'no moon', ['intelligence', 'perception', 'wits']],
    ['LunarCharacter', 'casteless', []],
  ] as const)('%s %s: %j', (type, caste, traits) => {
    expect(casteTraits(type, caste)).toEqual(traits)
  })

  it.each([
    ['journeys', ['resistance', 'ride', 'sail', 'survival', 'thrown']],
    ['serenity', ['craft', 'dodge', 'linguistics', 'performance', 'socialize']],
    ['battles', ['archery', 'brawl', 'melee', 'presence', 'war']],
    ['secrets', ['investigation', 'larceny', 'lore', 'occult', 'stealth']],
    ['endings', ['athletics', 'awareness', 'bureaucracy', 'integrity', 'medicine']],
  ] as const)('a Sidereal of %s gets %j, and Martial Arts besides', (caste, abilities) => {
    expect(casteTraits('SiderealCharacter', caste)).toEqual([...abilities, 'martial_arts'])
  })

  it('a blank caste offers nothing, an unknown one is not a caste, a custom type has no list', () => {
    expect(casteTraits('SolarCharacter', '')).toEqual([])
    expect(casteTraits('SolarCharacter', null)).toEqual([])
    expect(casteTraits('SolarCharacter', 'constructor')).toBeNull()
    expect(casteTraits('CustomAbilityCharacter', 'dawn')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import {
  CHARACTER_TYPES,
  type CharacterDraft,
  type CharacterType,
  characterSchemas,
  newCharacterDraft,
} from '../../src/index.ts'
import { adjustCharacter } from '../../src/writes/character-adjustments.ts'
import { characterProblems } from '../../src/writes/character-consistency.ts'

/** The draft after `patch` is applied to `previous` and the adjustments run. */
function patched(previous: CharacterDraft, patch: Partial<CharacterDraft>): CharacterDraft {
  return adjustCharacter({ ...previous, ...patch }, previous)
}

const motes = (draft: CharacterDraft) => [
  draft.motes_personal_current,
  draft.motes_personal_total,
  draft.motes_peripheral_current,
  draft.motes_peripheral_total,
]

describe('a new character of each type', () => {
  it.each<[CharacterType, string, number, number, number[], number | null, string, boolean]>([
    // type, exalt_type, essence, willpower, motes (personal cur/total, peripheral cur/total), limit, aura, aspect
    ['Character', 'Mortal', 1, 3, [0, 0, 0, 0], null, '', false],
    ['SolarCharacter', 'Solar', 1, 5, [13, 13, 33, 33], 0, '', false],
    ['AbyssalCharacter', 'Abyssal', 1, 5, [13, 13, 33, 33], 0, '', false],
    ['DragonbloodCharacter', 'Dragon-Blood', 2, 5, [13, 13, 31, 31], null, 'none', true],
    ['LunarCharacter', 'Lunar', 1, 5, [16, 16, 38, 38], 0, '', false],
    ['SiderealCharacter', 'Sidereal', 1, 5, [11, 11, 31, 31], 0, '', false],
    ['AlchemicalCharacter', 'Alchemical', 1, 5, [13, 13, 33, 33], 0, '', false],
    ['InfernalCharacter', 'Infernal', 1, 5, [13, 13, 33, 33], 0, '', false],
    ['CustomAbilityCharacter', 'Ability Exalt', 1, 5, [10, 10, 10, 10], 0, '', false],
    ['CustomAttributeCharacter', 'Attribute Exalt', 1, 5, [10, 10, 10, 10], 0, '', false],
    ['CustomEssenceCharacter', 'Essence Exalt', 1, 5, [10, 10, 10, 10], 0, '', false],
  ])('%s starts as %s with essence %i, willpower %i, motes %j, limit %s', (type, label, essence, willpower, pools, limit, aura, aspect) => {
    const draft = newCharacterDraft(type, {})
    expect(draft.exalt_type).toBe(label)
    expect(draft.essence).toBe(essence)
    expect([draft.willpower_temporary, draft.willpower_permanent]).toEqual([willpower, willpower])
    expect(motes(draft)).toEqual(pools)
    expect(draft.limit).toBe(limit)
    expect(draft.aura).toBe(aura)
    expect(draft.aspect).toBe(aspect)
    expect(characterProblems(draft)).toEqual({})
    const { type: _, ...fields } = draft
    expect(characterSchemas.fields.parse(fields)).toEqual(fields)
  })

  it.each([
    ['SolarCharacter', 'solar', '', ['solar']],
    ['AbyssalCharacter', 'solar', '', ['solar']],
    ['DragonbloodCharacter', 'dragonblood', '', ['dragonblood']],
    ['LunarCharacter', 'lunar', 'lunar', ['lunar']],
    ['SiderealCharacter', 'sidereal', '', ['sidereal']],
    ['InfernalCharacter', 'solar', '', ['solar']],
    // The Alchemical rule cannot be named in excellencies_for (W3): the type alone applies it.
    ['AlchemicalCharacter', '', '', []],
    ['CustomAbilityCharacter', '', '', []],
    ['Character', '', '', []],
  ] as const)('%s has excellency %j, stunt %j, for %j', (type, excellency, stunt, targets) => {
    const draft = newCharacterDraft(type, {})
    expect([draft.excellency, draft.excellency_stunt, draft.excellencies_for]).toEqual([
      excellency,
      stunt,
      targets,
    ])
  })

  it('keeps what the client chose at creation, within the type’s rules', () => {
    const draft = newCharacterDraft('SolarCharacter', {
      name: 'Zan',
      essence: 3,
      caste: 'Dawn',
      caste_abilities: ['melee', 'sail'],
    })
    expect(draft.name).toBe('Zan')
    expect(draft.caste).toBe('dawn')
    expect(draft.caste_abilities).toEqual(['melee'])
    expect(motes(draft)).toEqual([19, 19, 47, 47])
  })
})

describe('mote pools', () => {
  it.each([
    ['SolarCharacter', 2, [16, 40]],
    ['SolarCharacter', 10, [40, 96]],
    ['DragonbloodCharacter', 5, [16, 43]],
    ['DragonbloodCharacter', 10, [21, 63]],
    ['LunarCharacter', 5, [20, 54]],
    ['LunarCharacter', 10, [25, 74]],
    ['SiderealCharacter', 5, [19, 55]],
    ['SiderealCharacter', 10, [29, 85]],
    ['AbyssalCharacter', 2, [16, 40]],
    ['AlchemicalCharacter', 5, [21, 57]],
    ['AlchemicalCharacter', 10, [31, 87]],
    ['InfernalCharacter', 2, [16, 40]],
    ['InfernalCharacter', 10, [40, 96]],
  ] as const)('a %s at essence %i has %j motes', (type, essence, [personal, peripheral]) => {
    const draft = patched(newCharacterDraft(type, {}), { essence })
    expect([draft.motes_personal_total, draft.motes_peripheral_total]).toEqual([
      personal,
      peripheral,
    ])
  })

  it('does not refill spent motes when essence rises', () => {
    const spent = patched(newCharacterDraft('SolarCharacter', {}), { motes_personal_current: 5 })
    const risen = patched(spent, { essence: 2 })
    expect(motes(risen)).toEqual([5, 16, 33, 40])
  })

  it('lowers current motes to the new totals when essence falls', () => {
    const solar = newCharacterDraft('SolarCharacter', { essence: 2 })
    expect(motes(patched(solar, { essence: 1 }))).toEqual([13, 13, 33, 33])
  })

  it('takes committed motes out of the current pool', () => {
    const solar = newCharacterDraft('SolarCharacter', {})
    const committed = patched(solar, {
      motes_committed: [{ id: 'hs001', pool: 'peripheral', label: 'Hearthstone', motes: 5 }],
    })
    expect(committed.motes_peripheral_current).toBe(28)
  })

  it('leaves the totals of custom Exalts to the player', () => {
    const custom = newCharacterDraft('CustomEssenceCharacter', {})
    const changed = patched(custom, { essence: 4, motes_personal_total: 30 })
    expect(motes(changed)).toEqual([10, 30, 10, 10])
  })
})

describe('automatic adjustments', () => {
  const dawn = newCharacterDraft('SolarCharacter', { caste: 'dawn' })

  it('removes new caste abilities from the favored ones', () => {
    const favoring = patched(dawn, { favored_abilities: ['melee', 'war'] })
    expect(patched(favoring, { caste_abilities: ['melee'] }).favored_abilities).toEqual(['war'])
  })

  it('makes a chosen supernal ability a caste ability', () => {
    const solar = patched(dawn, { caste_abilities: ['archery'] })
    expect(patched(solar, { supernal_ability: 'melee' }).caste_abilities).toEqual([
      'archery',
      'melee',
    ])
  })

  it('makes brawl a caste ability for a supernal martial artist', () => {
    expect(patched(dawn, { supernal_ability: 'martial_arts' }).caste_abilities).toEqual(['brawl'])
  })

  it('replaces the fifth caste ability when the supernal one is new and five are chosen', () => {
    const five = patched(dawn, {
      caste_abilities: ['archery', 'awareness', 'brawl', 'dodge', 'melee'],
    })
    expect(patched(five, { supernal_ability: 'war' }).caste_abilities).toEqual([
      'archery',
      'awareness',
      'brawl',
      'dodge',
      'war',
    ])
  })

  it('keeps a supernal ability the new caste also allows, and drops one it does not', () => {
    const eclipse = patched(newCharacterDraft('SolarCharacter', { caste: 'eclipse' }), {
      supernal_ability: 'occult',
    })
    const twilight = patched(eclipse, { caste: 'twilight' })
    expect([twilight.supernal_ability, twilight.caste_abilities]).toEqual(['occult', ['occult']])
    const dawnAgain = patched(twilight, { caste: 'dawn' })
    expect([dawnAgain.supernal_ability, dawnAgain.caste_abilities]).toEqual([null, []])
  })

  it.each([
    ['DragonbloodCharacter', 'water', ['brawl', 'bureaucracy', 'investigation', 'larceny', 'sail']],
    [
      'SiderealCharacter',
      'serenity',
      ['craft', 'dodge', 'linguistics', 'performance', 'socialize', 'martial_arts'],
    ],
  ] as const)('a %s of %s gets its caste abilities set for it', (type, caste, abilities) => {
    const draft = patched(
      newCharacterDraft(type, { favored_abilities: ['sail', 'dodge', 'war'] }),
      { caste },
    )
    expect(draft.caste_abilities).toEqual(abilities)
    expect(
      draft.favored_abilities.every((ability) => !draft.caste_abilities.includes(ability)),
    ).toBe(true)
  })

  it('keeps only the caste attributes a Lunar’s new caste allows', () => {
    const lunar = patched(newCharacterDraft('LunarCharacter', { caste: 'full moon' }), {
      caste_attributes: ['strength', 'stamina'],
    })
    expect(patched(lunar, { caste: 'no moon' }).caste_attributes).toEqual([])
  })

  it('overwrites the fixed values of a fixed type, but not of a custom one', () => {
    const renamed = {
      exalt_type: 'Sun Guy',
      excellency: 'essence',
      caste_attributes: ['wits' as const],
    }
    expect(patched(newCharacterDraft('SolarCharacter', {}), renamed)).toMatchObject({
      exalt_type: 'Solar',
      excellency: 'solar',
      caste_attributes: [],
    })
    expect(patched(newCharacterDraft('CustomAbilityCharacter', {}), renamed)).toMatchObject({
      exalt_type: 'Sun Guy',
      excellency: 'essence',
      caste_attributes: [],
    })
  })
})

describe('rules across fields', () => {
  const solar = newCharacterDraft('SolarCharacter', {
    caste: 'dawn',
    caste_abilities: ['melee', 'archery'],
  })
  const lunar = newCharacterDraft('LunarCharacter', { caste: 'full moon' })
  const custom = newCharacterDraft('CustomAbilityCharacter', { caste_abilities: ['melee'] })
  const five = ['archery', 'awareness', 'brawl', 'dodge', 'melee'] as const

  it.each<[string, CharacterDraft, Partial<CharacterDraft>, Record<string, string[]>]>([
    [
      'a caste the type does not have',
      solar,
      { caste: 'noon' },
      {
        caste: ['caste must be one of dawn, zenith, twilight, night, eclipse, or blank'],
      },
    ],
    [
      'a caste ability the caste does not offer',
      solar,
      { caste_abilities: ['melee', 'sail'] },
      {
        caste_abilities: ['sail is not a caste ability of the dawn caste'],
      },
    ],
    [
      'caste abilities without a caste',
      newCharacterDraft('SolarCharacter', {}),
      { caste_abilities: ['melee'] },
      {
        caste_abilities: ['choose a caste before its caste abilities'],
      },
    ],
    [
      'six caste abilities',
      solar,
      { caste_abilities: [...five, 'war'] },
      {
        caste_abilities: ['caste_abilities can hold at most 5 abilities'],
      },
    ],
    [
      'six favored abilities',
      solar,
      { favored_abilities: ['lore', 'occult', 'sail', 'ride', 'stealth', 'larceny'] },
      {
        favored_abilities: ['favored_abilities can hold at most 5 abilities'],
      },
    ],
    [
      'the same ability as caste and favored',
      custom,
      { favored_abilities: ['melee'] },
      {
        caste_abilities: ['cannot have the same ability as both caste and favored'],
        favored_abilities: ['cannot have the same ability as both caste and favored'],
      },
    ],
    [
      'the same attribute as caste and favored',
      newCharacterDraft('CustomAttributeCharacter', { caste_attributes: ['wits'] }),
      { favored_attributes: ['wits'] },
      {
        caste_attributes: ['cannot have the same attribute as both caste and favored'],
        favored_attributes: ['cannot have the same attribute as both caste and favored'],
      },
    ],
    [
      'a supernal ability dropped from the caste abilities',
      patched(solar, { supernal_ability: 'melee' }),
      { caste_abilities: ['archery'] },
      {
        supernal_ability: ['supernal_ability must be one of the caste abilities'],
      },
    ],
    [
      'a supernal martial artist without brawl',
      patched(solar, { supernal_ability: 'martial_arts' }),
      { caste_abilities: ['archery'] },
      {
        supernal_ability: ['brawl must be a caste ability for a supernal martial artist'],
      },
    ],
    [
      'a Dragon-Blooded aura that is no element',
      newCharacterDraft('DragonbloodCharacter', {}),
      { aura: 'lava' },
      {
        aura: ['aura must be one of air, earth, fire, water, wood, none'],
      },
    ],
    [
      'a caste attribute the caste does not offer',
      lunar,
      { caste_attributes: ['wits'] },
      {
        caste_attributes: ['wits is not a caste attribute of the full moon caste'],
      },
    ],
    [
      'three Lunar caste attributes',
      lunar,
      { caste_attributes: ['strength', 'dexterity', 'stamina'] },
      {
        caste_attributes: ['caste_attributes can hold at most 2 attributes'],
      },
    ],
    [
      'more current motes than the total',
      custom,
      { motes_personal_current: 11 },
      {
        motes_personal_current: ['motes_personal_current cannot be more than motes_personal_total'],
      },
    ],
    [
      'two Alchemical favored attributes',
      newCharacterDraft('AlchemicalCharacter', { caste: 'jade' }),
      { favored_attributes: ['strength', 'dexterity'] },
      {
        favored_attributes: ['favored_attributes can hold at most 1 attributes'],
      },
    ],
    [
      'an Alchemical caste the type does not have',
      newCharacterDraft('AlchemicalCharacter', {}),
      { caste: 'gold' },
      {
        caste: [
          'caste must be one of orichalcum, moonsilver, starmetal, jade, soulsteel, adamant, or blank',
        ],
      },
    ],
    [
      'an Alchemical with no active loadout (W5)',
      newCharacterDraft('AlchemicalCharacter', {}),
      { active_loadout: ' ' },
      {
        active_loadout: [
          'active_loadout cannot be blank: Alchemical Exalts always have a loadout installed',
        ],
      },
    ],
    [
      'an Infernal caste ability the caste does not offer',
      newCharacterDraft('InfernalCharacter', { caste: 'nadir' }),
      { caste_abilities: ['stealth', 'war'] },
      {
        caste_abilities: ['war is not a caste ability of the nadir caste'],
      },
    ],
    [
      'six Infernal caste abilities',
      newCharacterDraft('InfernalCharacter', { caste: 'nadir' }),
      { caste_abilities: ['athletics', 'awareness', 'dodge', 'integrity', 'larceny', 'ride'] },
      {
        caste_abilities: ['caste_abilities can hold at most 5 abilities'],
      },
    ],
  ])('refuses %s', (_, previous, patch, errors) => {
    const shaped = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [
        field,
        messages.map((error) => ({ error })),
      ]),
    )
    expect(characterProblems(patched(previous, patch))).toEqual(shaped)
  })

  it('accepts every type’s defaults', () => {
    for (const type of CHARACTER_TYPES)
      expect(characterProblems(newCharacterDraft(type, {}))).toEqual({})
  })
})

describe('Alchemical adjustments', () => {
  const alchemical = newCharacterDraft('AlchemicalCharacter', {})

  it('starts with the default loadout installed', () => {
    expect(alchemical.active_loadout).toBe('default')
  })

  it('a new caste brings its three caste attributes and drops them from favored', () => {
    const moonsilver = patched(alchemical, {
      caste: 'moonsilver',
      favored_attributes: ['intelligence'],
    })
    expect(moonsilver.caste_attributes).toEqual(['appearance', 'dexterity', 'wits'])
    const starmetal = patched(moonsilver, { caste: 'starmetal' })
    expect(starmetal.caste_attributes).toEqual(['dexterity', 'intelligence', 'manipulation'])
    expect(starmetal.favored_attributes).toEqual([])
  })

  it('caste attributes are always exactly the caste’s, even when sent otherwise (W7)', () => {
    const jade = patched(alchemical, { caste: 'Jade' })
    expect(patched(jade, { caste_attributes: ['strength'] }).caste_attributes).toEqual([
      'charisma',
      'stamina',
      'wits',
    ])
    expect(patched(alchemical, { caste_attributes: ['strength'] }).caste_attributes).toEqual([])
  })

  it('keeps its own excellency settings and ignores aspect, supernal and ability lists', () => {
    const forced = patched(alchemical, {
      aspect: true,
      exalt_type: 'alchemical',
      excellency: 'solar',
      excellencies_for: ['solar'],
      caste_abilities: ['melee'],
      supernal_ability: 'melee',
    })
    expect(forced).toMatchObject({
      aspect: false,
      exalt_type: 'Alchemical',
      excellency: '',
      excellency_stunt: '',
      excellencies_for: [],
      caste_abilities: [],
      supernal_ability: null,
    })
  })
})

describe('Infernal adjustments', () => {
  const infernal = newCharacterDraft('InfernalCharacter', { caste: 'horizon' })

  it('each new Primordial Ability joins the caste abilities in turn', () => {
    let sheet = infernal
    for (const supernal of ['lore', 'linguistics', 'bureaucracy', 'war'] as const) {
      sheet = patched(sheet, { supernal_ability: supernal })
      expect(sheet.caste_abilities).toContain(supernal)
    }
    expect(sheet.caste_abilities).toEqual(['lore', 'linguistics', 'bureaucracy', 'war'])
  })

  it('keeps a Primordial Ability the new caste allows and clears one it does not', () => {
    const azimuth = patched(newCharacterDraft('InfernalCharacter', { caste: 'azimuth' }), {
      supernal_ability: 'war',
    })
    const horizon = patched(azimuth, { caste: 'horizon' })
    expect([horizon.supernal_ability, horizon.caste_abilities]).toEqual(['war', ['war']])
    const nadir = patched(horizon, { caste: 'nadir' })
    expect([nadir.supernal_ability, nadir.caste_abilities]).toEqual([null, []])
  })

  it('keeps its forced values against aspect, exalt_type and excellency', () => {
    const forced = patched(infernal, {
      aspect: true,
      exalt_type: 'infernal',
      excellency: 'essence',
    })
    expect(forced).toMatchObject({
      aspect: false,
      exalt_type: 'Infernal',
      excellency: 'solar',
      excellencies_for: ['solar'],
      active_loadout: null,
    })
  })
})

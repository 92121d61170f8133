import { describe, expect, it } from 'vitest'
import {
  CHARM_TYPES,
  type CharacterDraft,
  changeCharacterType,
  changeTypeSchema,
  charmAfterTypeChange,
  newCharacterDraft,
  validationErrors,
} from '../../src/index.ts'

function converted(character: CharacterDraft, target: CharacterDraft['type']) {
  const change = changeCharacterType(character, target)
  if (!change.ok) throw new Error(`conversion refused: ${JSON.stringify(change.errors)}`)
  return change
}

const solar = newCharacterDraft('SolarCharacter', {
  essence: 2,
  caste: 'dawn',
  caste_abilities: ['melee', 'archery'],
  favored_abilities: ['lore'],
  supernal_ability: 'melee',
  anima_level: 2,
  anima_powers: ['Dawn anima'],
  motes_committed: [{ id: 'hs001', pool: 'peripheral', label: 'Hearthstone', motes: 5 }],
  limit: 4,
})

describe('changing to a Mortal', () => {
  const change = converted(solar, 'Character')

  it('deletes every charm kind: native, martial arts, evocations and spirit charms', () => {
    expect(change.deletedCharmTypes).toEqual(CHARM_TYPES)
    expect(change.convertedCharmTypes).toEqual([])
  })

  it('clears everything an Exalt has and a Mortal does not', () => {
    expect(change.character).toMatchObject({
      type: 'Character',
      exalt_type: 'Mortal',
      caste: '',
      caste_abilities: [],
      favored_abilities: [],
      supernal_ability: null,
      limit: null,
      anima_level: 0,
      anima_powers: [],
      motes_committed: [],
      motes_personal_total: 0,
      motes_personal_current: 0,
      motes_peripheral_total: 0,
      motes_peripheral_current: 0,
      excellency: '',
      excellencies_for: [],
    })
  })

  it('keeps essence and willpower', () => {
    expect([change.character.essence, change.character.willpower_permanent]).toEqual([2, 5])
  })
})

describe('changing from a Mortal', () => {
  const mortal = newCharacterDraft('Character', { essence: 2, caste: 'ignored' })

  it('gives a new Solar full mote pools for its essence and a limit track', () => {
    const change = converted(mortal, 'SolarCharacter')
    expect(change.character).toMatchObject({
      exalt_type: 'Solar',
      caste: '',
      limit: 0,
      motes_personal_total: 16,
      motes_personal_current: 16,
      motes_peripheral_total: 40,
      motes_peripheral_current: 40,
    })
    expect(change.deletedCharmTypes).toEqual([])
  })

  it('gives a custom Exalt its type’s label', () => {
    expect(converted(mortal, 'CustomEssenceCharacter').character.exalt_type).toBe('Essence Exalt')
  })
})

describe('changing between Exalt types', () => {
  it.each([
    ['SolarCharacter', 'LunarCharacter', 'Attribute', ['Ability', 'Essence']],
    ['LunarCharacter', 'SiderealCharacter', 'Ability', ['Attribute', 'Essence']],
    ['SolarCharacter', 'CustomEssenceCharacter', 'Essence', ['Ability', 'Attribute']],
    ['CustomAttributeCharacter', 'AbyssalCharacter', 'Ability', ['Attribute', 'Essence']],
  ] as const)('from %s to %s, native charms become %s charms', (from, to, native, others) => {
    const change = converted(newCharacterDraft(from, {}), to)
    expect(change.nativeCharmType).toBe(native)
    expect(change.convertedCharmTypes).toEqual(others)
    expect(change.deletedCharmTypes).toEqual([])
  })

  it('keeps a caste both types share and the caste abilities it allows', () => {
    const abyssal = newCharacterDraft('AbyssalCharacter', {
      caste: 'dusk',
      caste_abilities: ['melee', 'ride'],
    })
    const custom = converted(abyssal, 'CustomAbilityCharacter').character
    expect([custom.caste, custom.caste_abilities]).toEqual(['dusk', ['melee', 'ride']])
  })

  it('drops a caste the new type does not have, with its caste abilities and supernal', () => {
    const abyssal = converted(solar, 'AbyssalCharacter').character
    expect([abyssal.caste, abyssal.caste_abilities, abyssal.supernal_ability]).toEqual([
      '',
      [],
      null,
    ])
    expect(abyssal.favored_abilities).toEqual(['lore'])
  })

  it('gives a new Dragon-Blood an aura of none and no limit', () => {
    const dragonblood = converted(solar, 'DragonbloodCharacter').character
    expect([dragonblood.aura, dragonblood.limit, dragonblood.aspect]).toEqual(['none', null, true])
  })

  it('keeps spent motes spent, within the new type’s pools', () => {
    const spent = { ...solar, motes_personal_current: 3 }
    const lunar = converted(spent, 'LunarCharacter').character
    expect([lunar.motes_personal_current, lunar.motes_personal_total]).toEqual([3, 17])
  })

  it('gives a fixed type back its label after a custom one', () => {
    const custom = { ...newCharacterDraft('CustomAbilityCharacter', {}), exalt_type: 'Moon Hunter' }
    expect(converted(custom, 'SiderealCharacter').character.exalt_type).toBe('Sidereal')
    expect(converted(custom, 'CustomEssenceCharacter').character.exalt_type).toBe('Moon Hunter')
  })

  it('refuses a change to the same type, and says why', () => {
    expect(changeCharacterType(solar, 'SolarCharacter')).toEqual({
      ok: false,
      errors: { type: [{ error: 'the character is already a SolarCharacter' }] },
    })
  })

  it('refuses a change that would leave the sheet invalid, and says why', () => {
    const custom = newCharacterDraft('CustomAbilityCharacter', {
      favored_abilities: ['lore', 'occult', 'sail', 'ride', 'stealth', 'larceny'],
    })
    expect(changeCharacterType(custom, 'SolarCharacter')).toEqual({
      ok: false,
      errors: { favored_abilities: [{ error: 'favored_abilities can hold at most 5 abilities' }] },
    })
  })

  it('accepts only the eleven character types in the request body', () => {
    expect(changeTypeSchema.parse({ type: 'LunarCharacter' })).toEqual({ type: 'LunarCharacter' })
    const refused = changeTypeSchema.safeParse({ type: 'GetimianCharacter' })
    expect(validationErrors(refused.error!)).toEqual({
      type: [{ error: 'type must be a character type, not "GetimianCharacter"' }],
    })
  })
})

const charmOf = (charm_type: string, loadouts: string[] = [], min_ability: number | null = 2) => ({
  charm_type,
  loadouts,
  min_ability,
})

describe('changing to an Alchemical', () => {
  const change = converted(solar, 'AlchemicalCharacter')

  it('takes the Alchemical fields: no caste it lacks, no abilities, the default loadout', () => {
    expect(change.character).toMatchObject({
      type: 'AlchemicalCharacter',
      exalt_type: 'Alchemical',
      caste: '',
      caste_abilities: [],
      favored_abilities: [],
      caste_attributes: [],
      supernal_ability: null,
      excellency: '',
      excellencies_for: [],
      active_loadout: 'default',
      limit: 4,
      // Essence 2: 2 × 2 + 11 and 6 × 2 + 27, less the 5 committed peripheral motes.
      motes_personal_total: 15,
      motes_peripheral_total: 39,
      motes_peripheral_current: 34,
    })
  })

  it('turns ability and essence charms into attribute charms that stay installed (W11)', () => {
    expect(change.convertedCharmTypes).toEqual(['Ability', 'Essence'])
    expect(change.nativeCharmType).toBe('Attribute')
    expect(charmAfterTypeChange(charmOf('Ability'), change)).toEqual({
      charm_type: 'Attribute',
      ability: '',
      min_ability: 2,
      loadouts: ['default'],
    })
    expect(charmAfterTypeChange(charmOf('Essence', [], null), change)).toEqual({
      charm_type: 'Attribute',
      ability: '',
      min_ability: 1,
      loadouts: ['default'],
    })
  })

  it('keeps the loadouts a converted charm already had, and leaves other kinds alone', () => {
    expect(charmAfterTypeChange(charmOf('Ability', ['patrol']), change)).toEqual({
      charm_type: 'Attribute',
      ability: '',
      min_ability: 2,
    })
    expect(charmAfterTypeChange(charmOf('MartialArts'), change)).toBeNull()
    expect(charmAfterTypeChange(charmOf('Evocation'), change)).toBeNull()
  })

  it('keeps the first favored attribute that is not a caste attribute (W9)', () => {
    const lunar = newCharacterDraft('LunarCharacter', {
      caste: 'no moon',
      favored_attributes: ['strength', 'dexterity'],
    })
    const alchemical = converted(lunar, 'AlchemicalCharacter').character
    expect(alchemical.favored_attributes).toEqual(['strength'])
    const jade = converted(
      { ...lunar, caste: 'jade', favored_attributes: ['wits', 'strength'] },
      'AlchemicalCharacter',
    )
    expect(jade.character.favored_attributes).toEqual(['strength'])
  })

  it('fills all three caste attributes and keeps a custom type’s own loadout (W10, W13)', () => {
    const custom = newCharacterDraft('CustomAttributeCharacter', {
      caste: 'Jade',
      caste_attributes: ['wits'],
      active_loadout: 'Default',
    })
    const change = converted(custom, 'AlchemicalCharacter')
    expect(change.character).toMatchObject({
      caste: 'jade',
      caste_attributes: ['charisma', 'stamina', 'wits'],
      active_loadout: 'Default',
    })
    expect(change.convertedCharmTypes).toEqual(['Ability', 'Essence'])
    // Its attribute charms in no loadout join the active one; installed ones stay as they are.
    expect(charmAfterTypeChange(charmOf('Attribute'), change)).toEqual({ loadouts: ['Default'] })
    expect(charmAfterTypeChange(charmOf('Attribute', ['*']), change)).toBeNull()
  })
})

describe('changing from an Alchemical', () => {
  const alchemical = newCharacterDraft('AlchemicalCharacter', {
    essence: 3,
    caste: 'orichalcum',
    favored_attributes: ['wits'],
    active_loadout: 'patrol',
  })

  it.each([
    'SolarCharacter',
    'AbyssalCharacter',
    'DragonbloodCharacter',
    'LunarCharacter',
    'SiderealCharacter',
    'InfernalCharacter',
  ] as const)('to a %s drops the loadout', (type) => {
    expect(converted(alchemical, type).character.active_loadout).toBeNull()
  })

  it('to a custom type keeps the loadout, so its charms stay in their loadouts', () => {
    const change = converted(alchemical, 'CustomAttributeCharacter')
    expect(change.character.active_loadout).toBe('patrol')
    expect(change.character.caste_attributes).toEqual(['charisma', 'intelligence', 'strength'])
    expect(change.convertedCharmTypes).toEqual(['Ability', 'Essence'])
    expect(charmAfterTypeChange(charmOf('Attribute'), change)).toBeNull()
  })

  it('to an Infernal turns attribute charms into ability charms, min ability at most 5', () => {
    const change = converted(alchemical, 'InfernalCharacter')
    expect(change.character).toMatchObject({
      exalt_type: 'Infernal',
      caste: '',
      caste_attributes: [],
      favored_attributes: [],
      excellency: 'solar',
      excellencies_for: ['solar'],
      // Essence 3: 3 × 3 + 10 and 7 × 3 + 26.
      motes_personal_total: 19,
      motes_peripheral_total: 47,
    })
    expect(charmAfterTypeChange(charmOf('Attribute', ['patrol'], 8), change)).toEqual({
      charm_type: 'Ability',
      ability: '',
      min_ability: 5,
    })
  })

  it('to a Mortal deletes every charm', () => {
    const change = converted(alchemical, 'Character')
    expect(change.character.active_loadout).toBeNull()
    expect(charmAfterTypeChange(charmOf('Attribute'), change)).toBe('deleted')
    expect(charmAfterTypeChange(charmOf('MartialArts'), change)).toBe('deleted')
  })
})

describe('changing to an Infernal', () => {
  it('keeps the caste abilities the caste allows and clears attribute lists', () => {
    const custom = newCharacterDraft('CustomAbilityCharacter', {
      caste: 'Azimuth',
      caste_abilities: ['melee', 'lore'],
      favored_abilities: ['sail'],
    })
    const change = converted(custom, 'InfernalCharacter')
    expect(change.character).toMatchObject({
      caste: 'azimuth',
      caste_abilities: ['melee'],
      favored_abilities: ['sail'],
      active_loadout: null,
    })
    expect(change.convertedCharmTypes).toEqual(['Attribute', 'Essence'])
    expect(charmAfterTypeChange(charmOf('Ability'), change)).toBeNull()
  })

  it('from a Solar blanks a caste Infernals do not have', () => {
    const change = converted(solar, 'InfernalCharacter')
    expect(change.character).toMatchObject({
      caste: '',
      caste_abilities: [],
      supernal_ability: null,
    })
  })
})

import { describe, expect, it } from 'vitest'
import {
  type CharacterDraft,
  changeCharacterType,
  changeTypeSchema,
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
    expect(change.deletedCharmTypes).toEqual([
      'Ability',
      'Attribute',
      'Essence',
      'MartialArts',
      'Evocation',
      'Spirit',
    ])
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

  it('accepts only the nine character types in the request body', () => {
    expect(changeTypeSchema.parse({ type: 'LunarCharacter' })).toEqual({ type: 'LunarCharacter' })
    const refused = changeTypeSchema.safeParse({ type: 'AlchemicalCharacter' })
    expect(validationErrors(refused.error!)).toEqual({
      type: [{ error: 'type must be a character type, not "AlchemicalCharacter"' }],
    })
  })
})

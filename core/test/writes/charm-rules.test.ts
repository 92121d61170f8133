import { describe, expect, it } from 'vitest'
import type { CharacterType, CharmFields, CharmType } from '../../src/index.ts'
import {
  charmKindProblem,
  charmProblems,
  convertedCharm,
  newCharmFields,
} from '../../src/writes/charm-rules.ts'

describe('which charms a character may hold', () => {
  it.each<[CharacterType, CharmType, string | null]>([
    ['Character', 'MartialArts', 'a Mortal cannot have charms'],
    ['Character', 'Ability', 'a Mortal cannot have charms'],
    ['SolarCharacter', 'Ability', null],
    [
      'SolarCharacter',
      'Attribute',
      'the native charms of a SolarCharacter are Ability charms, not Attribute charms',
    ],
    ['LunarCharacter', 'Attribute', null],
    [
      'LunarCharacter',
      'Essence',
      'the native charms of a LunarCharacter are Attribute charms, not Essence charms',
    ],
    ['CustomEssenceCharacter', 'Essence', null],
    ['DragonbloodCharacter', 'MartialArts', null],
    ['LunarCharacter', 'Evocation', null],
    ['CustomAttributeCharacter', 'Spirit', null],
  ])('a %s with a %s charm: %s', (type, charmType, problem) => {
    expect(charmKindProblem(type, charmType)).toBe(problem)
  })
})

describe('new charms', () => {
  it.each<[CharmType, string, string, string | null, number | null, string | null, string | null]>([
    ['Ability', 'New Charm', '', '', 1, null, null],
    ['Attribute', 'New Charm', '', '', 1, null, null],
    ['Essence', 'New Charm', '', null, null, null, null],
    ['MartialArts', 'New Charm', 'Core p.426-464', null, 1, '', null],
    ['Evocation', 'New Evocation', '', null, null, null, ''],
    ['Spirit', 'New Spirit Charm', '', null, null, null, null],
  ])('a new %s charm is %j (ref %j, ability %j, min %j, style %j, artifact %j)', (type, name, ref, ability, min, style, artifact) => {
    const charm = newCharmFields(type, {}, null)
    expect(charm).toMatchObject({
      name,
      ref,
      ability,
      min_ability: min,
      style,
      artifact_name: artifact,
    })
    expect(charmProblems({ ...charm, charm_type: type })).toEqual({})
  })

  it('puts a new native charm into the active loadout, but not a martial arts charm', () => {
    expect(newCharmFields('Attribute', {}, 'combat').loadouts).toEqual(['combat'])
    expect(newCharmFields('Attribute', { loadouts: [] }, 'combat').loadouts).toEqual(['combat'])
    // Loadouts the client names are kept.
    expect(newCharmFields('Attribute', { loadouts: ['x'] }, 'combat').loadouts).toEqual(['x'])
    expect(newCharmFields('MartialArts', { loadouts: ['x'] }, 'combat').loadouts).toEqual(['x'])
    expect(newCharmFields('Attribute', { loadouts: ['x'] }, ' ').loadouts).toEqual(['x'])
  })
})

describe('fields that depend on the charm kind', () => {
  const base: Pick<CharmFields, 'ability' | 'min_ability' | 'style' | 'artifact_name'> = {
    ability: null,
    min_ability: null,
    style: null,
    artifact_name: null,
  }
  it.each<[string, CharmType, Partial<typeof base>, Record<string, string>]>([
    [
      'an ability charm of a Sidereal house',
      'Ability',
      { ability: 'serenity', min_ability: 3 },
      {},
    ],
    [
      'an ability charm of no ability',
      'Ability',
      { ability: 'strength', min_ability: 1 },
      {
        ability: 'ability must be an ability, a Sidereal house, universal or blank',
      },
    ],
    [
      'an ability charm needing ability 6',
      'Ability',
      { ability: 'melee', min_ability: 6 },
      {
        min_ability: 'min_ability must be between 1 and 5',
      },
    ],
    [
      'an attribute charm needing strength 7',
      'Attribute',
      { ability: 'strength', min_ability: 7 },
      {},
    ],
    [
      'an attribute charm of an ability',
      'Attribute',
      { ability: 'melee', min_ability: 1 },
      {
        ability: 'ability must be an attribute, universal or blank',
      },
    ],
    [
      'an essence charm with an ability',
      'Essence',
      { ability: 'melee' },
      {
        ability: 'ability applies only to ability and attribute charms',
      },
    ],
    [
      'a spirit charm with a minimum',
      'Spirit',
      { min_ability: 2 },
      {
        min_ability: 'min_ability applies only to ability, attribute and martial arts charms',
      },
    ],
    [
      'an evocation with a style',
      'Evocation',
      { style: 'Snake', artifact_name: 'Volcano Cutter' },
      {
        style: 'style applies only to MartialArts charms',
      },
    ],
    [
      'a martial arts charm with an artifact',
      'MartialArts',
      { style: 'Snake', min_ability: 2, artifact_name: 'x' },
      {
        artifact_name: 'artifact_name applies only to Evocation charms',
      },
    ],
  ])('%s', (_, type, fields, problems) => {
    const expected = Object.fromEntries(
      Object.entries(problems).map(([field, error]) => [field, [{ error }]]),
    )
    expect(charmProblems({ ...base, ...fields, charm_type: type })).toEqual(expected)
  })
})

describe('converting native charms on a change of type', () => {
  it.each<[CharmType, number | null, object]>([
    ['Ability', 7, { charm_type: 'Ability', ability: '', min_ability: 5 }],
    ['Attribute', 3, { charm_type: 'Attribute', ability: '', min_ability: 3 }],
    ['Attribute', null, { charm_type: 'Attribute', ability: '', min_ability: 1 }],
    ['Essence', 4, { charm_type: 'Essence', ability: null, min_ability: null }],
  ])('to %s, with minimum %s', (to, min, changes) => {
    expect(convertedCharm({ min_ability: min }, to)).toEqual(changes)
  })
})

import { charm, exalt, input, mortal } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { characterTypeRecord } from '../../src/character-types/table.ts'
import { characterStatDetails } from '../../src/rules/character-stats.ts'
import type { Roll, RollKind } from '../../src/rules/custom-excellency.ts'
import { characterExcellency, excellencyFor } from '../../src/rules/excellency.ts'
import { eligibleTraits, traitHasExcellency } from '../../src/rules/excellency-eligibility.ts'
import type { CharacterSheet, CharmInput } from '../../src/rules/sheet-input.ts'

function eligible(sheet: CharacterSheet, charms: CharmInput[] = []) {
  return eligibleTraits(sheet, characterTypeRecord(sheet.type), charms)
}

function excellency(sheet: CharacterSheet, roll: Roll, kind: RollKind, charms: CharmInput[] = []) {
  const type = characterTypeRecord(sheet.type)
  const rules = characterExcellency(sheet, type, eligibleTraits(sheet, type, charms))
  return excellencyFor(rules, sheet, roll, kind)
}

const meleeRoll = { attribute: 'dexterity', ability: 'melee' }

describe('which traits have an excellency', () => {
  it('Mortals have none, whatever their lists say', () => {
    expect(eligible(mortal({ excellencies_for: ['*'], caste_abilities: ['melee'] })).size).toBe(0)
  })

  it('Solars: rated caste and favored abilities, and the ability of each native charm', () => {
    const sheet = exalt('SolarCharacter', {
      abil_melee: 3,
      abil_dodge: 0,
      abil_lore: 2,
      caste_abilities: ['melee', 'dodge'],
      favored_abilities: ['lore'],
    })
    const charms = [charm('Ability', 'occult'), charm('Evocation'), charm('Attribute', 'wits')]
    expect([...eligible(sheet, charms)].sort()).toEqual(['lore', 'melee', 'occult', 'solar'])
  })

  it('Solars: Martial Arts with Brawl among the rated caste abilities and a style', () => {
    const withStyle = exalt('SolarCharacter', {
      abil_brawl: 2,
      caste_abilities: ['brawl'],
      abil_martial_arts: [{ style: 'Snake Style', rating: 1 }],
    })
    expect(eligible(withStyle).has('martial_arts')).toBe(true)
    expect(eligible({ ...withStyle, abil_martial_arts: [] }).has('martial_arts')).toBe(false)
    expect(eligible({ ...withStyle, abil_brawl: 0 }).has('martial_arts')).toBe(false)
  })

  it('Solars: a Martial Arts charm gives Martial Arts', () => {
    expect(eligible(exalt('SolarCharacter'), [charm('MartialArts')]).has('martial_arts')).toBe(true)
  })

  it('Abyssals use the Solar rule', () => {
    const sheet = exalt('AbyssalCharacter', { abil_melee: 1, caste_abilities: ['melee'] })
    expect(eligible(sheet).has('melee')).toBe(true)
  })

  it('Dragon-Blooded: abilities of charms with the Excellency keyword', () => {
    const charms = [
      charm('Ability', 'melee', ['excellency']),
      charm('Ability', 'dodge', ['Excellency']),
      charm('Ability', 'lore', ['mute']),
      charm('Ability', 'brawl', ['excellency']),
    ]
    const found = eligible(exalt('DragonbloodCharacter', { abil_lore: 3 }), charms)
    expect([...found].sort()).toEqual(['brawl', 'dodge', 'dragonblood', 'martial_arts', 'melee'])
  })

  it.each([
    ['an attribute at 5', { attr_strength: 5 }, [], true],
    ['an attribute at 4', { attr_strength: 4 }, [], false],
    [
      'two charms of the attribute',
      {},
      [charm('Attribute', 'strength'), charm('Attribute', 'strength')],
      true,
    ],
    ['one charm of the attribute', {}, [charm('Attribute', 'strength')], false],
    ['a caste attribute at 3', { caste_attributes: ['strength'], attr_strength: 3 }, [], true],
    ['a caste attribute at 2', { caste_attributes: ['strength'], attr_strength: 2 }, [], false],
    [
      'a favored attribute with one charm',
      { favored_attributes: ['strength'] },
      [charm('Attribute', 'strength')],
      true,
    ],
  ] as const)('Lunars: Strength has one with %s: %s', (_name, changes, charms, expected) => {
    expect(eligible(exalt('LunarCharacter', changes), [...charms]).has('strength')).toBe(expected)
  })

  it('Sidereals: rated caste and favored abilities, Martial Arts always, charm abilities', () => {
    const sheet = exalt('SiderealCharacter', {
      abil_resistance: 2,
      caste_abilities: ['resistance', 'ride', 'martial_arts'],
    })
    const found = eligible(sheet, [charm('Ability', 'occult')])
    expect([...found].sort()).toEqual(['martial_arts', 'occult', 'resistance', 'sidereal'])
  })

  it('custom types: only what excellencies_for lists, including the type rules it names', () => {
    const sheet = exalt('CustomAbilityCharacter', {
      abil_war: 2,
      caste_abilities: ['war'],
      excellencies_for: ['wits', 'solar'],
    })
    expect([...eligible(sheet)].sort()).toEqual(['solar', 'war', 'wits'])
    expect([...eligible({ ...sheet, excellencies_for: ['wits'] })]).toEqual(['wits'])
  })

  it('custom essence types count essence charms but not ability charms', () => {
    const sheet = exalt('CustomEssenceCharacter', { excellencies_for: ['sidereal'] })
    const found = eligible(sheet, [charm('Essence', 'lore'), charm('Ability', 'war')])
    expect(found.has('lore')).toBe(true)
    expect(found.has('war')).toBe(false)
  })
})

describe('excellency caps by type', () => {
  // Dexterity 4, Melee 3 (caste), Wits 5 as the highest other attribute, Essence 2.
  const traits = {
    attr_dexterity: 4,
    attr_wits: 5,
    abil_melee: 3,
    essence: 2,
    caste_abilities: ['melee'],
    excellencies_for: ['*'],
  }

  it.each([
    // type, pool cap, static cap, pool stunt, static stunt
    ['SolarCharacter', 7, 3, 0, 0], // a + b = 7; halfDown(7) = 3; no stunt formula
    ['AbyssalCharacter', 7, 3, 0, 0],
    ['DragonbloodCharacter', 3, 1, 0, 0], // b = 3 (no specialty); halfDown(3) = 1
    ['LunarCharacter', 4, 2, 9, 4], // a = 4; halfDown(4) = 2; stunt a + 5 = 9, halfDown(9) = 4
    ['SiderealCharacter', 3, 3, 0, 0], // max(E 2, 3) = 3, never halved
  ])('%s: pool %i, static %i, stunt %i / %i', (type, pool, rating, poolStunt, ratingStunt) => {
    const sheet = exalt(type, traits)
    expect(excellency(sheet, meleeRoll, 'pool')).toEqual({
      cap: pool,
      cost: pool,
      stunt: poolStunt,
      stunt_cost: poolStunt,
    })
    expect(excellency(sheet, meleeRoll, 'static')).toEqual({
      cap: rating,
      cost: 2 * rating,
      stunt: ratingStunt,
      stunt_cost: 2 * ratingStunt,
    })
  })

  it('Dragon-Blooded add one die for a specialty in the ability', () => {
    const sheet = exalt('DragonbloodCharacter', {
      ...traits,
      specialties: [{ ability: 'melee', context: 'Spears' }],
    })
    // 3 + 1 = 4; static halfDown(4) = 2
    expect(excellency(sheet, meleeRoll, 'pool').cap).toBe(4)
    expect(excellency(sheet, meleeRoll, 'static').cap).toBe(2)
  })

  it('Sidereals at Essence 5 use their Essence', () => {
    expect(
      excellency(exalt('SiderealCharacter', { ...traits, essence: 5 }), meleeRoll, 'static').cap,
    ).toBe(5)
  })

  // Decision: fixed types read their formulas from the type table; the server forces the same
  // strings, so this only matters for a sheet that was never saved.
  it('the fixed types ignore any stored formula', () => {
    const sheet = exalt('SolarCharacter', {
      ...traits,
      excellency: 'essence',
      excellency_stunt: 'solar',
    })
    expect(excellency(sheet, meleeRoll, 'pool')).toMatchObject({ cap: 7, stunt: 0 })
  })

  it('custom types use their own normal and stunt formulas', () => {
    const sheet = exalt('CustomAttributeCharacter', {
      ...traits,
      excellency: 'attribute+essence',
      excellency_stunt: 'attribute+ability',
    })
    // pool 4 + 2 = 6, stunt 4 + 3 = 7; static halfDown: 3 and 3
    expect(excellency(sheet, meleeRoll, 'pool')).toEqual({
      cap: 6,
      cost: 6,
      stunt: 7,
      stunt_cost: 7,
    })
    expect(excellency(sheet, meleeRoll, 'static')).toEqual({
      cap: 3,
      cost: 6,
      stunt: 3,
      stunt_cost: 6,
    })
  })

  it('custom types with no stunt formula have no stunt cap', () => {
    const sheet = exalt('CustomEssenceCharacter', { ...traits, excellency: 'essence' })
    expect(excellency(sheet, meleeRoll, 'pool')).toMatchObject({ cap: 2, stunt: 0 })
  })

  it('a roll qualifies through its attribute, its ability family or "*"', () => {
    const base = exalt('CustomAbilityCharacter', { ...traits, excellency: 'solar' })
    const styleRoll = { attribute: 'strength', ability: 'martial arts (Snake Style)' }
    expect(excellency({ ...base, excellencies_for: ['dexterity'] }, meleeRoll, 'pool').cap).toBe(7)
    expect(excellency({ ...base, excellencies_for: ['melee'] }, meleeRoll, 'pool').cap).toBe(7)
    expect(excellency({ ...base, excellencies_for: ['martial_arts'] }, styleRoll, 'pool').cap).toBe(
      1,
    )
    expect(excellency({ ...base, excellencies_for: ['wits'] }, meleeRoll, 'pool').cap).toBe(0)
  })

  it('Mortals have no excellency at all', () => {
    expect(excellency(mortal(traits), meleeRoll, 'pool')).toEqual({
      cap: 0,
      cost: 0,
      stunt: 0,
      stunt_cost: 0,
    })
  })
})

describe('the sheet’s excellency markers', () => {
  it('list the eligible traits without rule names, and nothing for a type without excellency', () => {
    const solar = exalt('SolarCharacter', {
      abil_melee: 3,
      abil_brawl: 2,
      caste_abilities: ['melee', 'brawl'],
      abil_martial_arts: [{ style: 'Snake Style', rating: 1 }],
    })
    const traits = characterStatDetails(input(solar)).excellency_traits
    expect(traits).toEqual(['brawl', 'martial_arts', 'melee'])
    expect(traitHasExcellency(traits, 'melee')).toBe(true)
    expect(traitHasExcellency(traits, 'martial arts')).toBe(true)
    expect(traitHasExcellency(traits, 'dodge')).toBe(false)
    const mortalTraits = characterStatDetails(input(mortal({ excellencies_for: ['*'] })))
    expect(mortalTraits.excellency_traits).toEqual([])
  })

  it('a custom type without a formula marks nothing, and "*" marks every trait once it has one', () => {
    const sheet = exalt('CustomAbilityCharacter', { excellencies_for: ['*'] })
    expect(characterStatDetails(input(sheet)).excellency_traits).toEqual([])
    const withFormula = { ...sheet, excellency: 'ability' }
    const traits = characterStatDetails(input(withFormula)).excellency_traits
    expect(traits).toEqual(['*'])
    expect(traitHasExcellency(traits, 'craft')).toBe(true)
    expect(traitHasExcellency(traits, 'wits')).toBe(true)
  })
})

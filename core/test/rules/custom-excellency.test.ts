import { exalt } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import {
  EXCELLENCY_TOKENS,
  evaluateExcellency,
  parseExcellencyFormula,
  type RollKind,
} from '../../src/rules/custom-excellency.ts'

// Dexterity 4, Melee 3 with a specialty, highest other attribute Wits 5, highest other
// ability War 4, Essence 2, anima 2 (Burning), initiative 7, limit 3.
const sheet = exalt('CustomAbilityCharacter', {
  essence: 2,
  anima_level: 2,
  initiative: 7,
  limit: 3,
  attr_dexterity: 4,
  attr_wits: 5,
  abil_melee: 3,
  abil_war: 4,
  specialties: [{ ability: 'melee', context: 'Swords' }],
})
const roll = { attribute: 'dexterity', ability: 'melee' }

function cap(formula: string, kind: RollKind = 'pool', on = sheet) {
  return evaluateExcellency(parseExcellencyFormula(formula), on, roll, kind)
}

describe('custom excellency tokens', () => {
  it.each([
    ['solar', 7], // a + b = 4 + 3
    ['dragonblood', 4], // b + specialty = 3 + 1
    ['lunar', 9], // a + highest other attribute = 4 + 5
    ['sidereal', 3], // max(E, 3)
    ['essenceor3', 3],
    ['attribute', 4],
    ['attributeonanima', 4],
    ['ability', 3],
    ['abilityonanima', 3],
    ['specialty', 1],
    ['essence', 2],
    ['essenceonanima', 2],
    ['otherability', 4], // War
    ['otherattribute', 5], // Wits
    ['anima', 2],
    ['subtleanima', 1], // 3 − 2
    ['initiative', 7],
    ['limit', 3],
    ['3', 3],
    ['max10', 0],
    ['roundup', 0],
    ['nohalf', 0],
  ])('%s adds %i to a dice pool', (token, value) => {
    expect(cap(token)).toBe(value)
  })

  it('offers every token in the editor list', () => {
    expect([...EXCELLENCY_TOKENS].sort()).toEqual(
      [
        'solar',
        'dragonblood',
        'lunar',
        'sidereal',
        'essenceor3',
        'attribute',
        'attributeonanima',
        'ability',
        'abilityonanima',
        'specialty',
        'essence',
        'essenceonanima',
        'otherability',
        'otherattribute',
        'anima',
        'subtleanima',
        'initiative',
        'limit',
        'max10',
        'roundup',
        'nohalf',
      ].sort(),
    )
  })

  it('adds the "on anima" tokens only while the anima is lit', () => {
    const dim = { ...sheet, anima_level: 0 }
    expect(cap('attributeonanima+abilityonanima+essenceonanima', 'pool', dim)).toBe(0)
    // 4 + 3 + 2
    expect(cap('attributeonanima+abilityonanima+essenceonanima')).toBe(9)
  })

  it('sums the tokens of a formula, ignoring case and spaces', () => {
    // attribute 4 + essence 2 + 1
    expect(cap(' Attribute + ESSENCE + 1 ')).toBe(7)
  })

  it('reads an empty limit as 0', () => {
    expect(cap('limit', 'pool', { ...sheet, limit: null })).toBe(0)
  })

  it('excludes nothing from otherability when the roll is a craft or a style', () => {
    const craftRoll = { attribute: 'intelligence', ability: 'craft (Forging)' }
    const formula = parseExcellencyFormula('otherability')
    expect(evaluateExcellency(formula, sheet, craftRoll, 'pool')).toBe(4)
  })
})

describe('custom excellency modifiers', () => {
  it('halves a static rating rounding down unless told otherwise', () => {
    // solar: 7 → 3 (down), 4 (roundup), 7 (nohalf); sidereal is never halved: 3.
    expect(cap('solar', 'static')).toBe(3)
    expect(cap('solar+roundup', 'static')).toBe(4)
    expect(cap('solar+nohalf', 'static')).toBe(7)
    expect(cap('sidereal', 'static')).toBe(3)
  })

  it('caps the sum at 10 before halving', () => {
    // 4 + 3 + 4 + 5 = 16 → 10 for a pool, 5 for a static rating.
    expect(cap('solar+otherability+otherattribute')).toBe(16)
    expect(cap('solar+otherability+otherattribute+max10')).toBe(10)
    expect(cap('solar+otherability+otherattribute+max10', 'static')).toBe(5)
  })

  // Decision (reference quirk): an eligible roll with an empty formula shows a cap of 0.
  it('gives 0 for an empty formula', () => {
    expect(cap('')).toBe(0)
    expect(cap(' + ')).toBe(0)
  })

  // Decision: a negative sum (from a negative initiative) is 0; an excellency never takes dice.
  it('never goes below 0', () => {
    expect(cap('initiative', 'pool', { ...sheet, initiative: -4 })).toBe(0)
  })

  it('adds nothing for an unknown token and lists it for the editor', () => {
    const formula = parseExcellencyFormula('attribute+luck+-1')
    expect(formula.unknown).toEqual(['luck', '-1'])
    expect(evaluateExcellency(formula, sheet, roll, 'pool')).toBe(4)
  })
})

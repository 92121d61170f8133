import { mortal } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import {
  abilityFamily,
  abilityRating,
  attributeRating,
  highestOtherAbility,
  highestOtherAttribute,
  isRated,
  specialtiesFor,
  traitLabel,
} from '../../src/rules/traits.ts'
import { ABILITIES, PLAIN_ABILITIES } from '../../src/vocabulary/traits.ts'

const sheet = mortal({
  essence: 3,
  attr_dexterity: 4,
  attr_wits: 5,
  abil_melee: 3,
  abil_war: 4,
  abil_craft: [
    { craft: 'Weapon forging', rating: 4 },
    { craft: 'Tailoring', rating: 0 },
  ],
  abil_martial_arts: [{ style: 'Snake Style', rating: 2 }],
  specialties: [
    { ability: 'melee', context: 'Swords' },
    { ability: 'craft', context: 'Repairs' },
    { ability: 'martial_arts', context: 'Disarming' },
  ],
})

describe('trait lookup', () => {
  it('reads attributes by name, Essence by "essence", and 0 for an unknown name', () => {
    expect(attributeRating(sheet, 'dexterity')).toBe(4)
    expect(attributeRating(sheet, 'essence')).toBe(3)
    expect(attributeRating(sheet, 'luck')).toBe(0)
  })

  it.each([
    ['melee', 3],
    ['martial arts (Snake Style)', 2],
    ['martial arts (snake style)', 2],
    ['martial arts (Tiger Style)', 0],
    ['craft (Weapon forging)', 4],
    ['craft (Tailoring)', 0],
    ['craft (Cooking)', 0],
    ['craft', 0],
    ['martial_arts', 0],
    ['juggling', 0],
  ])('ability %j is rated %i', (name, rating) => {
    expect(abilityRating(sheet, name)).toBe(rating)
  })

  // Decision: the bare list names count as rated when any craft or style is rated above 0
  // (the reference never counted a bare martial_arts, so a favored Martial Arts did nothing).
  it('counts bare craft and martial_arts as rated when an entry is rated above 0', () => {
    expect(isRated(sheet, 'craft')).toBe(true)
    expect(isRated(sheet, 'martial_arts')).toBe(true)
    expect(isRated(mortal({ abil_craft: [{ craft: 'Tailoring', rating: 0 }] }), 'craft')).toBe(
      false,
    )
    expect(isRated(mortal(), 'martial_arts')).toBe(false)
    expect(isRated(sheet, 'melee')).toBe(true)
    expect(isRated(sheet, 'dodge')).toBe(false)
  })

  it('groups every craft and every style into one family for specialties', () => {
    expect(abilityFamily('craft (Weapon forging)')).toBe('craft')
    expect(abilityFamily('martial arts (Snake Style)')).toBe('martial_arts')
    expect(abilityFamily('melee')).toBe('melee')
    expect(specialtiesFor(sheet, 'craft (Tailoring)')).toEqual(['Repairs'])
    expect(specialtiesFor(sheet, 'martial arts (Tiger Style)')).toEqual(['Disarming'])
    expect(specialtiesFor(sheet, 'melee')).toEqual(['Swords'])
    expect(specialtiesFor(sheet, 'dodge')).toEqual([])
  })

  it('finds the highest other attribute and ability', () => {
    expect(highestOtherAttribute(sheet, 'wits')).toBe(4)
    expect(highestOtherAttribute(sheet, 'dexterity')).toBe(5)
    expect(highestOtherAttribute(sheet, 'essence')).toBe(5)
    expect(highestOtherAbility(sheet, 'war')).toBe(3)
    // Crafts and styles are never candidates, and excluding one excludes nothing.
    expect(highestOtherAbility(sheet, 'craft')).toBe(4)
  })

  it('lists 26 abilities of which 24 are plain ratings', () => {
    expect(ABILITIES).toHaveLength(26)
    expect(PLAIN_ABILITIES).toHaveLength(24)
    expect(PLAIN_ABILITIES).not.toContain('craft')
    expect(PLAIN_ABILITIES).not.toContain('martial_arts')
  })

  it('labels known traits for players and keeps a named style as typed', () => {
    expect(traitLabel('awareness')).toBe('Awareness')
    expect(traitLabel('martial_arts')).toBe('Martial arts')
    expect(traitLabel('essence')).toBe('Essence')
    expect(traitLabel('martial arts (Snake Style)')).toBe('martial arts (Snake Style)')
  })
})

import {
  type Character,
  type CharacterFields,
  type CharacterType,
  characterStatDetails,
  newCharacterDraft,
  type Weapon,
  weaponSchemas,
} from '@loom/core'
import { describe, expect, it } from 'vitest'
import { describeType } from '../../characters/describe-character.ts'
import { weaponTiles } from './WeaponPools.tsx'

function character(type: CharacterType, input: Partial<CharacterFields> = {}): Character {
  return { ...newCharacterDraft(type, input), id: 1, player_id: 1 } as unknown as Character
}

describe('how the new types read on sheets and cards', () => {
  it.each([
    ['AlchemicalCharacter', 'jade', 'Jade Caste Alchemical'],
    ['InfernalCharacter', 'nadir', 'Nadir Caste Infernal'],
    ['AlchemicalCharacter', '', 'Alchemical'],
  ] as const)('a %s of caste %j is a "%s", with no trailing space', (type, caste, text) => {
    expect(describeType(character(type, { caste }))).toBe(text)
  })
})

describe('a siege weapon on the sheet', () => {
  const engineer = character('Character', { attr_perception: 4, abil_war: 2 })
  const ballista = {
    ...weaponSchemas.fields.parse({ name: 'Ballista', tags: ['siege (medium)'] }),
    weight: 'heavy',
    ability: 'war',
    overrides: { attack_attribute: { use: 'perception' } },
    id: 7,
  } as unknown as Weapon

  it('shows the bands it reaches, damage and decisive, and no Parry', () => {
    const details = characterStatDetails({
      character: engineer,
      weapons: [ballista],
      merits: [],
      charms: [],
      spells: [],
    }).weapons.Ballista!
    const tiles = weaponTiles(ballista, details)
    expect(tiles.map((tile) => [tile.label, tile.detail.total])).toEqual([
      ['Withering Close', 1],
      ['Withering Short', 3],
      ['Withering Medium', 10],
      ['Withering Damage', 15],
      ['Decisive Attack', 6],
    ])
    expect(tiles[4]!.detail.conditional).toEqual([
      { label: 'Siege weapon', value: -4, note: 'vs small targets' },
    ])
  })
})

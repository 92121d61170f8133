import { describe, expect, it } from 'vitest'
import {
  battlegroupFromQc,
  battlegroupSchemas,
  DUPLICATED_CHILDREN,
  duplicateFields,
  newCharacterDraft,
  qcSchemas,
} from '../../src/index.ts'
import { LIMITS } from '../../src/schemas/fields.ts'

describe('duplicating an item', () => {
  const source = {
    ...newCharacterDraft('SolarCharacter', { name: 'Zan', essence: 3, damage_lethal: 2 }),
    hidden: true,
    public: true,
    pinned: true,
    in_combat: true,
    has_acted: true,
  }

  it('copies the sheet, marks the name and resets the flags', () => {
    const copy = duplicateFields(source)
    expect(copy).toEqual({
      ...source,
      name: 'Zan (Duplicate)',
      hidden: false,
      public: false,
      pinned: false,
      in_combat: false,
      has_acted: false,
    })
  })

  it('shortens a long name so the copy’s name still fits', () => {
    const copy = duplicateFields({ ...source, name: 'n'.repeat(LIMITS.name) })
    expect(copy.name).toHaveLength(LIMITS.name)
    expect(copy.name.endsWith(' (Duplicate)')).toBe(true)
  })

  it.each([
    ['character', ['charm', 'weapon', 'merit', 'spell']],
    ['qc', ['qc_attack', 'qc_charm', 'qc_merit', 'spell', 'poison']],
    ['battlegroup', ['qc_attack']],
  ] as const)('a %s copies its %j', (kind, children) => {
    expect(DUPLICATED_CHILDREN[kind]).toEqual(children)
  })
})

describe('a battlegroup made from a qc', () => {
  const qc = {
    ...qcSchemas.fields.parse({}),
    name: 'Bandit',
    essence: 2,
    soak: 4,
    parry: 3,
    senses: 5,
    description: 'Hungry',
    health_level_0s: 2,
    health_level_1s: 2,
    health_level_2s: 2,
    health_level_4s: 1,
    health_level_incap: 1,
    hidden: true,
    onslaught: 3,
  }
  const battlegroup = battlegroupFromQc(qc)

  it('copies the qc’s traits and names itself after it', () => {
    expect(battlegroup).toMatchObject({
      name: 'Bandit (Battlegroup)',
      essence: 2,
      soak: 4,
      parry: 3,
      senses: 5,
      description: 'Hungry',
    })
  })

  it('has one health level per health level of the qc, and magnitude one more', () => {
    expect([battlegroup.health_levels, battlegroup.magnitude]).toEqual([8, 9])
  })

  it('starts with a new battlegroup’s size, drill, might and flags', () => {
    expect(battlegroup).toMatchObject({
      size: 1,
      drill: 1,
      might: 0,
      perfect_morale: false,
      onslaught: 0,
      hidden: false,
      public: false,
      pinned: false,
    })
    expect(battlegroupSchemas.fields.parse(battlegroup)).toEqual(battlegroup)
  })
})

// Rows stored by older versions (or sent by other clients) may lack fields and lists that
// today's schemas give defaults; the rules must read them as if those defaults were there.
import { describe, expect, it } from 'vitest'
import { type CharacterInput, characterStats, kindDefaults } from '../../src/index.ts'
import { type BattlegroupInput, battlegroupStats } from '../../src/rules/battlegroup.ts'
import { type QcInput, qcStats } from '../../src/rules/qc.ts'

/** A value typed as today's input though it lacks fields, as an old row would. */
const asStored = <T>(value: unknown) => value as T

describe('rules read older stored shapes with the schema defaults', () => {
  it('a QC without an actions list, merits, attacks or poisons', () => {
    const { actions: _, ...older } = kindDefaults('qc')
    const stats = qcStats(asStored<QcInput>({ qc: { ...older, senses: 4 } }))
    const today = qcStats({
      qc: asStored({ ...kindDefaults('qc'), senses: 4 }),
      qc_merits: [],
      qc_attacks: [],
    })
    expect(stats).toEqual(today)
    expect(stats.senses).toBe(4)
  })

  it('a battlegroup and its attacks missing fields', () => {
    const { might: _, ...older } = kindDefaults('battlegroup')
    const stats = battlegroupStats(
      asStored<BattlegroupInput>({ battlegroup: older, qc_attacks: [{ name: 'Spear', pool: 5 }] }),
    )
    const today = battlegroupStats({
      battlegroup: asStored(kindDefaults('battlegroup')),
      qc_attacks: [{ ...kindDefaults('qc_attack'), name: 'Spear', pool: 5 }] as never,
    })
    expect(stats).toEqual(today)
  })

  it('a character missing fields, with a weapon missing its overrides and no lists', () => {
    const { abil_craft: _, onslaught: __, ...older } = kindDefaults('character')
    const stats = characterStats(
      asStored<CharacterInput>({
        character: { ...older, type: 'SolarCharacter', caste: 'dawn' },
        weapons: [{ name: 'Sword', weight: 'medium', tags: ['melee'] }],
      }),
    )
    const today = characterStats({
      character: { ...kindDefaults('character'), type: 'SolarCharacter', caste: 'dawn' } as never,
      weapons: [
        { ...kindDefaults('weapon'), name: 'Sword', weight: 'medium', tags: ['melee'] },
      ] as never,
      merits: [],
      charms: [],
      spells: [],
    })
    expect(stats).toEqual(today)
    expect(Object.keys(stats.weapons)).toEqual(['Sword'])
  })
})

import { KINDS as CORE_KINDS, KIND_NAMES } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { ASSOCIATIONS, ITEM_KINDS, KINDS, kindOfType, singular } from './kinds.ts'

describe("the store's kinds", () => {
  it("are core's kinds by their plural, each its name and an s", () => {
    for (const name of KIND_NAMES) expect(CORE_KINDS[name].plural).toBe(`${name}s`)
    expect(KINDS).toHaveLength(KIND_NAMES.length)
  })

  it('put characters, qcs and battlegroups in the player lists', () => {
    expect(ITEM_KINDS).toEqual(['characters', 'qcs', 'battlegroups'])
  })

  it.each([
    ['characters', 'weapons', 'weapons'],
    ['characters', 'charms', 'charms'],
    ['characters', 'martial_arts_charms', 'charms'],
    ['characters', 'evocations', 'charms'],
    ['characters', 'spirit_charms', 'charms'],
    ['qcs', 'spells', 'spells'],
    ['battlegroups', 'qc_attacks', 'qc_attacks'],
    ['qc_attacks', 'poisons', 'poisons'],
    ['weapons', 'poisons', 'poisons'],
    ['combat_actors', 'poisons', 'poisons'],
    ['players', 'own_chronicles', 'chronicles'],
    ['players', 'qcs', 'qcs'],
    ['chronicles', 'players', 'players'],
    ['chronicles', 'combat_actors', 'combat_actors'],
  ] as const)('hold in %s.%s rows of %s', (parent, assoc, child) => {
    expect(ASSOCIATIONS[parent][assoc]).toBe(child)
  })

  it('give rows without lists none', () => {
    for (const kind of ['merits', 'charms', 'spells', 'poisons', 'qc_merits', 'qc_charms'] as const)
      expect(ASSOCIATIONS[kind]).toEqual({})
  })

  it('are found from the singular of live events, or the plural', () => {
    expect(kindOfType('qc')).toBe('qcs')
    expect(kindOfType('combat_actor')).toBe('combat_actors')
    expect(kindOfType('chronicles')).toBe('chronicles')
    expect(kindOfType('dragon')).toBeUndefined()
    expect(singular('qc_attacks')).toBe('qc_attack')
  })
})

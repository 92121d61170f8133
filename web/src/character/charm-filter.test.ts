import { type Charm, charmSchemas, type Spell, spellSchemas } from '@loom/core'
import { describe, expect, it } from 'vitest'
import {
  charmPasses,
  filterFromParams,
  NO_FILTER,
  paramsFromFilter,
  spellPasses,
} from './charm-filter.ts'

const charm = (fields: Partial<Charm>): Charm =>
  ({ ...charmSchemas.fields.parse({}), id: 1, charm_type: 'Ability', ...fields }) as Charm
const spell = (fields: Partial<Spell>): Spell =>
  ({ ...spellSchemas.fields.parse({}), id: 2, ...fields }) as Spell

describe('the charm filter', () => {
  it('"all" keywords needs every one, "any" needs one', () => {
    const quiet = charm({ keywords: ['mute', 'uniform'] })
    const loud = charm({ keywords: ['uniform'] })
    const any = { ...NO_FILTER, keywords: ['mute', 'uniform'] }
    const all = { ...any, keywordMode: 'all' as const }
    expect([charmPasses(quiet, any, true), charmPasses(loud, any, true)]).toEqual([true, true])
    expect([charmPasses(quiet, all, true), charmPasses(loud, all, true)]).toEqual([true, false])
  })

  it('"Hide Perilous" and "Mute Only" apply to spells too', () => {
    const perilous = spell({ keywords: ['perilous'] })
    expect(spellPasses(perilous, { ...NO_FILTER, hidePerilous: true })).toBe(false)
    expect(spellPasses(perilous, { ...NO_FILTER, muteOnly: true })).toBe(false)
  })

  it('a charm in loadout "*" is in every loadout', () => {
    const filter = { ...NO_FILTER, loadouts: ['Battle'] }
    expect(charmPasses(charm({ loadouts: ['*'] }), filter, true)).toBe(true)
    expect(charmPasses(charm({ loadouts: ['Court'] }), filter, true)).toBe(false)
  })

  it('ability and loadout filters leave martial arts charms and evocations alone', () => {
    const filter = { ...NO_FILTER, abilities: ['melee'], loadouts: ['Battle'] }
    expect(charmPasses(charm({ charm_type: 'MartialArts' }), filter, false)).toBe(true)
  })

  it('picking a timing hides spells, which have none', () => {
    expect(spellPasses(spell({}), { ...NO_FILTER, timings: ['simple'] })).toBe(false)
  })

  it('survives a round trip through the address', () => {
    const filter = {
      ...NO_FILTER,
      keywords: ['mute'],
      keywordMode: 'all' as const,
      hidePerilous: true,
    }
    expect(filterFromParams(paramsFromFilter(filter))).toEqual(filter)
  })
})

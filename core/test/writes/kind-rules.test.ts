import { describe, expect, it } from 'vitest'
import { KINDS } from '../../src/schemas/registry.ts'
import { KIND_RULES } from '../../src/writes/kind-rules.ts'

describe("each kind's rules", () => {
  const defaults = { name: 'Default', notes: '' }

  it('a kind without rules of its own puts the defaults under what was sent', () => {
    expect(KIND_RULES.merit.create({ name: 'Allies' }, defaults, null)).toEqual({
      fields: { name: 'Allies', notes: '' },
      problems: {},
    })
    expect(KIND_RULES.merit.update({ name: 'Resources' }, defaults, null).problems).toEqual({})
  })

  it('a new charm takes the defaults of its kind, and joins its character’s active loadout', () => {
    const solar = { type: 'SolarCharacter', active_loadout: 'Battle' }
    const { fields, problems } = KIND_RULES.charm.create({ charm_type: 'Evocation' }, {}, solar)
    expect(problems).toEqual({})
    expect(fields).toMatchObject({ charm_type: 'Evocation', name: 'New Evocation' })
    const native = KIND_RULES.charm.create({ charm_type: 'Ability' }, {}, solar).fields
    expect(native.loadouts).toEqual(['Battle'])
  })

  it('a charm that does not suit its character’s type is refused on charm_type', () => {
    const mortal = { type: 'Character', active_loadout: null }
    const { problems } = KIND_RULES.charm.create({ charm_type: 'Ability' }, {}, mortal)
    expect(Object.keys(problems)).toEqual(['charm_type'])
  })

  it('a qc whose current motes exceed its pool is refused on that pool', () => {
    const qc = KINDS.qc.schemas.fields.parse({})
    const { problems } = KIND_RULES.qc.update({ ...qc, motes_personal_current: 99 }, qc, null)
    expect(Object.keys(problems)).toContain('motes_personal_current')
  })
})

import { describe, expect, it } from 'vitest'
import { qcSchemas, weaponSchemas } from '../../src/index.ts'
import type { WeaponFields } from '../../src/schemas/weapon.ts'
import { adjustQcMotes, qcProblems } from '../../src/writes/mote-pools.ts'
import { adjustWeaponForTags } from '../../src/writes/weapon-adjustments.ts'

const archer = { abil_archery: 3, abil_thrown: 1, attr_intelligence: 2, attr_perception: 4 }
const thrower = { abil_archery: 1, abil_thrown: 1, attr_intelligence: 3, attr_perception: 3 }
const weapon = (fields: Partial<WeaponFields>): WeaponFields => ({
  ...weaponSchemas.fields.parse({}),
  ...fields,
})

describe('weapon tags that set a weapon up', () => {
  it('makes a new Elemental Bolt a light artifact with Essence damage, shot by an archer', () => {
    const bolt = adjustWeaponForTags(weapon({ tags: ['elemental bolt', 'fire'] }), null, archer)
    expect(bolt).toMatchObject({
      is_artifact: true,
      weight: 'light',
      ability: 'archery',
      overrides: { damage_attribute: { use: 'essence' } },
    })
  })

  it('has a Crypt Bolt thrown when archery is no better than thrown', () => {
    const previous = weapon({})
    expect(adjustWeaponForTags(weapon({ tags: ['crypt bolt'] }), previous, thrower).ability).toBe(
      'thrown',
    )
  })

  it('leaves a bolt alone once set up, when other tags change', () => {
    const previous = weapon({
      tags: ['elemental bolt'],
      overrides: { damage_attribute: { use: 'strength' } },
    })
    const next = { ...previous, tags: ['elemental bolt', 'fire'] }
    expect(adjustWeaponForTags(next, previous, archer)).toEqual(next)
  })

  it.each([
    [archer, 'perception'],
    [thrower, 'intelligence'],
  ] as const)('makes a new siege weapon a heavy War engine aimed with the better of Intelligence and Perception (%j → %s)', (wielder, aim) => {
    const siege = adjustWeaponForTags(weapon({ tags: ['siege (long)'] }), weapon({}), wielder)
    expect(siege).toMatchObject({
      weight: 'heavy',
      ability: 'war',
      overrides: { attack_attribute: { use: aim } },
    })
  })

  it('changes nothing for ordinary tags, nor for words that merely start with "siege"', () => {
    const next = weapon({ tags: ['lethal', 'melee', 'siegebreaker'] })
    expect(adjustWeaponForTags(next, weapon({}), archer)).toEqual(next)
  })
})

describe('qc mote pools', () => {
  const qc = { ...qcSchemas.fields.parse({}), motes_personal_total: 10, motes_personal_current: 10 }

  it('takes committed motes out of the current pool', () => {
    const next = {
      ...qc,
      motes_committed: [{ id: 'c0001', pool: 'personal' as const, label: 'Ward', motes: 4 }],
    }
    expect(adjustQcMotes(next, qc).motes_personal_current).toBe(6)
  })

  it('lowers the current pool with its total', () => {
    expect(adjustQcMotes({ ...qc, motes_personal_total: 7 }, qc).motes_personal_current).toBe(7)
  })

  it('refuses more current motes than the total', () => {
    expect(qcProblems({ ...qc, motes_personal_current: 11 })).toEqual({
      motes_personal_current: [
        { error: 'motes_personal_current cannot be more than motes_personal_total' },
      ],
    })
    expect(qcProblems(qc)).toEqual({})
  })
})

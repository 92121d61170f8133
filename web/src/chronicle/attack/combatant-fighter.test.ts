import {
  battlegroupSchemas,
  characterSchemas,
  combatActorSchemas,
  fighterOf,
  meritSchemas,
  qcAttackSchemas,
  weaponSchemas,
} from '@loom/core'
import { describe, expect, it } from 'vitest'
import { entityActions } from '../../store/entities/entities-slice.ts'
import { testStore } from '../../testing/fake-api.ts'
import { fighterFromStore } from './combatant-fighter.ts'

const weapon = (id: number, name: string, sorting: number, fields = {}) => ({
  ...weaponSchemas.fields.parse({}),
  id,
  character_id: 11,
  name,
  sorting,
  version: 1,
  ...fields,
})
const dagger = weapon(31, 'Dagger', 2)
const spear = weapon(32, 'Spear', 1, { weight: 'medium', tags: ['reaching'] })
const armed = {
  ...characterSchemas.fields.parse({}),
  id: 11,
  name: 'Swift Lotus',
  chronicle_id: 5,
  attr_strength: 3,
  attr_dexterity: 4,
  abil_melee: 3,
  in_combat: true,
  initiative: 9,
  onslaught: 2,
  weapons: [31, 32],
  merits: [51],
  version: 1,
}
const merit = {
  ...meritSchemas.fields.parse({}),
  id: 51,
  character_id: 11,
  merit_name: 'Ambidextrous',
  rating: 1,
  version: 1,
}
const pikes = {
  ...qcAttackSchemas.fields.parse({}),
  id: 41,
  qc_attackable_id: 61,
  qc_attackable_type: 'Battlegroup',
  name: 'Pikes',
  pool: 6,
  damage: 9,
  version: 1,
}
const host = {
  ...battlegroupSchemas.fields.parse({}),
  id: 61,
  name: 'Pikemen',
  size: 3,
  qc_attacks: [41],
  version: 1,
}
const copy = {
  ...combatActorSchemas.fields.parse({}),
  actor_type: 'battlegroup',
  actor_id: 61,
  id: 71,
  name: 'Pikemen #1',
  chronicle_id: 5,
  in_combat: true,
  initiative: 4,
  version: 1,
}

function tables(rows: { kind: string; rows: Record<string, unknown>[] }[]) {
  const { store } = testStore({})
  for (const { kind, rows: list } of rows) {
    store.dispatch(entityActions.received({ kind: kind as never, rows: list as never }))
  }
  return store.getState().entities.current.byKind
}

describe('a combatant’s fighter from the store', () => {
  it('is the fighter the server builds from the full item, weapons in rank order', () => {
    const byKind = tables([
      { kind: 'weapons', rows: [dagger, spear] },
      { kind: 'merits', rows: [merit] },
      { kind: 'characters', rows: [armed] },
    ])
    const fighter = fighterFromStore(byKind, 'character', byKind.characters.entities[11]!)
    expect(fighter).toEqual(
      fighterOf('character', { ...armed, weapons: [spear, dagger], merits: [merit] }),
    )
    expect(fighter?.attacks.map((attack) => attack.name)).toEqual(['Spear', 'Dagger'])
    expect(fighter?.onslaught).toBe(2)
  })

  it('fights a combat copy with its stat block’s attacks and its own combat state', () => {
    const byKind = tables([
      { kind: 'qc_attacks', rows: [pikes] },
      { kind: 'battlegroups', rows: [host] },
      { kind: 'combat_actors', rows: [copy] },
    ])
    const fighter = fighterFromStore(byKind, 'combat_actor', byKind.combat_actors.entities[71]!)
    expect(fighter).toEqual(
      fighterOf('combat_actor', copy, {
        kind: 'battlegroup',
        item: { ...host, qc_attacks: [pikes] },
      }),
    )
    expect(fighter).toMatchObject({ side: 'battlegroup', initiative: 4 })
    expect(fighter?.attacks.map((attack) => attack.name)).toEqual(['Pikes'])
  })

  it('is unknown for a copy whose stat block is not shared with the viewer', () => {
    const byKind = tables([{ kind: 'combat_actors', rows: [copy] }])
    expect(fighterFromStore(byKind, 'combat_actor', byKind.combat_actors.entities[71]!)).toBeNull()
  })
})

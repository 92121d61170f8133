import { beforeEach, describe, expect, it } from 'vitest'
import {
  type AttackWorld,
  attack,
  attackTables,
  attackWorld,
  forEachEngineWithDice,
} from './support/attack-world.ts'
import { combatDone } from './support/combat-world.ts'
import { snapshot } from './support/database-snapshot.ts'
import { call } from './support/item-requests.ts'

type Role = 'st' | 'player' | 'other' | 'stranger' | 'anonymous'

/** Who attacks whom, and who may resolve it: the storyteller for anyone, a player for their own. */
const ATTACKS: {
  name: string
  body: (w: AttackWorld) => Record<string, unknown>
  expected: Record<Role, number>
}[] = [
  {
    name: 'the player’s hero on the storyteller’s qc',
    body: (w) => ({ attacker: w.hero, target: w.qc, attack: 'withering', weapon_id: w.sword }),
    expected: { st: 201, player: 201, other: 403, stranger: 404, anonymous: 401 },
  },
  {
    name: 'the storyteller’s qc on the player’s hero',
    body: (w) => ({ attacker: w.qc, target: w.hero, attack: 'withering', weapon_id: w.club }),
    expected: { st: 201, player: 403, other: 403, stranger: 404, anonymous: 401 },
  },
  {
    name: 'the storyteller’s combat actor on the player’s battlegroup',
    body: (w) => ({ attacker: w.actor, target: w.band, attack: 'withering', weapon_id: w.club }),
    expected: { st: 201, player: 403, other: 403, stranger: 404, anonymous: 401 },
  },
  {
    name: 'the player’s battlegroup on the combat actor',
    body: (w) => ({ attacker: w.band, target: w.actor, attack: 'withering', weapon_id: w.spears }),
    expected: { st: 201, player: 201, other: 403, stranger: 404, anonymous: 401 },
  },
]

forEachEngineWithDice((t, changes) => {
  let world: AttackWorld
  beforeEach(async () => {
    world = await attackWorld(t)
    changes.clear()
  })

  /** Everything an attack may write, to show that a refusal wrote nothing. */
  const everything = async () => ({ ...(await snapshot(t)), ...(await attackTables(t)) })

  describe.each(ATTACKS)('who may resolve $name', ({ body, expected }) => {
    it.each(
      Object.entries(expected) as [Role, number][],
    )('the %s gets %i, and a refusal changes and publishes nothing', async (role, status) => {
      const before = await everything()
      const response = await attack(
        t,
        role === 'anonymous' ? null : world[role],
        world,
        body(world),
      )
      expect(response.statusCode).toBe(status)
      if (status === 201) {
        expect(response.json().rolls.length).toBeGreaterThan(0)
        return
      }
      expect(await everything()).toEqual(before)
      expect(changes.published).toEqual([])
    })
  })

  it('a target hidden from the player is not found, and nothing changes', async () => {
    const hidden = await call(t, world.st, 'PATCH', `/api/v1/qcs/${world.qc.id}`, { hidden: true })
    expect(hidden.statusCode).toBe(200)
    changes.clear()
    const before = await everything()
    const response = await attack(t, world.player, world, {
      attacker: world.hero,
      target: world.qc,
      attack: 'withering',
      weapon_id: world.sword,
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: `There is no qc ${world.qc.id} in this chronicle` })
    expect(await everything()).toEqual(before)
    expect(changes.published).toEqual([])
  })

  describe('a bad attack is refused, naming what is wrong, and changes nothing', () => {
    const sword = (w: AttackWorld) => ({
      attacker: w.hero,
      target: w.qc,
      attack: 'withering',
      weapon_id: w.sword,
    })
    const cases: [
      string,
      (w: AttackWorld) => unknown,
      number,
      string,
      ((w: AttackWorld) => Promise<void>)?,
    ][] = [
      ['no body', () => undefined, 422, 'attacker'],
      ['a list for a body', () => [], 422, 'base'],
      ['an unknown field', (w) => ({ ...sword(w), faces: [10, 10] }), 422, 'faces'],
      ['an unknown kind of attack', (w) => ({ ...sword(w), attack: 'sneaky' }), 422, 'attack'],
      ['a stunt above 3', (w) => ({ ...sword(w), stunt: 4 }), 422, 'stunt'],
      [
        'a weapon the attacker lacks',
        (w) => ({ ...sword(w), weapon_id: w.club }),
        422,
        'weapon_id',
      ],
      ['an attack on oneself', (w) => ({ ...sword(w), target: w.hero }), 422, 'target'],
      [
        'a parry with a weapon the target lacks',
        (w) => ({ ...sword(w), defence: 'parry', parry_weapon_id: w.sword }),
        422,
        'parry_weapon_id',
      ],
      [
        'a battlegroup’s decisive attack',
        (w) => ({ attacker: w.band, target: w.qc, attack: 'decisive', weapon_id: w.spears }),
        422,
        'attack',
      ],
      [
        'a decisive attack at 0 Initiative',
        (w) => ({ ...sword(w), attack: 'decisive' }),
        422,
        'attack',
        async (w) => {
          await combatDone(t, w.st, w, 'combat/initiative', { combatant: w.hero, initiative: 0 })
        },
      ],
      [
        'an attacker out of combat',
        sword,
        422,
        'attacker',
        async (w) => {
          await combatDone(t, w.st, w, 'combat/leave', { combatant: w.hero })
        },
      ],
      [
        'more motes than the attacker has',
        (w) => ({ ...sword(w), spend: { motes: 99, pool: 'peripheral' } }),
        422,
        'spend',
      ],
      [
        'Willpower the attacker does not have',
        (w) => ({ ...sword(w), willpower: true }),
        422,
        'spend',
        async (w) => {
          const drained = await call(t, w.player, 'PATCH', `/api/v1/characters/${w.hero.id}`, {
            willpower_temporary: 0,
          })
          expect(drained.statusCode).toBe(200)
        },
      ],
      [
        'a combatant of no chronicle',
        (w) => ({ ...sword(w), target: { type: 'qc', id: 99999 } }),
        404,
        '',
      ],
    ]
    it.each(cases)('%s', async (_, body, status, field, prepare) => {
      await prepare?.(world)
      changes.clear()
      const before = await everything()
      const response = await attack(t, world.st, world, body(world))
      expect(response.statusCode).toBe(status)
      if (field !== '') expect(Object.keys(response.json())).toContain(field)
      expect(await everything()).toEqual(before)
      expect(changes.published).toEqual([])
    })
  })
})

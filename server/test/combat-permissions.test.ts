import { describe, expect, it } from 'vitest'
import { type CombatWorld, combatCall, combatWorld } from './support/combat-world.ts'
import { snapshot } from './support/database-snapshot.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

type Role = 'st' | 'player' | 'other' | 'stranger' | 'anonymous'
type Request = { path: string; body: (w: CombatWorld) => unknown }

/** The storyteller's moves over the whole chronicle. */
const STORYTELLER_MOVES: Request[] = [
  { path: 'combat/next_round', body: () => ({}) },
  { path: 'combat/end_combat', body: () => ({}) },
  { path: 'st_actions/end_scene', body: () => ({}) },
  { path: 'st_actions/respire', body: () => ({ motes: 5, include_qcs: true }) },
  { path: 'st_actions/recover_willpower', body: () => ({ willpower: 1 }) },
  { path: 'st_actions/downtime', body: () => ({ hours: 24 }) },
]

/** Moves on the player's own character. */
const MOVES_ON_THE_HERO: Request[] = [
  { path: 'combat/join_battle', body: (w) => ({ combatant: w.hero, successes: 4 }) },
  { path: 'combat/initiative', body: (w) => ({ combatant: w.hero, initiative: 8 }) },
  { path: 'combat/acted', body: (w) => ({ combatant: w.hero, acted: true }) },
  { path: 'combat/leave', body: (w) => ({ combatant: w.hero }) },
]

const EXPECTED: Record<'storyteller' | 'hero', Record<Role, number>> = {
  storyteller: { st: 200, player: 403, other: 403, stranger: 404, anonymous: 401 },
  hero: { st: 200, player: 200, other: 403, stranger: 404, anonymous: 401 },
}

forEachEngine((engine) => {
  const t = useTestApp(engine)

  async function prepared() {
    const world = await combatWorld(t)
    // Everyone in combat and hurt, so that every move has something to change.
    for (const combatant of [world.hero, world.qc, world.band, world.actor]) {
      const joined = await combatCall(t, world.st, world, 'combat/join_battle', {
        combatant,
        successes: 3,
      })
      expect(joined.statusCode).toBe(200)
    }
    return world
  }

  const callerOf = (world: CombatWorld, role: Role) => (role === 'anonymous' ? null : world[role])

  describe.each([
    ...STORYTELLER_MOVES.map((move) => ['storyteller', move] as const),
    ...MOVES_ON_THE_HERO.map((move) => ['hero', move] as const),
  ])('who may POST %s %o', (group, move) => {
    it.each(
      Object.entries(EXPECTED[group]) as [Role, number][],
    )('the %s gets %i, and a refusal changes nothing', async (role, status) => {
      const world = await prepared()
      const before = await snapshot(t)
      const response = await combatCall(
        t,
        callerOf(world, role),
        world,
        move.path,
        move.body(world),
      )
      expect(response.statusCode).toBe(status)
      if (status !== 200) {
        expect(response.json()).toHaveProperty('error')
        expect(await snapshot(t)).toEqual(before)
      }
    })
  })

  it('a member may not move the storyteller’s qc, nor name it as the one who crashed them', async () => {
    const world = await prepared()
    const moved = await combatCall(t, world.player, world, 'combat/initiative', {
      combatant: world.qc,
      initiative: 1,
    })
    expect(moved.statusCode).toBe(403)
    const crashed = await combatCall(t, world.player, world, 'combat/initiative', {
      combatant: world.hero,
      initiative: 0,
      attacker: world.qc,
    })
    expect(crashed.statusCode).toBe(403)
  })

  it('a combatant of another chronicle is not found', async () => {
    const world = await prepared()
    const elsewhere = await combatWorld(t)
    const response = await combatCall(t, world.st, world, 'combat/acted', {
      combatant: elsewhere.hero,
      acted: true,
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().error).toBe(
      `There is no character ${elsewhere.hero.id} in this chronicle`,
    )
  })

  it.each([
    ['an unknown kind', { combatant: { type: 'spell', id: 1 }, successes: 1 }, 'combatant.type'],
    ['negative successes', { successes: -1 }, 'successes'],
    ['a fractional result', { successes: 2.5 }, 'successes'],
    ['an unknown field', { successes: 1, bonus: 3 }, 'bonus'],
  ])('refuses %s with 422 naming the field', async (_case, fields, field) => {
    const world = await prepared()
    const response = await combatCall(t, world.st, world, 'combat/join_battle', {
      combatant: world.hero,
      ...fields,
    })
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json())).toContain(field)
  })

  it.each([
    ['st_actions/respire', { motes: 101 }, 'motes'],
    ['st_actions/recover_willpower', { willpower: 11 }, 'willpower'],
    ['st_actions/downtime', { hours: -1 }, 'hours'],
    ['combat/next_round', { everyone: true }, 'everyone'],
  ])('%s refuses %o with 422', async (path, body, field) => {
    const world = await prepared()
    const response = await combatCall(t, world.st, world, path, body)
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json())).toContain(field)
  })
})

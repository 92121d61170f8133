import { poolOutcome, type RollRecord } from '@loom/core'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { placedIn } from './support/change-audience.ts'
import { itemThroughApi } from './support/chronicle-world.ts'
import { type CombatWorld, combatWorld, read } from './support/combat-world.ts'
import { snapshot } from './support/database-snapshot.ts'
import { type Caller, call } from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'
import type { TestApp } from './support/test-app.ts'

/** Every field a roll answers with, and nothing else. */
const ROLL_FIELDS = [
  'auto_successes',
  'botch',
  'character_id',
  'character_type',
  'chronicle_id',
  'created_at',
  'damage',
  'dice',
  'double',
  'id',
  'influence',
  'initiative',
  'label',
  'player_id',
  'player_name',
  'reroll',
  'reroll_once',
  'rerolled',
  'spent',
  'successes',
  'target_number',
  'target_player_id',
  'visibility',
]

const logOf = (world: CombatWorld) => `/api/v1/chronicles/${world.chronicle.id}/rolls`

async function rolled(t: TestApp, as: Caller, url: string, roll: object): Promise<RollRecord> {
  const response = await call(t, as, 'POST', url, { roll })
  if (response.statusCode !== 201) {
    throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`)
  }
  return response.json()
}

async function listed(t: TestApp, as: Caller, url: string): Promise<RollRecord[]> {
  const response = await call(t, as, 'GET', url)
  expect(response.statusCode).toBe(200)
  return response.json()
}

/** Rolls and everything a roll may change, to show that a refused request changed nothing. */
async function everything(t: TestApp) {
  return {
    ...(await snapshot(t)),
    rolls: await t.db.selectFrom('rolls').selectAll().orderBy('id').execute(),
  }
}

forEachEngineRecording((t, changes) => {
  let world: CombatWorld
  beforeAll(async () => {
    world = await combatWorld(t)
    // A fielded copy starts with nothing to spend; give it some.
    const stocked = await call(t, world.st, 'PATCH', `/api/v1/combat_actors/${world.actor.id}`, {
      motes_personal_current: 10,
      willpower_temporary: 3,
    })
    expect(stocked.statusCode).toBe(200)
  })
  beforeEach(() => changes.clear())

  describe('a roll', () => {
    it('is rolled by the server and answered whole with 201', async () => {
      const roll = await rolled(t, world.player, logOf(world), {
        dice: 8,
        target_number: 7,
        double: [10],
        reroll: [],
        reroll_once: true,
        auto_successes: 0,
        damage: false,
        label: 'Join Battle',
        character_type: 'character',
        character_id: world.hero.id,
        visibility: 'public',
      })
      expect(Object.keys(roll).sort()).toEqual(ROLL_FIELDS)
      expect(roll).toMatchObject({
        chronicle_id: world.chronicle.id,
        player_id: world.player.id,
        player_name: 'Player',
        character_type: 'character',
        character_id: world.hero.id,
        label: 'Join Battle',
        visibility: 'public',
        target_player_id: null,
        rerolled: [],
        spent: null,
        initiative: null,
      })
      expect(roll.dice).toHaveLength(8)
      for (const face of roll.dice) expect(face >= 1 && face <= 10).toBe(true)
      expect(poolOutcome(roll, roll.dice)).toEqual({
        successes: roll.successes,
        botch: roll.botch,
      })
      expect(new Date(roll.created_at).toISOString()).toBe(roll.created_at)
      expect(changes.published).toEqual([{ kind: 'roll', roll }])
    })

    it('needs only its dice, and fills in the rest', async () => {
      const roll = await rolled(t, world.st, logOf(world), { dice: 1 })
      expect(roll).toMatchObject({
        target_number: 7,
        double: [10],
        reroll: [],
        reroll_once: true,
        auto_successes: 0,
        damage: false,
        label: '',
        character_type: null,
        character_id: null,
        visibility: 'public',
      })
    })

    it('counts automatic successes and keeps rerolled faces apart', async () => {
      const roll = await rolled(t, world.player, logOf(world), {
        dice: 30,
        auto_successes: 3,
        reroll: [1, 2, 3, 4, 5, 6],
        reroll_once: false,
      })
      expect(roll.dice.every((face) => face >= 7)).toBe(true)
      expect(roll.rerolled.every((face) => face <= 6)).toBe(true)
      expect(roll.successes).toBe(poolOutcome(roll, roll.dice).successes)
      expect(roll.successes).toBeGreaterThanOrEqual(33)
    })

    it('doubles nothing on damage', async () => {
      const roll = await rolled(t, world.player, logOf(world), { dice: 20, damage: true })
      expect(roll.double).toEqual([])
      expect(roll.successes).toBe(roll.dice.filter((face) => face >= 7).length)
    })

    it('is stored: the log shows it, newest first', async () => {
      const first = await rolled(t, world.player, logOf(world), { dice: 2, label: 'first' })
      const second = await rolled(t, world.player, logOf(world), { dice: 2, label: 'second' })
      const log = await listed(t, world.other, logOf(world))
      expect(log.slice(0, 2)).toEqual([second, first])
    })
  })

  describe('a personal roll', () => {
    it('goes to the personal log only', async () => {
      const roll = await rolled(t, world.stranger, '/api/v1/rolls', { dice: 3, label: 'alone' })
      expect(roll).toMatchObject({ chronicle_id: null, player_id: world.stranger.id })
      expect(await listed(t, world.stranger, '/api/v1/rolls')).toEqual([roll])
      expect(await listed(t, world.player, '/api/v1/rolls')).not.toContainEqual(roll)
      expect(await listed(t, world.st, logOf(world))).not.toContainEqual(roll)
    })

    it('may be for a character the roller can see, wherever it is', async () => {
      const roll = await rolled(t, world.player, '/api/v1/rolls', {
        dice: 3,
        character_type: 'character',
        character_id: world.hero.id,
      })
      expect(roll.character_id).toBe(world.hero.id)
    })
  })

  describe('paging', () => {
    it('pages the log like every list, newest first', async () => {
      const roller = await t.createPlayer()
      for (let i = 1; i <= 7; i += 1) {
        await rolled(t, roller, '/api/v1/rolls', { dice: 1, label: `roll ${i}` })
      }
      const first = await call(t, roller, 'GET', '/api/v1/rolls?limit=3')
      expect(first.json().map((roll: RollRecord) => roll.label)).toEqual([
        'roll 7',
        'roll 6',
        'roll 5',
      ])
      expect(first.headers).toMatchObject({
        'current-page': '1',
        'page-limit': '3',
        'total-pages': '3',
        'total-count': '7',
      })
      expect(first.headers.link).toContain('page=2&limit=3>; rel="next"')
      const last = await call(t, roller, 'GET', '/api/v1/rolls?limit=3&page=3')
      expect(last.json().map((roll: RollRecord) => roll.label)).toEqual(['roll 1'])
      const fallback = await call(t, roller, 'GET', '/api/v1/rolls')
      expect(fallback.headers['page-limit']).toBe('6')
      expect(fallback.json()).toHaveLength(6)
    })
  })

  describe('bad requests', () => {
    /** A bad request: who sends it, where, and what. */
    type Bad = (w: CombatWorld) => { as: Caller | null; url: string; body: unknown }
    const chronicleRoll =
      (roll: object, as: (w: CombatWorld) => Caller | null = (w) => w.player): Bad =>
      (w) => ({ as: as(w), url: logOf(w), body: { roll } })
    const heroRoll =
      (roll: object, as?: (w: CombatWorld) => Caller | null): Bad =>
      (w) =>
        chronicleRoll(
          { dice: 3, character_type: 'character', character_id: w.hero.id, ...roll },
          as,
        )(w)
    const cases: [string, Bad, number, RegExp][] = [
      ['no dice', chronicleRoll({ dice: 0 }), 422, /roll.dice must be between 1 and 100/],
      ['too many dice', chronicleRoll({ dice: 101 }), 422, /roll.dice must be between 1 and 100/],
      ['a target below 1', chronicleRoll({ dice: 3, target_number: 0 }), 422, /target_number/],
      ['a target above 10', chronicleRoll({ dice: 3, target_number: 11 }), 422, /target_number/],
      ['a double face off the die', chronicleRoll({ dice: 3, double: [11] }), 422, /double/],
      ['a reroll face off the die', chronicleRoll({ dice: 3, reroll: [0] }), 422, /reroll/],
      [
        'faces chosen by the client',
        chronicleRoll({ dice: 3, faces: [10, 10, 10] }),
        422,
        /roll.faces is not a known field/,
      ],
      [
        'an unknown key beside roll',
        (w) => ({ as: w.player, url: logOf(w), body: { roll: { dice: 3 }, dice: [10] } }),
        422,
        /dice cannot be changed/,
      ],
      ['no roll at all', (w) => ({ as: w.player, url: logOf(w), body: {} }), 422, /roll/],
      [
        'a personal Join Battle',
        (w) => ({
          as: w.player,
          url: '/api/v1/rolls',
          body: {
            roll: {
              dice: 3,
              character_type: 'character',
              character_id: w.hero.id,
              join_battle: true,
            },
          },
        }),
        422,
        /Join Battle is rolled in its chronicle/,
      ],
      [
        'a stranger to the chronicle',
        chronicleRoll({ dice: 3 }, (w) => w.stranger),
        404,
        /no chronicle/,
      ],
      [
        'an unknown chronicle',
        (w) => ({
          as: w.player,
          url: '/api/v1/chronicles/999999/rolls',
          body: { roll: { dice: 3 } },
        }),
        404,
        /no chronicle/,
      ],
      ['a signed-out caller', chronicleRoll({ dice: 3 }, () => null), 401, /sign in/i],
      [
        'a signed-out personal roll',
        () => ({ as: null, url: '/api/v1/rolls', body: { roll: { dice: 3 } } }),
        401,
        /sign in/i,
      ],
      [
        'a character of no one',
        heroRoll({ character_id: 999999 }),
        404,
        /no character 999999 in this chronicle/,
      ],
      [
        'a character the roller cannot see',
        (w) => ({
          as: w.stranger,
          url: '/api/v1/rolls',
          body: { roll: { dice: 3, character_type: 'character', character_id: w.hero.id } },
        }),
        404,
        /no character/,
      ],
      [
        "someone else's character's motes",
        heroRoll({ spend: { motes: 1 } }, (w) => w.other),
        403,
        /Only the owner of character/,
      ],
      [
        "the storyteller's qc's Join Battle, by a player",
        (w) =>
          chronicleRoll({
            dice: 3,
            character_type: 'qc',
            character_id: w.qc.id,
            join_battle: true,
          })(w),
        403,
        /Only the owner of qc/,
      ],
      [
        'more motes than there are',
        heroRoll({ spend: { motes: 99 } }),
        422,
        /personal motes, not 99/,
      ],
      [
        'more willpower than there is, with motes it could pay',
        heroRoll({ spend: { motes: 1, willpower: 10 } }),
        422,
        /willpower, not 10/,
      ],
      [
        'motes from a battlegroup',
        (w) =>
          chronicleRoll({
            dice: 3,
            character_type: 'battlegroup',
            character_id: w.band.id,
            spend: { motes: 1 },
          })(w),
        422,
        /has no motes to spend/,
      ],
    ]

    it.each(cases)('%s is refused and stores nothing', async (_case, bad, status, message) => {
      const { as, url, body } = bad(world)
      const before = await everything(t)
      const response = await call(t, as, 'POST', url, body)
      expect(response.statusCode).toBe(status)
      expect(response.body).toMatch(message)
      expect(await everything(t)).toEqual(before)
      expect(changes.published).toEqual([])
    })

    it('a 422 names each field by its path', async () => {
      const bad = await call(t, world.player, 'POST', logOf(world), {
        roll: { dice: 0, faces: [10] },
      })
      expect(bad.json()).toEqual({
        'roll.dice': [{ error: 'roll.dice must be between 1 and 100' }],
        'roll.faces': [{ error: 'roll.faces is not a known field' }],
      })
      const poor = await call(t, world.player, 'POST', logOf(world), {
        roll: {
          dice: 1,
          character_type: 'character',
          character_id: world.hero.id,
          spend: { willpower: 10 },
        },
      })
      expect(Object.keys(poor.json())).toEqual(['roll.spend.willpower'])
    })

    it('a character in another chronicle is not found in this one', async () => {
      const elsewhere = await itemThroughApi(t, world.player, 'characters', { name: 'Away' })
      const response = await call(t, world.player, 'POST', logOf(world), {
        roll: { dice: 3, character_type: 'character', character_id: elsewhere.id },
      })
      expect(response.statusCode).toBe(404)
    })
  })

  describe('spending with the roll', () => {
    it('takes motes and willpower in the same action, and tells the table', async () => {
      const before = await read(t, world, world.hero)
      const roll = await rolled(t, world.player, logOf(world), {
        dice: 10,
        label: 'Excellent strike',
        character_type: 'character',
        character_id: world.hero.id,
        spend: { motes: 5, pool: 'peripheral', willpower: 1 },
      })
      expect(roll.spent).toEqual({ motes: 5, pool: 'peripheral', mute: false, willpower: 1 })
      const after = await read(t, world, world.hero)
      expect(after.motes_peripheral_current).toBe(Number(before.motes_peripheral_current) - 5)
      expect(after.willpower_temporary).toBe(Number(before.willpower_temporary) - 1)
      expect(after.anima_level).toBe(Number(before.anima_level) + 1)
      expect(changes.published).toEqual([
        expect.objectContaining({
          kind: 'item',
          event: 'update',
          type: 'character',
          id: world.hero.id,
          audience: placedIn(world.chronicle.id),
          changes: expect.objectContaining({
            motes_peripheral_current: after.motes_peripheral_current,
            willpower_temporary: after.willpower_temporary,
          }),
        }),
        { kind: 'roll', roll },
      ])
    })

    it("lets the storyteller spend a player's character's motes and a combat actor's", async () => {
      const hero = await read(t, world, world.hero)
      await rolled(t, world.st, logOf(world), {
        dice: 3,
        character_type: 'character',
        character_id: world.hero.id,
        spend: { motes: 1 },
      })
      expect((await read(t, world, world.hero)).motes_personal_current).toBe(
        Number(hero.motes_personal_current) - 1,
      )
      const actor = await read(t, world, world.actor)
      await rolled(t, world.st, logOf(world), {
        dice: 3,
        character_type: 'combat_actor',
        character_id: world.actor.id,
        spend: { motes: 2 },
      })
      expect((await read(t, world, world.actor)).motes_personal_current).toBe(
        Number(actor.motes_personal_current) - 2,
      )
    })

    it('takes motes from a character in no chronicle with a personal roll', async () => {
      const loner = await itemThroughApi(t, world.stranger, 'characters', {
        name: 'Loner',
        type: 'SolarCharacter',
      })
      changes.clear()
      await rolled(t, world.stranger, '/api/v1/rolls', {
        dice: 3,
        character_type: 'character',
        character_id: loner.id,
        spend: { motes: 2, willpower: 1 },
      })
      const after = (await call(t, world.stranger, 'GET', `/api/v1/characters/${loner.id}`)).json()
      expect(after.motes_personal_current).toBe(Number(loner.motes_personal_current) - 2)
      expect(after.willpower_temporary).toBe(Number(loner.willpower_temporary) - 1)
      expect(changes.published.map((change) => change.kind)).toEqual(['item', 'roll'])
    })
  })

  describe('Join Battle', () => {
    it('sets Initiative to the successes + 3 and puts the combatant in the turn order', async () => {
      const roll = await rolled(t, world.player, logOf(world), {
        dice: 6,
        label: 'Join Battle',
        character_type: 'character',
        character_id: world.hero.id,
        join_battle: true,
      })
      expect(roll.initiative).toBe(roll.successes + 3)
      expect(await read(t, world, world.hero)).toMatchObject({
        initiative: roll.initiative,
        in_combat: true,
        has_acted: false,
      })
      expect(changes.published).toEqual([
        expect.objectContaining({
          kind: 'item',
          type: 'character',
          id: world.hero.id,
          changes: expect.objectContaining({ initiative: roll.initiative, in_combat: true }),
        }),
        { kind: 'roll', roll },
      ])
    })

    it("is the storyteller's to roll for a combat actor, with a spend in the same action", async () => {
      const before = await read(t, world, world.actor)
      const roll = await rolled(t, world.st, logOf(world), {
        dice: 4,
        character_type: 'combat_actor',
        character_id: world.actor.id,
        join_battle: true,
        spend: { willpower: 1 },
        visibility: 'storyteller',
      })
      expect(await read(t, world, world.actor)).toMatchObject({
        initiative: roll.initiative,
        in_combat: true,
        willpower_temporary: Number(before.willpower_temporary) - 1,
      })
      expect(changes.published).toHaveLength(2)
    })
  })

  describe('clearing', () => {
    it('the storyteller clears the chronicle log, and everyone hears of it', async () => {
      await rolled(t, world.player, logOf(world), { dice: 1, visibility: 'private' })
      await rolled(t, world.player, '/api/v1/rolls', { dice: 1, label: 'kept' })
      changes.clear()
      const response = await call(t, world.st, 'DELETE', logOf(world))
      expect(response.statusCode).toBe(204)
      expect(await listed(t, world.st, logOf(world))).toEqual([])
      expect(await listed(t, world.player, logOf(world))).toEqual([])
      expect((await listed(t, world.player, '/api/v1/rolls')).map((r) => r.label)).toContain('kept')
      expect(changes.published).toEqual([
        { kind: 'rolls_cleared', chronicle_id: world.chronicle.id, player_id: world.st.id },
      ])
    })

    const refused: [string, () => Caller | null, number][] = [
      ['a member', () => world.other, 403],
      ['a stranger', () => world.stranger, 404],
      ['a signed-out caller', () => null, 401],
    ]
    it.each(refused)('%s may not clear it, and nothing goes', async (_who, who, status) => {
      await rolled(t, world.player, logOf(world), { dice: 1 })
      const before = await everything(t)
      changes.clear()
      expect((await call(t, who(), 'DELETE', logOf(world))).statusCode).toBe(status)
      expect(await everything(t)).toEqual(before)
      expect(changes.published).toEqual([])
    })

    it("a player clears their personal log alone, not others' nor chronicles'", async () => {
      await rolled(t, world.other, '/api/v1/rolls', { dice: 1 })
      await rolled(t, world.player, '/api/v1/rolls', { dice: 1 })
      await rolled(t, world.other, logOf(world), { dice: 1 })
      changes.clear()
      expect((await call(t, world.other, 'DELETE', '/api/v1/rolls')).statusCode).toBe(204)
      expect(await listed(t, world.other, '/api/v1/rolls')).toEqual([])
      expect(await listed(t, world.player, '/api/v1/rolls')).not.toEqual([])
      expect(await listed(t, world.other, logOf(world))).not.toEqual([])
      expect(changes.published).toEqual([
        { kind: 'rolls_cleared', chronicle_id: null, player_id: world.other.id },
      ])
    })
  })
})

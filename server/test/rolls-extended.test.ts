import type { RollRecord, Working } from '@loom/core'
import { beforeEach, describe, expect, it } from 'vitest'
import { type CombatWorld, combatWorld } from './support/combat-world.ts'
import { snapshot } from './support/database-snapshot.ts'
import { type Caller, call } from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'

/**
 * A sorcerous working's extended roll through the roll log (docs/api.md, Rolls; docs/rules.md,
 * Extended rolls and sorcerous workings): each roll adds its successes to the working in the
 * transaction that stores it, and only the sorcerer's editors see the working and its rolls.
 */
forEachEngineRecording((t, changes) => {
  let world: CombatWorld
  beforeEach(async () => {
    world = await combatWorld(t)
    changes.clear()
  })

  const logOf = () => `/api/v1/chronicles/${world.chronicle.id}/rolls`
  const heroUrl = () => `/api/v1/characters/${world.hero.id}`

  /** Gives the hero one working with these terms; answers its id. */
  async function begin(terms: Partial<Working>): Promise<string> {
    const response = await call(t, world.player, 'PATCH', heroUrl(), {
      workings: [{ name: 'Raise the Tower', ambition: 12, finesse: 1, means: 3, ...terms }],
    })
    expect(response.statusCode).toBe(200)
    changes.clear()
    return (response.json().workings as Working[])[0]!.id
  }

  async function workingAs(as: Caller): Promise<Working[]> {
    const response = await call(t, as, 'GET', heroUrl())
    expect(response.statusCode).toBe(200)
    return response.json().workings
  }

  /** One interval: a die and four automatic successes, so each roll adds 4 or 5. */
  const interval = (id: string, extra: object = {}) => ({
    dice: 1,
    target_number: 10,
    double: [],
    auto_successes: 4,
    label: 'Raise the Tower',
    character_type: 'character',
    character_id: world.hero.id,
    extended: { list: 'workings', id },
    ...extra,
  })

  async function rolled(as: Caller, roll: object, url = logOf()): Promise<RollRecord> {
    const response = await call(t, as, 'POST', url, { roll })
    if (response.statusCode !== 201) {
      throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`)
    }
    return response.json()
  }

  async function everything() {
    return {
      ...(await snapshot(t)),
      rolls: await t.db.selectFrom('rolls').selectAll().orderBy('id').execute(),
    }
  }

  describe('a working rolled interval by interval', () => {
    it('adds each roll, keeps its history and succeeds on reaching the goal', async () => {
      const id = await begin({})
      const rolls: RollRecord[] = []
      for (let i = 0; i < 3; i += 1) rolls.push(await rolled(world.player, interval(id)))
      const [working] = await workingAs(world.player)
      const total = rolls.reduce((sum, roll) => sum + roll.successes, 0)
      expect(working).toMatchObject({
        id,
        accumulated: total,
        outcome: 'success',
        rolls: rolls.map((roll) => ({
          roll_id: roll.id,
          successes: roll.successes,
          added: roll.successes,
          botch: false,
        })),
      })
      expect(total).toBeGreaterThanOrEqual(12)
      // Each roll published the sheet's update, then the roll.
      expect(
        changes.published.map((change) =>
          change.kind === 'roll' ? 'roll' : `${change.kind}:${'event' in change && change.event}`,
        ),
      ).toEqual(['item:update', 'roll', 'item:update', 'roll', 'item:update', 'roll'])
    })

    it('is in progress until then, with the rolls left before the terminus', async () => {
      const id = await begin({ ambition: 30, means: 4 })
      await rolled(world.player, interval(id))
      const [working] = await workingAs(world.player)
      expect(working!.outcome).toBe('in_progress')
      expect(working!.rolls).toHaveLength(1)
    })

    it('fails when its terminus passes short of the goal, and takes no further roll', async () => {
      const id = await begin({ ambition: 100, means: 2 })
      await rolled(world.player, interval(id))
      await rolled(world.player, interval(id))
      const [working] = await workingAs(world.player)
      expect(working!.outcome).toBe('failure')
      const before = await everything()
      const again = await call(t, world.player, 'POST', logOf(), { roll: interval(id) })
      expect(again.statusCode).toBe(422)
      expect(again.json().extended[0].error).toMatch(/already ended \(failure\)/)
      expect(await everything()).toEqual(before)
    })

    it('adds nothing for a roll below its Finesse', async () => {
      const id = await begin({ finesse: 5 })
      // 3 or 4 successes: below the Finesse, and never a botch (with no success, a die showing
      // 1 would botch one time in ten and end the working).
      const roll = await rolled(world.player, interval(id, { auto_successes: 3 }))
      const [working] = await workingAs(world.player)
      expect(roll.successes).toBeLessThan(5)
      expect(working).toMatchObject({ accumulated: 0, outcome: 'in_progress' })
      expect(working!.rolls[0]).toMatchObject({ roll_id: roll.id, added: 0 })
    })

    it('may be rolled in the personal log too', async () => {
      const id = await begin({})
      const roll = await rolled(world.player, interval(id), '/api/v1/rolls')
      expect(roll.chronicle_id).toBeNull()
      expect((await workingAs(world.player))[0]!.rolls[0]!.roll_id).toBe(roll.id)
    })
  })

  describe('who sees a working', () => {
    it('is the sorcerer and the storyteller; other members get no workings at all', async () => {
      const id = await begin({})
      expect((await workingAs(world.player)).map((working) => working.id)).toEqual([id])
      expect((await workingAs(world.st)).map((working) => working.id)).toEqual([id])
      expect(await workingAs(world.other)).toEqual([])
    })

    it("puts a working's roll before the roller and the storyteller only, even if asked public", async () => {
      const id = await begin({})
      const roll = await rolled(world.player, interval(id, { visibility: 'public' }))
      expect(roll.visibility).toBe('storyteller')
      const logOfSomeone = async (as: Caller) =>
        ((await call(t, as, 'GET', logOf())).json() as RollRecord[]).map((seen) => seen.id)
      expect(await logOfSomeone(world.st)).toContain(roll.id)
      expect(await logOfSomeone(world.other)).not.toContain(roll.id)
    })

    it('keeps a private roll private', async () => {
      const id = await begin({})
      const roll = await rolled(world.player, interval(id, { visibility: 'private' }))
      expect(roll.visibility).toBe('private')
    })
  })

  describe('who may roll it', () => {
    it('is its owner and the storyteller', async () => {
      const id = await begin({ ambition: 100, means: 10 })
      await rolled(world.st, interval(id))
      expect((await workingAs(world.player))[0]!.rolls).toHaveLength(1)
    })

    it('is not another member who sees the sheet: 403, nothing stored', async () => {
      const id = await begin({})
      const before = await everything()
      const refused = await call(t, world.other, 'POST', logOf(), { roll: interval(id) })
      expect(refused.statusCode).toBe(403)
      expect(await everything()).toEqual(before)
      expect(changes.published).toEqual([])
    })

    it('is not a stranger: 404 in the personal log, nothing stored', async () => {
      const id = await begin({})
      const before = await everything()
      const refused = await call(t, world.stranger, 'POST', '/api/v1/rolls', {
        roll: interval(id),
      })
      expect(refused.statusCode).toBe(404)
      expect(await everything()).toEqual(before)
    })

    it('is nobody signed out: 401', async () => {
      const id = await begin({})
      const refused = await call(t, null, 'POST', logOf(), { roll: interval(id) })
      expect(refused.statusCode).toBe(401)
    })
  })

  describe('bad requests change nothing', () => {
    it.each([
      ['an unknown working', (id: string) => ({ extended: { list: 'workings', id: `${id}x` } })],
      ['a list that is no extended roll', () => ({ extended: { list: 'merits', id: 'a' } })],
      ['an id that is no text', () => ({ extended: { list: 'workings', id: 7 } })],
      ['an unknown field', (id: string) => ({ extended: { list: 'workings', id, more: 1 } })],
      ['a qc as roller', () => ({ character_type: 'qc', character_id: world.qc.id })],
      ['a Join Battle', () => ({ join_battle: true })],
      ['a damage roll', () => ({ damage: true })],
    ])('%s: 422', async (_name, make) => {
      const id = await begin({})
      const before = await everything()
      const refused = await call(t, world.player, 'POST', logOf(), {
        roll: { ...interval(id), ...make(id) },
      })
      expect(refused.statusCode).toBe(422)
      expect(await everything()).toEqual(before)
    })

    it('a working with a Finesse above 5 or a blank terminus is refused on save', async () => {
      for (const working of [{ finesse: 6 }, { means: 0 }, { ambition: 'ten' }]) {
        const response = await call(t, world.player, 'PATCH', heroUrl(), { workings: [working] })
        expect(response.statusCode).toBe(422)
      }
      expect(await workingAs(world.player)).toEqual([])
    })
  })

  describe('a craft project rolled to completion', () => {
    /** Gives the hero craft experience and one project; answers its id. */
    async function project(fields: object, xp: object = {}): Promise<string> {
      const response = await call(t, world.player, 'PATCH', heroUrl(), {
        ...xp,
        craft_projects: [{ name: 'A jade sword', ...fields }],
      })
      expect(response.statusCode).toBe(200)
      changes.clear()
      return response.json().craft_projects[0].id
    }
    const craftRoll = (id: string, extra: object = {}) =>
      interval(id, { extended: { list: 'craft_projects', id }, ...extra })
    const hero = async () => (await call(t, world.player, 'GET', heroUrl())).json()

    it('finishes a major project and earns its reward in the same write; the roll stays public', async () => {
      const id = await project(
        { category: 'major', objectives: 2, goal: 1, difficulty: 1, terminus: null },
        { xp_craft_silver: 12 },
      )
      const roll = await rolled(world.player, craftRoll(id))
      expect(roll.visibility).toBe('public')
      const sheet = await hero()
      // 4 or more successes against difficulty 1 is exceptional: 3 gold and 1 silver per objective.
      expect(sheet).toMatchObject({ xp_craft_silver: 14, xp_craft_gold: 6 })
      expect(sheet.craft_projects[0]).toMatchObject({
        outcome: 'success',
        reward: { silver: 2, gold: 6, white: 0 },
        rolls: [{ roll_id: roll.id }],
      })
      // Other members see projects: they are no secret.
      const seen = (await call(t, world.other, 'GET', heroUrl())).json()
      expect(seen.craft_projects[0].outcome).toBe('success')
    })

    it('spends 10 white craft experience on each roll of a legendary project', async () => {
      const id = await project(
        { category: 'legendary', goal: 200, difficulty: 5, terminus: 6 },
        { xp_craft_white: 12, craft_slots_legendary: 1 },
      )
      await rolled(world.player, craftRoll(id))
      expect((await hero()).xp_craft_white).toBe(2)
      const before = await everything()
      const refused = await call(t, world.player, 'POST', logOf(), { roll: craftRoll(id) })
      expect(refused.statusCode).toBe(422)
      expect(refused.json().extended[0].error).toMatch(
        /10 white craft experience; the character has 2/,
      )
      expect(await everything()).toEqual(before)
    })

    it('refuses more projects in progress than project slots, and fewer slots than projects', async () => {
      const major = { category: 'major', goal: 2, difficulty: 2, terminus: null }
      const four = await call(t, world.player, 'PATCH', heroUrl(), {
        craft_projects: [major, major, major, major],
      })
      expect(four.statusCode).toBe(422)
      expect(four.body).toMatch(
        /4 major projects are in progress but there are 3 major project slots/,
      )
      const superior = await call(t, world.player, 'PATCH', heroUrl(), {
        craft_projects: [{ category: 'superior', rating: 3, goal: 50, difficulty: 5, terminus: 6 }],
      })
      expect(superior.statusCode).toBe(422)
      await project(major)
      const fewer = await call(t, world.player, 'PATCH', heroUrl(), { craft_slots_major: 0 })
      expect(fewer.statusCode).toBe(422)
      const more = await call(t, world.player, 'PATCH', heroUrl(), { craft_slots_superior: 1 })
      expect(more.statusCode).toBe(200)
    })

    it('refuses a project of an unknown category or a rating outside 2 to 5', async () => {
      for (const fields of [{ category: 'epic' }, { rating: 6 }, { objectives: 4 }]) {
        const response = await call(t, world.player, 'PATCH', heroUrl(), {
          craft_projects: [fields],
        })
        expect(response.statusCode).toBe(422)
      }
      expect((await hero()).craft_projects).toEqual([])
    })
  })
})

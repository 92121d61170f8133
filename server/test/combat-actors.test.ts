import { describe, expect, it } from 'vitest'
import { placedIn } from './support/change-audience.ts'
import { addThroughApi, chronicleThroughApi, itemThroughApi } from './support/chronicle-world.ts'
import { snapshot } from './support/database-snapshot.ts'
import { type Caller, call } from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'

forEachEngineRecording((t, changes) => {
  /** A chronicle with a member, and a qc of the ST's fielded as a combat actor. */
  async function combat() {
    const st = await t.createPlayer()
    const member = await t.createPlayer()
    const stranger = await t.createPlayer()
    const chronicle = await chronicleThroughApi(t, st, [member])
    const qc = await itemThroughApi(t, st, 'qcs', { name: 'Blood Ape' })
    await addThroughApi(t, st, chronicle.id, qc)
    const created = await call(t, st, 'POST', '/api/v1/combat_actors', {
      combat_actor: {
        chronicle_id: chronicle.id,
        actor_type: 'qc',
        actor_id: qc.id,
        initiative: 5,
      },
    })
    if (created.statusCode !== 200) throw new Error(created.body)
    return { st, member, stranger, chronicle, qc, actor: created.json() as { id: number } }
  }

  describe('POST /api/v1/combat_actors', () => {
    it("fields a copy of the storyteller's qc, named after it, with its own counters", async () => {
      const { st, chronicle, qc, actor } = await combat()
      expect(actor).toMatchObject({
        player_id: st.id,
        chronicle_id: chronicle.id,
        actor_type: 'qc',
        actor_id: qc.id,
        name: 'Blood Ape',
        initiative: 5,
        onslaught: 0,
        damage_lethal: 0,
        has_acted: false,
        poisons: [],
        version: 1,
      })
    })

    it('publishes the new combat actor once, in its chronicle', async () => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const battlegroup = await itemThroughApi(t, st, 'battlegroups')
      changes.clear()
      const response = await call(t, st, 'POST', '/api/v1/combat_actors', {
        chronicle_id: chronicle.id,
        actor_type: 'battlegroup',
        actor_id: battlegroup.id,
        name: 'Second wave',
      })
      expect(response.json()).toMatchObject({ name: 'Second wave', actor_type: 'battlegroup' })
      expect(changes.published).toEqual([
        expect.objectContaining({
          kind: 'item',
          event: 'create',
          type: 'combat_actor',
          id: response.json().id,
          audience: placedIn(chronicle.id),
        }),
      ])
    })

    it("lists the chronicle's combat actors for its storyteller and members", async () => {
      const { st, member, stranger, chronicle, actor } = await combat()
      const url = `/api/v1/chronicles/${chronicle.id}/combat_actors`
      for (const viewer of [st, member]) {
        const response = await call(t, viewer, 'GET', url)
        expect(response.statusCode).toBe(200)
        expect(response.json().map((entry: { id: number }) => entry.id)).toEqual([actor.id])
      }
      expect((await call(t, stranger, 'GET', url)).statusCode).toBe(404)
      const shown = await call(t, member, 'GET', `/api/v1/chronicles/${chronicle.id}`)
      expect(shown.json().combat_actors).toEqual([actor.id])
    })

    it.each([
      ['no chronicle', { chronicle_id: undefined }, 'chronicle_id'],
      ['no actor', { actor_type: undefined, actor_id: undefined }, 'actor_type'],
      [
        'an actor of another kind',
        { chronicle_id: 1, actor_type: 'character', actor_id: 1 },
        'actor_type',
      ],
      ['a negative onslaught', { onslaught: -1 }, 'onslaught'],
      ['an anima level of 4', { anima_level: 4 }, 'anima_level'],
      ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
      ['initiative as text', { initiative: 'fast' }, 'initiative'],
      ['an owner of its own choosing', { player_id: 1 }, 'player_id'],
      ['an unknown field', { crashed_by: 3 }, 'crashed_by'],
    ])('refuses %s with 422 naming the field, and creates nothing', async (_case, fields, field) => {
      const { st, chronicle, qc } = await combat()
      const before = await snapshot(t)
      const response = await call(t, st, 'POST', '/api/v1/combat_actors', {
        chronicle_id: chronicle.id,
        actor_type: 'qc',
        actor_id: qc.id,
        ...fields,
      })
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json())).toContain(field)
      expect(await snapshot(t)).toEqual(before)
    })

    it('refuses a qc the storyteller cannot see with 422 on actor_id', async () => {
      const { st, stranger, chronicle } = await combat()
      const private_ = await itemThroughApi(t, stranger, 'qcs')
      const before = await snapshot(t)
      const response = await call(t, st, 'POST', '/api/v1/combat_actors', {
        chronicle_id: chronicle.id,
        actor_type: 'qc',
        actor_id: private_.id,
      })
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({
        actor_id: [{ error: `There is no qc ${private_.id} that you can see` }],
      })
      expect(await snapshot(t)).toEqual(before)
    })

    it('lets the storyteller field a public qc of anyone', async () => {
      const { st, stranger, chronicle } = await combat()
      const shared = await itemThroughApi(t, stranger, 'qcs', { public: true })
      const response = await call(t, st, 'POST', '/api/v1/combat_actors', {
        chronicle_id: chronicle.id,
        actor_type: 'qc',
        actor_id: shared.id,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ player_id: st.id, actor_id: shared.id })
    })
  })

  describe('changing, duplicating and deleting a combat actor', () => {
    it('lets the storyteller change initiative and onslaught, and publishes what changed', async () => {
      const { st, actor } = await combat()
      changes.clear()
      const response = await call(t, st, 'PATCH', `/api/v1/combat_actors/${actor.id}`, {
        combat_actor: { initiative: -2, onslaught: 1, has_acted: true },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        initiative: -2,
        onslaught: 1,
        has_acted: true,
        version: 2,
      })
      expect(response.json()).not.toHaveProperty('poisons')
      expect(changes.published).toEqual([
        expect.objectContaining({
          kind: 'item',
          event: 'update',
          type: 'combat_actor',
          changes: expect.objectContaining({
            initiative: -2,
            onslaught: 1,
            has_acted: true,
            version: 2,
          }),
        }),
      ])
    })

    it('writes and publishes nothing for a PATCH that changes nothing', async () => {
      const { st, actor } = await combat()
      const before = await snapshot(t)
      changes.clear()
      const response = await call(t, st, 'PATCH', `/api/v1/combat_actors/${actor.id}`, {
        initiative: 5,
      })
      expect(response.json()).toMatchObject({ initiative: 5, version: 1 })
      expect(await snapshot(t)).toEqual(before)
      expect(changes.published).toEqual([])
    })

    it.each([
      ['a chronicle of its own choosing', { chronicle_id: 99 }],
      ['another qc to stand for', { actor_id: 99 }],
      ['negative damage', { damage_bashing: -1 }],
    ])('refuses a PATCH with %s, and changes nothing', async (_case, fields) => {
      const { st, actor } = await combat()
      const before = await snapshot(t)
      const response = await call(t, st, 'PATCH', `/api/v1/combat_actors/${actor.id}`, fields)
      expect(response.statusCode).toBe(422)
      expect(await snapshot(t)).toEqual(before)
    })

    it('duplicates a combat actor with its poisons', async () => {
      const { st, actor } = await combat()
      const poison = await call(t, st, 'POST', `/api/v1/combat_actors/${actor.id}/poisons`, {
        poison: { name: 'Arrow frog venom' },
      })
      expect(poison.statusCode).toBe(200)
      const response = await call(t, st, 'POST', `/api/v1/combat_actors/${actor.id}/duplicate`)
      expect(response.statusCode).toBe(200)
      const copy = response.json()
      expect(copy.id).not.toBe(actor.id)
      expect(copy).toMatchObject({ name: 'Blood Ape', initiative: 5 })
      expect(copy.poisons).toMatchObject([{ name: 'Arrow frog venom' }])
      expect(copy.poisons[0].id).not.toBe(poison.json().id)
    })

    it('deletes a combat actor with its poisons, and publishes the destroy', async () => {
      const { st, actor } = await combat()
      await call(t, st, 'POST', `/api/v1/combat_actors/${actor.id}/poisons`, {})
      changes.clear()
      const response = await call(t, st, 'DELETE', `/api/v1/combat_actors/${actor.id}`)
      expect(response.statusCode).toBe(204)
      const left = await t.db
        .selectFrom('poisons' as 'chronicles')
        .selectAll()
        .where('poisonable_id' as 'id', '=', actor.id)
        .execute()
      expect(left).toEqual([])
      expect(changes.published).toEqual([
        expect.objectContaining({ event: 'destroy', type: 'combat_actor', id: actor.id }),
      ])
      expect((await call(t, st, 'GET', `/api/v1/combat_actors/${actor.id}`)).statusCode).toBe(404)
    })

    it('deletes the combat actors of a qc when the qc is deleted', async () => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const qc = await itemThroughApi(t, st, 'qcs')
      const actor = await call(t, st, 'POST', '/api/v1/combat_actors', {
        chronicle_id: chronicle.id,
        actor_type: 'qc',
        actor_id: qc.id,
      })
      expect((await call(t, st, 'DELETE', `/api/v1/qcs/${qc.id}`)).statusCode).toBe(204)
      expect(
        (await call(t, st, 'GET', `/api/v1/combat_actors/${actor.json().id}`)).statusCode,
      ).toBe(404)
    })
  })

  describe('poisons on a combat actor', () => {
    it('lets the storyteller add, change and delete them, and members read them', async () => {
      const { st, member, actor } = await combat()
      const base = `/api/v1/combat_actors/${actor.id}/poisons`
      const created = await call(t, st, 'POST', base, { poison: { name: 'Nightshade' } })
      expect(created.statusCode).toBe(200)
      const id = created.json().id
      expect((await call(t, member, 'GET', `${base}/${id}`)).json()).toMatchObject({
        name: 'Nightshade',
      })
      expect((await call(t, member, 'POST', base, {})).statusCode).toBe(403)
      const changed = await call(t, st, 'PATCH', `${base}/${id}`, { poison: { name: 'Wolfsbane' } })
      expect(changed.json()).toMatchObject({ name: 'Wolfsbane' })
      expect((await call(t, member, 'DELETE', `${base}/${id}`)).statusCode).toBe(403)
      expect((await call(t, st, 'DELETE', `${base}/${id}`)).statusCode).toBe(204)
    })

    it('finds a poison only under its own combat actor', async () => {
      const { st, actor } = await combat()
      const other = await call(t, st, 'POST', `/api/v1/combat_actors/${actor.id}/duplicate`)
      const poison = await call(t, st, 'POST', `/api/v1/combat_actors/${actor.id}/poisons`, {})
      const wrong = `/api/v1/combat_actors/${other.json().id}/poisons/${poison.json().id}`
      expect((await call(t, st, 'GET', wrong)).statusCode).toBe(404)
      expect((await call(t, st, 'DELETE', wrong)).statusCode).toBe(404)
    })
  })

  describe('who may do what with a combat actor', () => {
    type Role = 'st' | 'member' | 'stranger' | 'anonymous'
    const roles: Role[] = ['st', 'member', 'stranger', 'anonymous']
    const who = (world: Awaited<ReturnType<typeof combat>>, role: Role): Caller | null =>
      role === 'anonymous' ? null : world[role]

    const routes: [
      string,
      Record<Role, number>,
      (world: Awaited<ReturnType<typeof combat>>) => [string, string, unknown?],
    ][] = [
      [
        'create',
        { st: 200, member: 403, stranger: 404, anonymous: 401 },
        (w) => [
          'POST',
          '/api/v1/combat_actors',
          { chronicle_id: w.chronicle.id, actor_type: 'qc', actor_id: w.qc.id },
        ],
      ],
      [
        'show',
        { st: 200, member: 200, stranger: 404, anonymous: 401 },
        (w) => ['GET', `/api/v1/combat_actors/${w.actor.id}`],
      ],
      [
        'change',
        { st: 200, member: 403, stranger: 404, anonymous: 401 },
        (w) => ['PATCH', `/api/v1/combat_actors/${w.actor.id}`, { initiative: 12 }],
      ],
      [
        'duplicate',
        { st: 200, member: 403, stranger: 404, anonymous: 401 },
        (w) => ['POST', `/api/v1/combat_actors/${w.actor.id}/duplicate`],
      ],
      [
        'delete',
        { st: 204, member: 403, stranger: 404, anonymous: 401 },
        (w) => ['DELETE', `/api/v1/combat_actors/${w.actor.id}`],
      ],
      [
        'add a poison',
        { st: 200, member: 403, stranger: 404, anonymous: 401 },
        (w) => ['POST', `/api/v1/combat_actors/${w.actor.id}/poisons`, {}],
      ],
    ]

    for (const [action, expected, request] of routes) {
      for (const role of roles) {
        const status = expected[role]
        const refused = status >= 400
        it(`${role === 'anonymous' ? 'a signed-out visitor' : `the ${role}`} ${refused ? 'may not' : 'may'} ${action} (${status})`, async () => {
          const world = await combat()
          const [method, url, payload] = request(world)
          const before = await snapshot(t)
          changes.clear()
          const response = await call(t, who(world, role), method as 'GET', url, payload)
          expect(response.statusCode).toBe(status)
          if (refused) {
            expect(response.json()).toHaveProperty('error')
            expect(await snapshot(t)).toEqual(before)
            expect(changes.published).toEqual([])
          }
        })
      }
    }
  })
})

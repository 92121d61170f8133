import type { KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createSessionTokens } from '../src/auth/session-token.ts'
import { flagValue, itemDb } from '../src/db/item-tables.ts'
import { deriveKey } from '../src/secret-key-base.ts'
import { addThroughApi, chronicleThroughApi, itemThroughApi } from './support/chronicle-world.ts'
import { type Caller, call } from './support/item-requests.ts'
import { recordingPublisher } from './support/recorded-changes.ts'
import { type TestApp, testConfig, useTestApp } from './support/test-app.ts'
import { forEachEngine, type TestDatabase, type TestEngine } from './support/test-engines.ts'

/**
 * The read cache (players, item heads, chronicle memberships) never lets a GET show what a
 * change just took away: each answer below follows the change's own answer at once. The
 * process that made a change forgets what it made stale before answering, whether or not the
 * change has come back over the bus yet.
 */
forEachEngine((engine) => {
  describe('with the live channel', () => {
    coherence(engine, useTestApp(engine))
  })
  describe('with changes that never reach the bus', () => {
    coherence(engine, useTestApp(engine, { changes: { publish() {} } }))
  })
})

function coherence(engine: TestEngine, t: TestApp) {
  const ok = async (as: Caller, method: 'POST' | 'PATCH', url: string, body = {}) => {
    const response = await call(t, as, method, url, body)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as Record<string, unknown>
  }

  /** A chronicle of `st` with members ana and bo, ana's Solar in it. */
  const chronicleWithCharacter = async () => {
    const [st, ana, bo] = [await t.createPlayer(), await t.createPlayer(), await t.createPlayer()]
    const chronicle = await chronicleThroughApi(t, st, [ana, bo])
    const character = await itemThroughApi(t, ana, 'characters', {
      name: 'Zan',
      type: 'SolarCharacter',
      caste: 'dawn',
    })
    await addThroughApi(t, ana, chronicle.id, character)
    return { st, ana, bo, chronicle, character, path: `/api/v1/characters/${character.id}` }
  }

  it('a member no longer sees a character the storyteller hid, nor again once shown', async () => {
    const { st, bo, path } = await chronicleWithCharacter()
    expect((await call(t, bo, 'GET', path)).statusCode).toBe(200)
    await ok(st, 'PATCH', path, { character: { hidden: true } })
    expect((await call(t, bo, 'GET', path)).statusCode).toBe(404)
    await ok(st, 'PATCH', path, { character: { hidden: false } })
    expect((await call(t, bo, 'GET', path)).statusCode).toBe(200)
  })

  it('a player removed from a chronicle no longer sees its characters', async () => {
    const { st, bo, chronicle, path } = await chronicleWithCharacter()
    expect((await call(t, bo, 'GET', path)).statusCode).toBe(200)
    await ok(st, 'POST', `/api/v1/chronicles/${chronicle.id}/remove_player/${bo.id}`)
    expect((await call(t, bo, 'GET', path)).statusCode).toBe(404)
  })

  it('a character taken out of the chronicle is gone for its members', async () => {
    const { ana, bo, chronicle, character, path } = await chronicleWithCharacter()
    expect((await call(t, bo, 'GET', path)).statusCode).toBe(200)
    await ok(ana, 'POST', `/api/v1/chronicles/${chronicle.id}/remove_character/${character.id}`)
    expect((await call(t, bo, 'GET', path)).statusCode).toBe(404)
  })

  it('a deleted account signs out at once, and its public character is gone for others', async () => {
    const [ana, bo] = [await t.createPlayer(), await t.createPlayer()]
    const character = await itemThroughApi(t, ana, 'characters', { name: 'Zan' })
    const path = `/api/v1/characters/${character.id}`
    await ok(ana, 'PATCH', path, { character: { public: true } })
    expect((await call(t, bo, 'GET', path)).statusCode).toBe(200)
    expect((await call(t, ana, 'GET', '/api/v1/players')).statusCode).toBe(200)
    expect((await call(t, ana, 'DELETE', '/api/v1/players')).statusCode).toBe(200)
    expect((await call(t, ana, 'GET', '/api/v1/players')).statusCode).toBe(401)
    expect((await call(t, bo, 'GET', path)).statusCode).toBe(404)
  })

  it('a renamed player reads their new name at once', async () => {
    const ana = await t.createPlayer({ display_name: 'Ana' })
    expect((await call(t, ana, 'GET', '/api/v1/players')).json().display_name).toBe('Ana')
    await ok(ana, 'PATCH', `/api/v1/players/${ana.id}`, { player: { display_name: 'Anna' } })
    expect((await call(t, ana, 'GET', '/api/v1/players')).json().display_name).toBe('Anna')
  })

  it('a charm changed on a sheet shows in the next GET of the sheet, to its owner and members', async () => {
    const { ana, bo, character, path } = await chronicleWithCharacter()
    const charm = await ok(ana, 'POST', `${path}/charms`, {
      charm: { name: 'Excellent Strike', charm_type: 'Ability' },
    })
    for (const reader of [ana, bo]) await call(t, reader, 'GET', path)
    await ok(ana, 'PATCH', `${path}/charms/${charm.id}`, { charm: { name: 'Fire and Stones' } })
    for (const reader of [ana, bo]) {
      const sheet = (await call(t, reader, 'GET', path)).json()
      expect(sheet.charms, `as player ${reader.id}`).toEqual([
        expect.objectContaining({ id: charm.id, name: 'Fire and Stones' }),
      ])
      expect(sheet.id).toBe(character.id)
    }
  })

  it('a poison put on a weapon shows in the next GET of the weapon’s character', async () => {
    const ana = await t.createPlayer()
    const character = await itemThroughApi(t, ana, 'characters', { name: 'Zan' })
    const path = `/api/v1/characters/${character.id}`
    const weapon = await ok(ana, 'POST', `${path}/weapons`, { weapon: { name: 'Daiklave' } })
    await call(t, ana, 'GET', path)
    const poison = await ok(ana, 'POST', `/api/v1/weapons/${weapon.id}/poisons`, {
      poison: { name: 'Arrow frog venom' },
    })
    const sheet = (await call(t, ana, 'GET', path)).json()
    expect(sheet.weapons[0].poisons).toEqual([
      expect.objectContaining({ id: poison.id, name: 'Arrow frog venom' }),
    ])
  })

  it('a PATCH whose footing moved in a change this process has not heard of yet is still made', async () => {
    const ana = await t.createPlayer()
    const character = await itemThroughApi(t, ana, 'characters', { name: 'Zan' })
    const path = `/api/v1/characters/${character.id}`
    await call(t, ana, 'GET', path)
    // As another process would leave it, before its change reaches this one over the bus.
    await itemDb(t.db)
      .updateTable('characters')
      .set({ public: flagValue(engine.name, true) })
      .where('id', '=', character.id)
      .execute()
    const patched = await ok(ana, 'PATCH', path, { character: { name: 'Zan the Bold' } })
    expect(patched).toMatchObject({ name: 'Zan the Bold', public: true })
  })
}

/** Counts the queries an app sends to its database. */
function queryCounter(): KyselyPlugin & { readonly count: number } {
  let count = 0
  return {
    get count() {
      return count
    },
    transformQuery(args) {
      count += 1
      return args.node
    },
    async transformResult(args) {
      return args.result
    },
  }
}

forEachEngine((engine) => {
  describe('a repeated GET of an unchanged sheet', () => {
    const counter = queryCounter()
    const config = testConfig()
    const tokens = createSessionTokens(deriveKey(config.secretKeyBase, 'session token'))
    let fresh: TestDatabase
    let app: ReturnType<typeof buildApp>

    beforeAll(async () => {
      fresh = await engine.freshDatabase()
      const database = { ...fresh.database, db: fresh.database.db.withPlugin(counter) }
      // Changes go to a recorder rather than over the bus: the envelope of a write made before
      // the GETs, arriving between the two, would rightly forget entries again and make the
      // count depend on timing. The writer's own forgetting still runs (forgettingPublisher).
      app = buildApp({ config, database, changes: recordingPublisher() })
      await app.ready()
    })
    afterAll(async () => {
      await app?.close()
      await fresh?.drop()
    })

    it('asks the database nothing, whoever reads it: owner, storyteller or member', async () => {
      const now = new Date().toISOString()
      const player = (name: string) =>
        fresh.database.db
          .insertInto('players')
          .values({
            display_name: name,
            email: `${name}@example.com`,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      const [st, ana, bo] = [await player('st'), await player('ana'), await player('bo')]
      const as = async (caller: { id: number }) => ({
        authorization: `Bearer ${await tokens.issue(caller.id)}`,
      })
      const send = async (
        caller: { id: number },
        method: 'GET' | 'POST',
        url: string,
        body?: object,
      ) =>
        app.inject({ method, url, headers: await as(caller), ...(body ? { payload: body } : {}) })
      const chronicle = (await send(st, 'POST', '/api/v1/chronicles', { name: 'Jade' })).json()
      await send(ana, 'POST', '/api/v1/chronicles/join', { invite_code: chronicle.invite_code })
      await send(bo, 'POST', '/api/v1/chronicles/join', { invite_code: chronicle.invite_code })
      const character = (await send(ana, 'POST', '/api/v1/characters', { name: 'Zan' })).json()
      await send(ana, 'POST', `/api/v1/chronicles/${chronicle.id}/add_character/${character.id}`)
      const path = `/api/v1/characters/${character.id}`
      for (const reader of [ana, st, bo]) {
        const first = await send(reader, 'GET', path)
        expect(first.statusCode).toBe(200)
        const before = counter.count
        const again = await send(reader, 'GET', path)
        expect(again.statusCode).toBe(200)
        expect(again.body).toBe(first.body)
        expect(counter.count - before, `queries of player ${reader.id}`).toBe(0)
      }
    })
  })
})

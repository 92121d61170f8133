import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createSessionTokens } from '../src/auth/session-token.ts'
import { type Database, openDatabase } from '../src/db/database.ts'
import { parseDatabaseUrl } from '../src/db/database-url.ts'
import { flagValue, itemDb } from '../src/db/item-tables.ts'
import { liveNamespace } from '../src/live/live-channel.ts'
import { redisBus } from '../src/live/redis-bus.ts'
import { deriveKey } from '../src/secret-key-base.ts'
import { baseUrlOf, CableClient, type Frame } from './support/cable-client.ts'
import { dropListeners } from './support/redis-listeners.ts'
import { testConfig } from './support/test-app.ts'
import { forEachEngine, type TestDatabase } from './support/test-engines.ts'

const redisUrl = process.env.TEST_REDIS_URL

/** Waits until `holds` is true, for a few seconds at most. */
async function eventually(holds: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`never ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe.skipIf(!redisUrl)('the Redis bus', () => {
  it('hears only while subscribed: not once its connection drops, again once it is back', async () => {
    const channel = `loom:test-${randomBytes(6).toString('hex')}:events`
    const { bus } = redisBus(redisUrl!, channel, () => {})
    const told: boolean[] = []
    bus.watchHearing((hearing) => told.push(hearing))
    await bus.ready()
    expect(told).toEqual([false, true])
    await dropListeners(redisUrl!, channel)
    await eventually(() => told.length === 4, 'heard again')
    expect(told).toEqual([false, true, false, true])
    const heard: unknown[] = []
    bus.listen((envelope) => heard.push(envelope))
    await bus.publish({ order: null, deliveries: [], disconnect: [], stale: 'all' })
    await eventually(() => heard.length === 1, 'heard what was published after reconnecting')
    await bus.close()
  })
})

/**
 * Two server processes (two apps, each with its own connection and read cache) on one
 * database and one Redis: a change answered by one is never served stale by the other once
 * the other has heard of it, which its sockets show.
 */
forEachEngine((engine) => {
  describe.skipIf(!redisUrl)('two processes sharing one database and Redis', () => {
    const config = testConfig({ redisUrl })
    const tokens = createSessionTokens(deriveKey(config.secretKeyBase, 'session token'))
    let fresh: TestDatabase
    let second: Database
    let writer: FastifyInstance
    let reader: FastifyInstance
    let readerBase = ''

    beforeAll(async () => {
      fresh = await engine.freshDatabase()
      second = openDatabase(parseDatabaseUrl(fresh.url), { poolSize: 3 })
      writer = buildApp({ config, database: fresh.database })
      reader = buildApp({ config, database: second })
      await writer.ready()
      await reader.listen({ port: 0, host: '127.0.0.1' })
      readerBase = baseUrlOf(reader.server.address())
    })
    afterAll(async () => {
      await reader?.close()
      await writer?.close()
      await second?.close()
      await fresh?.drop()
    })

    const player = async (name: string) => {
      const now = new Date().toISOString()
      return fresh.database.db
        .insertInto('players')
        .values({ display_name: name, email: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    }
    const send = async (
      app: FastifyInstance,
      caller: { id: number },
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      body?: object,
    ) => {
      const headers = { authorization: `Bearer ${await tokens.issue(caller.id)}` }
      return app.inject({ method, url, headers, ...(body ? { payload: body } : {}) })
    }
    const done = async (...request: Parameters<typeof send>) => {
      const response = await send(...request)
      expect(response.statusCode, response.body).toBe(200)
      return response.json() as Record<string, unknown> & { id: number }
    }
    const socketOf = async (caller: { id: number }) =>
      CableClient.subscribed(readerBase, await tokens.issue(caller.id), caller.id)
    const eventAbout = (event: string, type: string, id: number) => (frame: Frame) => {
      const message = frame.message as Record<string, unknown> | undefined
      return message?.event === event && message.type === type && message.id === id
    }

    /** A chronicle of `st` with members ana and bo, ana's Solar in it; made on the writer. */
    const chronicleWithCharacter = async () => {
      const [st, ana, bo] = [await player('st'), await player('ana'), await player('bo')]
      const chronicle = await done(writer, st, 'POST', '/api/v1/chronicles', { name: 'Jade' })
      for (const member of [ana, bo]) {
        await done(writer, member, 'POST', '/api/v1/chronicles/join', {
          invite_code: chronicle.invite_code,
        })
      }
      const character = await done(writer, ana, 'POST', '/api/v1/characters', {
        name: 'Zan',
        type: 'SolarCharacter',
        caste: 'dawn',
      })
      await done(
        writer,
        ana,
        'POST',
        `/api/v1/chronicles/${chronicle.id}/add_character/${character.id}`,
      )
      return { st, ana, bo, chronicle, character, path: `/api/v1/characters/${character.id}` }
    }

    it('a character the storyteller hid on one is gone on the other', async () => {
      const { st, bo, character, path } = await chronicleWithCharacter()
      const socket = await socketOf(bo)
      expect((await send(reader, bo, 'GET', path)).statusCode).toBe(200)
      await done(writer, st, 'PATCH', path, { character: { hidden: true } })
      await socket.next(eventAbout('destroy', 'character', character.id))
      expect((await send(reader, bo, 'GET', path)).statusCode).toBe(404)
      socket.close()
    })

    it('a player removed on one no longer sees the chronicle’s characters on the other', async () => {
      const { st, bo, chronicle, path } = await chronicleWithCharacter()
      const socket = await socketOf(bo)
      expect((await send(reader, bo, 'GET', path)).statusCode).toBe(200)
      await done(writer, st, 'POST', `/api/v1/chronicles/${chronicle.id}/remove_player/${bo.id}`)
      await socket.next(eventAbout('destroy', 'chronicle', chronicle.id))
      expect((await send(reader, bo, 'GET', path)).statusCode).toBe(404)
      socket.close()
    })

    it('a charm changed on one shows in the sheet the other serves', async () => {
      const { ana, bo, path } = await chronicleWithCharacter()
      const charm = await done(writer, ana, 'POST', `${path}/charms`, {
        charm: { name: 'Excellent Strike', charm_type: 'Ability' },
      })
      const socket = await socketOf(bo)
      await send(reader, bo, 'GET', path)
      await done(writer, ana, 'PATCH', `${path}/charms/${charm.id}`, {
        charm: { name: 'Fire and Stones' },
      })
      await socket.next(eventAbout('update', 'charm', charm.id))
      const sheet = (await send(reader, bo, 'GET', path)).json()
      expect(sheet.charms).toEqual([expect.objectContaining({ name: 'Fire and Stones' })])
      socket.close()
    })

    it('an account deleted on one is signed out on the other', async () => {
      const ana = await player('leaving')
      const socket = await socketOf(ana)
      expect((await send(reader, ana, 'GET', '/api/v1/players')).statusCode).toBe(200)
      await done(writer, ana, 'DELETE', '/api/v1/players')
      await socket.closed()
      expect((await send(reader, ana, 'GET', '/api/v1/players')).statusCode).toBe(401)
    })

    it('forgets everything when its Redis connection drops, since changes may go unheard', async () => {
      const ana = await player('ana')
      const character = await done(writer, ana, 'POST', '/api/v1/characters', { name: 'Zan' })
      const path = `/api/v1/characters/${character.id}`
      expect((await send(reader, ana, 'GET', path)).json().public).toBe(false)
      await dropListeners(redisUrl!, `${liveNamespace(config.secretKeyBase)}:events`)
      // Made while the reader may not hear: as if its message were lost in the outage.
      await itemDb(fresh.database.db)
        .updateTable('characters')
        .set({ public: flagValue(engine.name, true), revision: 99 })
        .where('id', '=', character.id)
        .execute()
      await eventually(
        async () => (await send(reader, ana, 'GET', path)).json().public === true,
        'served the change made during the outage',
      )
    })
  })
})

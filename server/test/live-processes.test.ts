import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createSessionTokens } from '../src/auth/session-token.ts'
import { addMember, createChronicle } from '../src/chronicles/chronicle-records.ts'
import type { Database } from '../src/db/database.ts'
import { deriveKey } from '../src/secret-key-base.ts'
import { baseUrlOf, CableClient } from './support/cable-client.ts'
import { characterChange, settle, storeCharacter } from './support/live-world.ts'
import { killServer, listeningPort, spawnServer } from './support/server-process.ts'
import { testConfig } from './support/test-app.ts'
import { freshPostgresDatabase, type TestDatabase } from './support/test-engines.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL

/**
 * Two server processes on one PostgreSQL database and one Redis: this test's own app, and
 * the real entry point in a child process. A change made on either reaches sockets on both.
 */
describe.skipIf(!adminUrl || !redisUrl)('two server processes sharing PostgreSQL and Redis', () => {
  const secretKeyBase = randomBytes(32).toString('hex')
  let fresh: TestDatabase | undefined
  let database: Database
  let here: FastifyInstance
  let child: ChildProcess
  let hereBase = ''
  let childBase = ''
  let databaseUrl = ''
  const tokens = createSessionTokens(deriveKey(secretKeyBase, 'session token'))

  beforeAll(async () => {
    const created = await freshPostgresDatabase(adminUrl!)
    fresh = created
    database = created.database
    databaseUrl = created.url
    here = buildApp({ config: testConfig({ secretKeyBase, redisUrl, databaseUrl }), database })
    await here.listen({ port: 0, host: '127.0.0.1' })
    hereBase = baseUrlOf(here.server.address())
    child = spawnServer({
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SECRET_KEY_BASE: secretKeyBase,
    })
    childBase = `http://127.0.0.1:${await listeningPort(child)}`
  }, 30_000)

  afterAll(async () => {
    if (child) killServer(child)
    await here?.close()
    await fresh?.drop()
  })

  const player = async (name: string) =>
    database.db
      .insertInto('players')
      .values({
        display_name: name,
        email: `${name}@example.com`,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow()

  it('delivers a change made on one process to sockets on both, each event once', async () => {
    const [owner, st, member] = [await player('owner'), await player('st'), await player('member')]
    const chronicle = await createChronicle(database.db, st.id, { name: 'Shards', notes: '' })
    await addMember(database.db, chronicle.id, owner.id)
    await addMember(database.db, chronicle.id, member.id)
    const onChild = await CableClient.subscribed(
      childBase,
      await tokens.issue(member.id),
      member.id,
    )
    const onHere = await CableClient.subscribed(hereBase, await tokens.issue(st.id), st.id)
    const ownerOnChild = await CableClient.subscribed(
      childBase,
      await tokens.issue(owner.id),
      owner.id,
    )
    const character = await storeCharacter(database, {
      player_id: owner.id,
      chronicle_id: chronicle.id,
      hidden: false,
    })
    here.changes.publish(
      await characterChange(database.db, 'update', character, {
        changes: { name: 'Zan of two processes' },
      }),
    )
    for (const client of [onChild, onHere, ownerOnChild]) {
      expect(await client.nextEvent()).toMatchObject({
        event: 'update',
        type: 'character',
        id: character.id,
        changes: { name: 'Zan of two processes' },
      })
    }
    await settle()
    for (const client of [onChild, onHere, ownerOnChild]) expect(client.events()).toEqual([])
    for (const client of [onChild, onHere, ownerOnChild]) client.close()
  })

  it('tells sockets on this process of a PATCH answered by the other', async () => {
    const [st, member] = [await player('api-st'), await player('api-member')]
    const [stToken, memberToken] = [await tokens.issue(st.id), await tokens.issue(member.id)]
    const api = async (
      base: string,
      token: string,
      method: string,
      path: string,
      body?: object,
    ) => {
      const response = await fetch(`${base}/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      })
      expect(response.status).toBe(200)
      return (await response.json()) as Record<string, unknown>
    }
    const chronicle = await api(childBase, stToken, 'POST', '/chronicles', { name: 'Split' })
    await api(hereBase, memberToken, 'POST', '/chronicles/join', {
      invite_code: chronicle.invite_code,
    })
    const character = await api(childBase, stToken, 'POST', '/characters', {
      name: 'Zan',
      type: 'Character',
    })
    await api(
      hereBase,
      stToken,
      'POST',
      `/chronicles/${chronicle.id}/add_character/${character.id}`,
    )
    const listening = await CableClient.subscribed(hereBase, memberToken, member.id)
    const answer = await api(childBase, stToken, 'PATCH', `/characters/${character.id}`, {
      character: { name: 'Zan across processes' },
    })
    expect(await listening.nextEvent()).toMatchObject({
      event: 'update',
      type: 'character',
      id: character.id,
      version: answer.version,
      changes: expect.objectContaining({ name: 'Zan across processes' }),
    })
    await settle()
    expect(listening.events()).toEqual([])
    listening.close()
  })

  it('tells the survivor’s sockets of every write a process answered before it was killed', async () => {
    const [st, member] = [await player('kill-st'), await player('kill-member')]
    const chronicle = await createChronicle(database.db, st.id, { name: 'Doomed', notes: '' })
    await addMember(database.db, chronicle.id, member.id)
    const character = await storeCharacter(database, {
      player_id: st.id,
      chronicle_id: chronicle.id,
      hidden: false,
    })
    const doomed = spawnServer({
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SECRET_KEY_BASE: secretKeyBase,
      WRITE_RATE_LIMIT: 'off',
    })
    const doomedBase = `http://127.0.0.1:${await listeningPort(doomed)}`
    const survivorSocket = await CableClient.subscribed(
      hereBase,
      await tokens.issue(member.id),
      member.id,
    )
    const stToken = await tokens.issue(st.id)
    const acknowledged: number[] = []
    let next = 0
    let killed = false
    const writer = async () => {
      while (!killed) {
        try {
          const answer = await fetch(`${doomedBase}/api/v1/characters/${character.id}`, {
            method: 'PATCH',
            headers: { authorization: `Bearer ${stToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({ character: { name: `Zan ${next++}` } }),
          })
          expect(answer.status).toBe(200)
          acknowledged.push(((await answer.json()) as { version: number }).version)
        } catch (error) {
          if (killed) return
          throw error
        }
        if (acknowledged.length >= 60 && !killed) {
          killed = true
          killServer(doomed)
        }
      }
    }
    await Promise.all([writer(), writer(), writer(), writer()])
    const heard = new Set<number>()
    while (!acknowledged.every((version) => heard.has(version))) {
      const event = await survivorSocket.nextEvent()
      expect(event).toMatchObject({ event: 'update', type: 'character', id: character.id })
      heard.add(event.version)
    }
    survivorSocket.close()
  }, 60_000)

  it('admits a ticket issued by one process on the other, once', async () => {
    const someone = await player('ticket-holder')
    const response = await fetch(`${hereBase}/api/v1/cable_ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokens.issue(someone.id)}` },
    })
    const { ticket } = (await response.json()) as { ticket: string }
    const first = await CableClient.open(childBase, { query: `?ticket=${ticket}` })
    await first.next((frame) => frame.type === 'welcome')
    const second = await CableClient.open(hereBase, { query: `?ticket=${ticket}` })
    expect(await second.next((frame) => frame.type === 'disconnect')).toMatchObject({
      reason: 'unauthorized',
      reconnect: false,
    })
    first.close()
  })

  it('disconnects a deleted player’s sockets on every process', async () => {
    const leaving = await player('leaving')
    const token = await tokens.issue(leaving.id)
    const onChild = await CableClient.subscribed(childBase, token, leaving.id)
    const onHere = await CableClient.subscribed(hereBase, token, leaving.id)
    await database.db.deleteFrom('players').where('id', '=', leaving.id).execute()
    here.changes.publish({ kind: 'player_deleted', player_id: leaving.id })
    for (const client of [onChild, onHere]) {
      expect(await client.next((frame) => frame.type === 'disconnect')).toMatchObject({
        reason: 'unauthorized',
        reconnect: false,
      })
    }
  })
})

import { eventEntity, type LiveEvent } from '@loom/core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { baseUrlOf, CableClient } from './support/cable-client.ts'
import { OPEN_TIE, SECRET_TIE, settle } from './support/live-world.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/**
 * The live channel driven through the HTTP API, as players use it: each committed change
 * produces exactly one event per recipient, after the answer's data is in the database.
 */
forEachEngine((engine) => {
  const t = useTestApp(engine)
  let base = ''
  const open: CableClient[] = []
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = baseUrlOf(t.app.server.address())
  })
  afterEach(() => {
    for (const client of open.splice(0)) client.close()
  })

  interface Player {
    id: number
    token: string
    client: CableClient
  }
  const player = async (): Promise<Player> => {
    const row = await t.createPlayer()
    const token = await t.tokenFor(row.id)
    const client = await CableClient.subscribed(base, token, row.id)
    open.push(client)
    return { id: row.id, token, client }
  }
  const api = async (who: Player, method: string, url: string, payload?: object) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${who.token}` },
      ...(payload ? { payload } : {}),
    })
    if (response.statusCode >= 300) {
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`)
    }
    return response.statusCode === 204 ? {} : (response.json() as Record<string, unknown>)
  }
  /**
   * The events a player receives for one action: waits for `count` of them, then for a
   * moment more, and fails if any further event came (each change is told once).
   */
  const eventsFor = async (person: Player, count: number) => {
    const events: LiveEvent[] = []
    for (let i = 0; i < count; i += 1) events.push(await person.client.nextEvent(5000))
    await settle()
    expect(person.client.events()).toEqual([])
    return events
  }
  const nothingFor = async (...people: Player[]) => {
    await settle()
    for (const person of people) expect(person.client.events()).toEqual([])
  }

  /** Waits for the one event each of `people` gets from the change just made. */
  const told = async (...people: Player[]) => {
    for (const person of people) await person.client.nextEvent(5000)
  }

  /** An ST, an owner and another member in one chronicle; a stranger outside it. */
  const table = async () => {
    const [st, owner, member, stranger] = [
      await player(),
      await player(),
      await player(),
      await player(),
    ]
    // Each step waits for the events it causes before the next one commits: an envelope is
    // worked out from the database after its commit, so one worked out late would show (and
    // tell) the later steps too, and the events each person gets would vary from run to run.
    const chronicle = await api(st, 'POST', '/chronicles', { name: 'Shards' })
    await told(st)
    await api(owner, 'POST', '/chronicles/join', { invite_code: chronicle.invite_code })
    await told(owner, st)
    await api(member, 'POST', '/chronicles/join', { invite_code: chronicle.invite_code })
    await told(member, st, owner)
    const character = await api(owner, 'POST', '/characters', { name: 'Zan', type: 'Character' })
    await told(owner)
    await api(owner, 'POST', `/chronicles/${chronicle.id}/add_character/${character.id}`)
    await told(owner, st, member)
    // Each set-up change was told once, to those it concerns: the tests start from a clean slate.
    await nothingFor(st, owner, member, stranger)
    return {
      st,
      owner,
      member,
      stranger,
      chronicleId: chronicle.id as number,
      characterId: character.id as number,
    }
  }

  it('a PATCH reaches owner, ST and member exactly once, with the version it answered', async () => {
    const { st, owner, member, stranger, characterId } = await table()
    const answer = await api(owner, 'PATCH', `/characters/${characterId}`, {
      character: { ties: [SECRET_TIE, OPEN_TIE] },
    })
    const [toSt, toOwner, toMember] = [
      await eventsFor(st, 1),
      await eventsFor(owner, 1),
      await eventsFor(member, 1),
    ]
    for (const events of [toSt, toOwner, toMember]) {
      expect(events[0]).toMatchObject({
        event: 'update',
        type: 'character',
        id: characterId,
        version: answer.version,
      })
    }
    expect(toOwner[0]!.changes?.ties).toEqual(answer.ties)
    expect(toSt[0]!.changes?.ties).toEqual(answer.ties)
    expect(JSON.stringify(toMember[0])).not.toContain(SECRET_TIE.subject)
    expect(toMember[0]!.changes?.ties).toEqual([
      expect.objectContaining({ subject: OPEN_TIE.subject }),
    ])
    await nothingFor(stranger)
  })

  it('an edit by the ST reaches the owner', async () => {
    const { st, owner, characterId } = await table()
    await api(st, 'PATCH', `/characters/${characterId}`, {
      character: { name: 'Zan, as the ST sees him' },
    })
    expect(await eventsFor(owner, 1)).toEqual([
      expect.objectContaining({
        event: 'update',
        changes: expect.objectContaining({ name: 'Zan, as the ST sees him' }),
      }),
    ])
  })

  it('a new merit reaches everyone who sees the character, once, under it', async () => {
    const { st, owner, member, stranger, characterId } = await table()
    const merit = await api(owner, 'POST', `/characters/${characterId}/merits`, {
      merit_name: 'Allies',
    })
    for (const person of [st, owner, member]) {
      const [event] = await eventsFor(person, 1)
      expect(event).toMatchObject({
        event: 'create',
        type: 'merit',
        id: merit.id,
        parent_type: 'characters',
        parent_id: characterId,
        assoc: 'merits',
      })
      expect(eventEntity(event!)).toMatchObject({ id: merit.id, merit_name: 'Allies' })
    }
    await nothingFor(stranger)
  })

  it('hiding takes the character from the member; unhiding gives it back whole', async () => {
    const { st, owner, member, characterId, chronicleId } = await table()
    await api(owner, 'PATCH', `/characters/${characterId}`, { character: { hidden: true } })
    expect(await eventsFor(member, 1)).toEqual([
      expect.objectContaining({ event: 'destroy', id: characterId, chronicle_id: chronicleId }),
    ])
    for (const person of [st, owner]) {
      expect(await eventsFor(person, 1)).toEqual([expect.objectContaining({ event: 'update' })])
    }

    await api(owner, 'PATCH', `/characters/${characterId}`, {
      character: { name: 'Zan the Secret' },
    })
    await eventsFor(st, 1)
    await nothingFor(member)

    const shown = await api(owner, 'PATCH', `/characters/${characterId}`, {
      character: { hidden: false },
    })
    const [created] = await eventsFor(member, 1)
    expect(created).toMatchObject({
      event: 'create',
      parent_type: 'chronicles',
      parent_id: chronicleId,
    })
    expect(eventEntity(created!)).toMatchObject({
      id: characterId,
      name: 'Zan the Secret',
      version: shown.version,
    })
  })

  it('removing a character from the chronicle takes it from the ST and the member', async () => {
    const { st, owner, member, characterId, chronicleId } = await table()
    await api(owner, 'POST', `/chronicles/${chronicleId}/remove_character/${characterId}`)
    for (const person of [st, member]) {
      expect(await eventsFor(person, 1)).toEqual([
        expect.objectContaining({ event: 'destroy', id: characterId, chronicle_id: chronicleId }),
      ])
    }
    expect(await eventsFor(owner, 1)).toEqual([
      expect.objectContaining({
        event: 'update',
        chronicle_id: null,
        changes: expect.objectContaining({ chronicle_id: null }),
      }),
    ])
  })

  it('adding a character gives it whole to the ST and the member', async () => {
    const { st, owner, member, chronicleId } = await table()
    const character = await api(owner, 'POST', '/characters', {
      name: 'Newcomer',
      type: 'Character',
    })
    await eventsFor(owner, 1)
    await api(owner, 'POST', `/chronicles/${chronicleId}/add_character/${character.id}`)
    for (const person of [st, member]) {
      const [event] = await eventsFor(person, 1)
      expect(event).toMatchObject({
        event: 'create',
        type: 'character',
        parent_type: 'chronicles',
        parent_id: chronicleId,
      })
      expect(eventEntity(event!)).toMatchObject({ id: character.id, name: 'Newcomer' })
    }
  })

  it('a removed player drops the chronicle and loses their character to the others', async () => {
    const { st, owner, member, characterId, chronicleId } = await table()
    await api(st, 'POST', `/chronicles/${chronicleId}/remove_player/${owner.id}`)
    expect(await eventsFor(owner, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'destroy', type: 'chronicle', id: chronicleId }),
        expect.objectContaining({
          event: 'update',
          type: 'character',
          id: characterId,
          chronicle_id: null,
        }),
      ]),
    )
    for (const person of [st, member]) {
      const events = await eventsFor(person, 2)
      const playersUpdate = events.find((event) => event.type === 'chronicle')
      expect(
        (playersUpdate?.changes?.players as { id: number }[] | undefined)?.map((p) => p.id),
      ).toEqual([member.id])
      expect(events).toContainEqual(
        expect.objectContaining({ event: 'destroy', type: 'character', id: characterId }),
      )
    }
  })

  it('a regenerated invite code reaches the ST alone', async () => {
    const { st, owner, member, chronicleId } = await table()
    const answer = await api(st, 'POST', `/chronicles/${chronicleId}/regen_invite_code`)
    expect(await eventsFor(st, 1)).toEqual([
      expect.objectContaining({ changes: { invite_code: answer.invite_code } }),
    ])
    await nothingFor(owner, member)
  })

  it('a deleted chronicle is dropped by everyone in it', async () => {
    const { st, member, stranger, chronicleId } = await table()
    await api(st, 'DELETE', `/chronicles/${chronicleId}`)
    for (const person of [st, member]) {
      expect(await eventsFor(person, 1)).toEqual([
        expect.objectContaining({ event: 'destroy', type: 'chronicle', id: chronicleId }),
      ])
    }
    await nothingFor(stranger)
  })

  it("a deleted chronicle leaves its members' characters in no chronicle, and their owners are told", async () => {
    const { st, owner, chronicleId, characterId } = await table()
    await api(st, 'DELETE', `/chronicles/${chronicleId}`)
    const events = await eventsFor(owner, 2)
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'destroy', type: 'chronicle', id: chronicleId }),
    )
    const character = await api(owner, 'GET', `/characters/${characterId}`)
    expect(character.chronicle_id).toBeNull()
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'update',
        type: 'character',
        id: characterId,
        chronicle_id: null,
        parent_type: 'players',
        parent_id: owner.id,
        version: character.version,
        changes: expect.objectContaining({ chronicle_id: null }),
      }),
    )
  })

  it("a new chronicle reaches its storyteller's other devices under their own chronicles, and nobody else", async () => {
    const { st, owner, member, stranger } = await table()
    const otherDevice = await CableClient.subscribed(base, st.token, st.id)
    open.push(otherDevice)
    const answer = await api(st, 'POST', '/chronicles', { name: 'Ashes' })
    for (const client of [st.client, otherDevice]) {
      const event = await client.nextEvent(5000)
      expect(event).toMatchObject({
        event: 'create',
        type: 'chronicle',
        id: answer.id,
        parent_type: 'players',
        parent_id: st.id,
        assoc: 'own_chronicles',
        version: answer.version,
      })
      expect(eventEntity(event)).toEqual(answer)
    }
    await settle()
    expect(st.client.events()).toEqual([])
    expect(otherDevice.events()).toEqual([])
    await nothingFor(owner, member, stranger)
  })

  it('a renamed player is told to everyone sharing a chronicle with them, never with their e-mail', async () => {
    const { st, owner, member, stranger } = await table()
    const answer = await api(member, 'PATCH', `/players/${member.id}`, {
      player: { display_name: 'Anna' },
    })
    for (const person of [st, owner, member]) {
      const [event] = await eventsFor(person, 1)
      expect(event).toEqual({
        event: 'update',
        type: 'player',
        id: member.id,
        version: answer.version,
        parent_type: null,
        parent_id: null,
        assoc: null,
        chronicle_id: null,
        entity: null,
        changes: { display_name: 'Anna', updated_at: answer.updated_at },
      })
    }
    await nothingFor(stranger)
  })

  describe('a player joining', () => {
    it('gets the chronicle as the API shows it; the others get the new list', async () => {
      const { st, owner, chronicleId } = await table()
      const newcomer = await player()
      const chronicle = await api(st, 'GET', `/chronicles/${chronicleId}`)
      const joined = await api(newcomer, 'POST', '/chronicles/join', {
        invite_code: chronicle.invite_code,
      })
      const [created] = await eventsFor(newcomer, 1)
      expect(eventEntity(created!)).toEqual(joined)
      for (const person of [st, owner]) {
        expect(await eventsFor(person, 1)).toEqual([
          expect.objectContaining({ event: 'update', type: 'chronicle', id: chronicleId }),
        ])
      }
    })
  })
})

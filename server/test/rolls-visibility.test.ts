import type { LiveMessage, RollRecord, RollVisibility } from '@loom/core'
import { describe, expect, it } from 'vitest'
import type { CableClient } from './support/cable-client.ts'
import { chronicleThroughApi } from './support/chronicle-world.ts'
import { call } from './support/item-requests.ts'
import { useListeningTestApp } from './support/listening-app.ts'
import { settle } from './support/live-world.ts'
import { forEachEngine } from './support/test-engines.ts'

/**
 * Who sees a roll, over HTTP and over the socket, role by role: the roller (a member), the
 * storyteller, another member, and a member of another chronicle. On PostgreSQL the events go
 * through Redis when TEST_REDIS_URL is set, as between server processes.
 */
forEachEngine((engine) => {
  const t = useListeningTestApp(engine)

  interface Person {
    id: number
    client: CableClient
  }

  const person = async (): Promise<Person> => {
    const player = await t.createPlayer()
    const client = await t.subscribe(player.id)
    return { id: player.id, client }
  }

  /** A chronicle with its storyteller, the roller and another member; an outsider elsewhere. */
  const table = async () => {
    const [st, roller, member, outsider] = [
      await person(),
      await person(),
      await person(),
      await person(),
    ]
    const chronicle = await chronicleThroughApi(t, st, [roller, member])
    await chronicleThroughApi(t, outsider, [], 'Elsewhere')
    // Setting up the chronicles told people about them; start from a clean slate.
    await settle()
    for (const { client } of [st, roller, member, outsider]) client.frames.splice(0)
    return { st, roller, member, outsider, chronicle, everyone: [st, roller, member, outsider] }
  }

  const close = (people: readonly Person[]) => {
    for (const { client } of people) client.close()
  }

  /** The next message each of `people` receives, and a check that nobody else got any. */
  async function heardBy(all: readonly Person[], people: readonly Person[]) {
    const heard = new Map<Person, LiveMessage>()
    for (const who of people) heard.set(who, await who.client.nextMessage(5000))
    await settle()
    for (const who of all) expect(who.client.events()).toEqual([])
    return heard
  }

  const sees: [RollVisibility, ('st' | 'roller' | 'member' | 'outsider')[]][] = [
    ['public', ['st', 'roller', 'member']],
    ['storyteller', ['st', 'roller']],
    ['private', ['roller']],
  ]

  describe.each(sees)('a %s roll', (visibility, allowed) => {
    it('reaches exactly those allowed, by HTTP and by socket', async () => {
      const world = await table()
      try {
        const url = `/api/v1/chronicles/${world.chronicle.id}/rolls`
        const posted = await call(t, world.roller, 'POST', url, {
          roll: { dice: 5, label: `${visibility} roll`, visibility },
        })
        expect(posted.statusCode).toBe(201)
        const roll = posted.json() as RollRecord
        const who = {
          st: world.st,
          roller: world.roller,
          member: world.member,
          outsider: world.outsider,
        }
        const heard = await heardBy(
          world.everyone,
          allowed.map((name) => who[name]),
        )
        for (const message of heard.values()) {
          expect(message).toEqual({ event: 'roll', chronicle_id: world.chronicle.id, roll })
        }
        for (const [name, person] of Object.entries(who)) {
          const log = await call(t, person, 'GET', url)
          const shown = log.statusCode === 200 ? (log.json() as RollRecord[]) : []
          expect({ name, shown: shown.some((entry) => entry.id === roll.id) }).toEqual({
            name,
            shown: allowed.includes(name as (typeof allowed)[number]),
          })
          if (name === 'outsider') expect(log.statusCode).toBe(404)
        }
      } finally {
        close(world.everyone)
      }
    })
  })

  it("the storyteller's own storyteller roll reaches the storyteller alone", async () => {
    const world = await table()
    try {
      const url = `/api/v1/chronicles/${world.chronicle.id}/rolls`
      const posted = await call(t, world.st, 'POST', url, {
        roll: { dice: 2, visibility: 'storyteller' },
      })
      expect(posted.statusCode).toBe(201)
      await heardBy(world.everyone, [world.st])
      for (const person of [world.roller, world.member]) {
        expect((await call(t, person, 'GET', url)).json()).toEqual([])
      }
    } finally {
      close(world.everyone)
    }
  })

  it('a personal roll reaches its roller alone, whatever its visibility', async () => {
    const world = await table()
    try {
      const posted = await call(t, world.roller, 'POST', '/api/v1/rolls', {
        roll: { dice: 2, visibility: 'public' },
      })
      expect(posted.statusCode).toBe(201)
      const heard = await heardBy(world.everyone, [world.roller])
      expect(heard.get(world.roller)).toMatchObject({ event: 'roll', chronicle_id: null })
      expect((await call(t, world.st, 'GET', '/api/v1/rolls')).json()).toEqual([])
    } finally {
      close(world.everyone)
    }
  })

  it('clearing a chronicle log tells its storyteller and members, and nobody else', async () => {
    const world = await table()
    try {
      const url = `/api/v1/chronicles/${world.chronicle.id}/rolls`
      expect((await call(t, world.st, 'DELETE', url)).statusCode).toBe(204)
      const heard = await heardBy(world.everyone, [world.st, world.roller, world.member])
      for (const message of heard.values()) {
        expect(message).toEqual({ event: 'rolls_cleared', chronicle_id: world.chronicle.id })
      }
    } finally {
      close(world.everyone)
    }
  })

  it("clearing a personal log tells only the player's own sockets", async () => {
    const world = await table()
    const second = await t.subscribe(world.member.id)
    try {
      expect((await call(t, world.member, 'DELETE', '/api/v1/rolls')).statusCode).toBe(204)
      await heardBy(world.everyone, [world.member])
      expect(await second.nextMessage(5000)).toEqual({ event: 'rolls_cleared', chronicle_id: null })
    } finally {
      second.close()
      close(world.everyone)
    }
  })
})

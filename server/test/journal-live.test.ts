import type { JournalEntry, LiveMessage } from '@loom/core'
import { describe, expect, it } from 'vitest'
import type { CableClient } from './support/cable-client.ts'
import { chronicleThroughApi } from './support/chronicle-world.ts'
import { call } from './support/item-requests.ts'
import { useListeningTestApp } from './support/listening-app.ts'
import { settle } from './support/live-world.ts'
import { forEachEngine } from './support/test-engines.ts'

type Role = 'st' | 'ana' | 'ben' | 'cat' | 'out'

/**
 * Who hears of a journal entry over the socket, role by role: the storyteller, the author
 * (Ana, for a player's entry), the chosen player (Ben), another member (Cat) and a player of
 * another chronicle. On PostgreSQL the events go through Redis when TEST_REDIS_URL is set.
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

  const table = async () => {
    const people: Record<Role, Person> = {
      st: await person(),
      ana: await person(),
      ben: await person(),
      cat: await person(),
      out: await person(),
    }
    const chronicle = await chronicleThroughApi(t, people.st, [people.ana, people.ben, people.cat])
    await chronicleThroughApi(t, people.out, [], 'Elsewhere')
    await settle()
    for (const { client } of Object.values(people)) client.frames.splice(0)
    return { ...people, people, journal: `/api/v1/chronicles/${chronicle.id}/journal`, chronicle }
  }
  type World = Awaited<ReturnType<typeof table>>

  const close = (world: World) => {
    for (const { client } of Object.values(world.people)) client.close()
  }

  /** The next message of each role in `roles`, and a check that nobody heard anything more. */
  async function heardBy(world: World, roles: readonly Role[]) {
    const heard = new Map<Role, LiveMessage>()
    for (const role of roles) heard.set(role, await world.people[role].client.nextMessage(5000))
    await settle()
    for (const [role, { client }] of Object.entries(world.people)) {
      expect({ role, more: client.events() }).toEqual({ role, more: [] })
    }
    return heard
  }

  const CASES: {
    name: string
    author: 'st' | 'ana'
    fields: (w: World) => Record<string, unknown>
    readers: Role[]
  }[] = [
    {
      name: "the storyteller's entry for everyone",
      author: 'st',
      fields: () => ({ visibility: 'everyone' }),
      readers: ['st', 'ana', 'ben', 'cat'],
    },
    {
      name: "the storyteller's own notes",
      author: 'st',
      fields: () => ({ visibility: 'storyteller' }),
      readers: ['st'],
    },
    {
      name: "the storyteller's handout to Ben",
      author: 'st',
      fields: (w) => ({ visibility: 'chosen', chosen_player_ids: [w.ben.id] }),
      readers: ['st', 'ben'],
    },
    {
      name: "Ana's entry for everyone",
      author: 'ana',
      fields: () => ({ visibility: 'everyone' }),
      readers: ['st', 'ana', 'ben', 'cat'],
    },
    {
      name: "Ana's entry for the storyteller",
      author: 'ana',
      fields: () => ({ visibility: 'storyteller' }),
      readers: ['st', 'ana'],
    },
  ]

  describe.each(CASES)('$name', ({ author, fields, readers }) => {
    it('is created, changed and deleted live for exactly its readers', async () => {
      const world = await table()
      try {
        const posted = await call(t, world[author], 'POST', world.journal, {
          title: 'The Jade Tomb',
          ...fields(world),
        })
        expect(posted.statusCode).toBe(201)
        const entry = posted.json() as JournalEntry
        const chronicle_id = world.chronicle.id
        for (const message of (await heardBy(world, readers)).values()) {
          expect(message).toEqual({ event: 'journal_entry', chronicle_id, entry })
        }
        const url = `${world.journal}/${entry.id}`
        const changed = (await call(t, world.st, 'PATCH', url, { body: 'Now with a map' })).json()
        for (const message of (await heardBy(world, readers)).values()) {
          expect(message).toEqual({ event: 'journal_entry', chronicle_id, entry: changed })
        }
        expect((await call(t, world.st, 'DELETE', url)).statusCode).toBe(204)
        for (const message of (await heardBy(world, readers)).values()) {
          expect(message).toEqual({
            event: 'journal_entry_removed',
            chronicle_id,
            id: entry.id,
            version: 2,
          })
        }
      } finally {
        close(world)
      }
    })
  })

  it('narrowing an entry tells those who lose sight of it, and widening shows it whole', async () => {
    const world = await table()
    try {
      const chronicle_id = world.chronicle.id
      const entry = (
        await call(t, world.ana, 'POST', world.journal, { title: 'Ours', visibility: 'everyone' })
      ).json() as JournalEntry
      await heardBy(world, ['st', 'ana', 'ben', 'cat'])
      const url = `${world.journal}/${entry.id}`
      const handout = (
        await call(t, world.st, 'PATCH', url, {
          visibility: 'chosen',
          chosen_player_ids: [world.ben.id],
        })
      ).json() as JournalEntry
      const narrowed = await heardBy(world, ['st', 'ana', 'ben', 'cat'])
      for (const role of ['st', 'ana', 'ben'] as const) {
        expect(narrowed.get(role)).toEqual({ event: 'journal_entry', chronicle_id, entry: handout })
      }
      expect(narrowed.get('cat')).toEqual({
        event: 'journal_entry_removed',
        chronicle_id,
        id: entry.id,
        version: 2,
      })
      const secret = (
        await call(t, world.st, 'PATCH', url, { visibility: 'storyteller' })
      ).json() as JournalEntry
      const hidden = await heardBy(world, ['st', 'ana', 'ben'])
      expect(hidden.get('ben')).toMatchObject({ event: 'journal_entry_removed', version: 3 })
      expect(hidden.get('ana')).toEqual({ event: 'journal_entry', chronicle_id, entry: secret })
      const open = (
        await call(t, world.st, 'PATCH', url, { visibility: 'everyone' })
      ).json() as JournalEntry
      const widened = await heardBy(world, ['st', 'ana', 'ben', 'cat'])
      for (const message of widened.values()) {
        expect(message).toEqual({ event: 'journal_entry', chronicle_id, entry: open })
      }
    } finally {
      close(world)
    }
  })

  it('a refused change tells nobody anything', async () => {
    const world = await table()
    try {
      const entry = (
        await call(t, world.st, 'POST', world.journal, { title: 'Notes', visibility: 'everyone' })
      ).json() as JournalEntry
      await heardBy(world, ['st', 'ana', 'ben', 'cat'])
      const url = `${world.journal}/${entry.id}`
      expect((await call(t, world.ana, 'PATCH', url, { title: 'Mine' })).statusCode).toBe(403)
      expect((await call(t, world.ana, 'DELETE', url)).statusCode).toBe(403)
      expect((await call(t, world.out, 'POST', world.journal, { title: 'In' })).statusCode).toBe(
        404,
      )
      const stale = await call(
        t,
        world.st,
        'PATCH',
        url,
        { title: 'X' },
        { 'loom-base-version': '7' },
      )
      expect(stale.statusCode).toBe(412)
      await heardBy(world, [])
    } finally {
      close(world)
    }
  })
})

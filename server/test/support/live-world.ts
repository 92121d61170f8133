import type { Kysely } from 'kysely'
import { afterEach, beforeAll, expect } from 'vitest'
import { addMember, createChronicle } from '../../src/chronicles/chronicle-records.ts'
import type { Database } from '../../src/db/database.ts'
import type { Db } from '../../src/db/schema.ts'
import { ownedItemOf } from '../../src/items/item-document.ts'
import { audienceIn } from '../../src/items/item-sight.ts'
import type { ItemChange } from '../../src/live/changes.ts'
import { baseUrlOf, CableClient } from './cable-client.ts'
import type { TestApp } from './test-app.ts'

/**
 * A chronicle and the four kinds of people the live channel tells apart, each with a
 * subscribed socket: the item's owner (a member), the chronicle's ST, another member, and a
 * stranger who shares no chronicle with them.
 */
export interface LiveWorld {
  chronicleId: number
  owner: Person
  st: Person
  member: Person
  stranger: Person
  everyone: Person[]
}

export interface Person {
  id: number
  client: CableClient
}

export async function liveWorld(t: TestApp, base: string): Promise<LiveWorld> {
  const person = async (): Promise<Person> => {
    const player = await t.createPlayer()
    return {
      id: player.id,
      client: await CableClient.subscribed(base, await t.tokenFor(player.id), player.id),
    }
  }
  const [owner, st, member, stranger] = [
    await person(),
    await person(),
    await person(),
    await person(),
  ]
  const chronicle = await createChronicle(t.db, st.id, { name: 'Shards', notes: '' })
  await addMember(t.db, chronicle.id, owner.id)
  await addMember(t.db, chronicle.id, member.id)
  return {
    chronicleId: chronicle.id,
    owner,
    st,
    member,
    stranger,
    everyone: [owner, st, member, stranger],
  }
}

export function closeWorld(world: LiveWorld): void {
  for (const person of world.everyone) person.client.close()
}

/** Where the owner's character of a world stands. */
const CHARACTER_PLACES = {
  'in the chronicle': { inChronicle: true, hidden: false },
  'hidden in the chronicle': { inChronicle: true, hidden: true },
  'in no chronicle': { inChronicle: false, hidden: false },
} as const

/**
 * Has the file's app listen on an ephemeral port, and closes each test's world when the test
 * ends. `open()` builds the world a test runs in; `withCharacter` stores the owner's character
 * in it too.
 */
export function useLiveWorlds(t: TestApp) {
  let base = ''
  let world: LiveWorld | undefined
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = baseUrlOf(t.app.server.address())
  })
  afterEach(() => {
    if (world) closeWorld(world)
    world = undefined
  })
  const open = async (): Promise<LiveWorld> => {
    world = await liveWorld(t, base)
    return world
  }
  return {
    get base() {
      return base
    },
    open,
    async withCharacter(place: keyof typeof CHARACTER_PLACES) {
      const opened = await open()
      const { inChronicle, hidden } = CHARACTER_PLACES[place]
      return {
        ...opened,
        character: await storeCharacter(t.database, {
          player_id: opened.owner.id,
          chronicle_id: inChronicle ? opened.chronicleId : null,
          hidden,
        }),
      }
    },
  }
}

/** Checks that the next event each of `people` receives matches `expected`. */
export async function expectEachHears(
  people: readonly Person[],
  expected: Record<string, unknown>,
): Promise<void> {
  for (const person of people) expect(await person.client.nextEvent()).toMatchObject(expected)
}

/** Waits a moment, then checks that none of `people` received any event. */
export async function expectNothingFor(...people: Person[]): Promise<void> {
  await settle()
  for (const person of people) expect(person.client.events()).toEqual([])
}

/** A secret tie and a visible one: the secret is for the owner's and the ST's eyes only. */
export const SECRET_TIE = { id: 's1', subject: 'Mother (love)', rating: 2, hidden: true }
export const OPEN_TIE = { id: 'o1', subject: 'The Realm (duty)', rating: 1 }

/** Stores a character row, as the item store would, so children can be traced to it. */
export async function storeCharacter(
  database: Database,
  fields: { player_id: number; chronicle_id: number | null; hidden: boolean },
): Promise<Record<string, unknown>> {
  const now = new Date().toISOString()
  const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>
  const flag = (value: boolean) => (database.engine === 'postgres' ? value : value ? 1 : 0)
  const row = await db
    .insertInto('characters')
    .values({
      player_id: fields.player_id,
      chronicle_id: fields.chronicle_id,
      type: 'SolarCharacter',
      hidden: flag(fields.hidden),
      public: flag(false),
      pinned: flag(false),
      sorting: 0,
      chronicle_sorting: 0,
      created_at: now,
      updated_at: now,
      document: '{}',
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow()
  return {
    id: Number(row.id),
    version: Number(row.version),
    type: 'SolarCharacter',
    name: 'Zan',
    ...fields,
    ties: [SECRET_TIE, OPEN_TIE],
    created_at: now,
    updated_at: now,
  }
}

/**
 * The change the API reports for a character (top-level), as routes build it: with its
 * audience read from the database (`before`: where it was and whether it was hidden, when a
 * change moved or hid it).
 */
export async function characterChange(
  db: Db,
  event: ItemChange['event'],
  entity: Record<string, unknown>,
  extra: Partial<ItemChange> = {},
  before: { chronicle_id: number | null; hidden: boolean } | null = null,
): Promise<ItemChange> {
  const now = ownedItemOf(entity)
  return {
    kind: 'item',
    event,
    type: 'character',
    id: entity.id as number,
    parent: null,
    root: { type: 'character', id: entity.id as number },
    entity,
    changes: null,
    version: entity.version as number,
    audience: await audienceIn(db, now, { ...now, ...before }),
    ...extra,
  }
}

/** Waits a moment, so that an event nobody should receive would have arrived by now. */
export function settle(ms = 150): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

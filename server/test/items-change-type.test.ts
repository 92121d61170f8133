import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Change, ItemChange } from '../src/live/changes.ts'
import {
  type Caller,
  call,
  chronicleWith,
  created,
  ITEM_TABLES,
  snapshot,
} from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

forEachEngine((engine) => {
  const published: Change[] = []
  const t = useTestApp(engine, { changes: { publish: (change) => published.push(change) } })
  beforeEach(() => {
    published.length = 0
  })

  /** A character of `type` with one charm of each given kind and a merit. */
  async function characterWith(owner: Caller, type: string, charmTypes: string[]) {
    const character = await created(t, owner, '/api/v1/characters', { type, caste: 'dawn' })
    const charms = []
    for (const charmType of charmTypes) {
      charms.push(
        await created(t, owner, `/api/v1/characters/${character.id}/charms`, {
          charm: { charm_type: charmType, min_ability: charmType === 'MartialArts' ? 3 : null },
        }),
      )
    }
    const merit = await created(t, owner, `/api/v1/characters/${character.id}/merits`)
    return { character, charms, merit }
  }

  function changeType(as: Caller, id: unknown, type: string) {
    return call(t, as, 'POST', `/api/v1/characters/${id}/change_type`, { type })
  }

  describe('to a Mortal', () => {
    it('deletes native, Martial Arts, Evocation and Spirit charms and keeps merits', async () => {
      const ana = await t.createPlayer()
      const { character, charms, merit } = await characterWith(ana, 'SolarCharacter', [
        'Ability',
        'MartialArts',
        'Evocation',
        'Spirit',
      ])
      published.length = 0
      const response = await changeType(ana, character.id, 'Character')
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({
        type: 'Character',
        exalt_type: 'Mortal',
        caste: '',
        motes_personal_total: 0,
        charms: [],
        martial_arts_charms: [],
        evocations: [],
        spirit_charms: [],
        merits: [merit],
        version: 2,
      })
      expect(
        await t.db
          .selectFrom('charms' as 'chronicles')
          .selectAll()
          .execute(),
      ).toEqual([])
      const events = published as ItemChange[]
      expect(events[0]).toMatchObject({
        event: 'update',
        type: 'character',
        changes: expect.objectContaining({ type: 'Character', exalt_type: 'Mortal' }),
      })
      expect(events.slice(1).map((event) => [event.event, event.id])).toEqual(
        charms.map((charm) => ['destroy', charm.id]),
      )
    })
  })

  describe('from a Mortal', () => {
    it('fills the new Exalt’s mote pools and forces its type values', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', { essence: 2 })
      const response = await changeType(ana, character.id, 'SolarCharacter')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        type: 'SolarCharacter',
        exalt_type: 'Solar',
        excellency: 'solar',
        motes_personal_total: 16,
        motes_personal_current: 16,
        motes_peripheral_total: 40,
        motes_peripheral_current: 40,
        limit: 0,
      })
    })
  })

  describe('between Exalt types', () => {
    it('turns native charms into the new native kind and leaves the others alone', async () => {
      const ana = await t.createPlayer()
      const { character, charms } = await characterWith(ana, 'SolarCharacter', [
        'Ability',
        'MartialArts',
      ])
      published.length = 0
      const response = await changeType(ana, character.id, 'LunarCharacter')
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.charms).toEqual([
        expect.objectContaining({ id: charms[0]!.id, charm_type: 'Attribute', ability: '' }),
      ])
      expect(body.martial_arts_charms).toEqual([charms[1]])
      expect(body.caste).toBe('')
      const charmEvent = (published as ItemChange[]).find((event) => event.type === 'charm')
      expect(charmEvent).toMatchObject({
        event: 'update',
        id: charms[0]!.id,
        changes: expect.objectContaining({ charm_type: 'Attribute' }),
      })
    })

    it('changes nothing at all when one step fails', async () => {
      const ana = await t.createPlayer()
      const { character } = await characterWith(ana, 'SolarCharacter', ['Ability'])
      await failCharmUpdates(true)
      try {
        const before = await snapshot(t, ITEM_TABLES)
        published.length = 0
        const response = await changeType(ana, character.id, 'LunarCharacter')
        expect(response.statusCode).toBe(500)
        expect(await snapshot(t, ITEM_TABLES)).toEqual(before)
        expect(published).toEqual([])
      } finally {
        await failCharmUpdates(false)
      }
    })
  })

  describe('refusals', () => {
    it('refuses an unknown type and the current type with 422', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', { type: 'LunarCharacter' })
      const before = await snapshot(t, ITEM_TABLES)
      for (const type of ['AlchemicalCharacter', 'LunarCharacter', '']) {
        const response = await changeType(ana, character.id, type)
        expect(response.statusCode, type).toBe(422)
        expect(response.json()).toHaveProperty('type')
      }
      expect(await snapshot(t, ITEM_TABLES)).toEqual(before)
    })

    it('refuses a character in a chronicle, even to its owner, with 403', async () => {
      const ana = await t.createPlayer()
      const st = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters')
      await chronicleWith(t, st, [ana], [{ table: 'characters', id: character.id as number }])
      const before = await snapshot(t, ITEM_TABLES)
      for (const caller of [ana, st]) {
        const response = await changeType(caller, character.id, 'SolarCharacter')
        expect(response.statusCode).toBe(403)
        expect(response.json()).toHaveProperty('error')
      }
      expect(await snapshot(t, ITEM_TABLES)).toEqual(before)
    })
  })

  /** Makes every UPDATE of a charm fail inside the database, or stops doing so. */
  async function failCharmUpdates(on: boolean) {
    if (engine.name === 'sqlite') {
      await sql
        .raw(
          on
            ? `CREATE TRIGGER fail_charm_update BEFORE UPDATE ON charms BEGIN SELECT RAISE(ABORT, 'charm update refused'); END`
            : 'DROP TRIGGER fail_charm_update',
        )
        .execute(t.db)
      return
    }
    if (on) {
      await sql
        .raw(
          `CREATE FUNCTION fail_charm_update() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'charm update refused'; END $$ LANGUAGE plpgsql`,
        )
        .execute(t.db)
      await sql
        .raw(
          'CREATE TRIGGER fail_charm_update BEFORE UPDATE ON charms FOR EACH ROW EXECUTE FUNCTION fail_charm_update()',
        )
        .execute(t.db)
    } else {
      await sql.raw('DROP TRIGGER fail_charm_update ON charms').execute(t.db)
      await sql.raw('DROP FUNCTION fail_charm_update').execute(t.db)
    }
  }
})

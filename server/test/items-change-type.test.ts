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

  function changeType(as: Caller | null, id: unknown, type: string) {
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

  describe('to and from an Alchemical', () => {
    it('a Solar becomes an Alchemical whose converted charms sit in its default loadout', async () => {
      const ana = await t.createPlayer()
      const { character, charms } = await characterWith(ana, 'SolarCharacter', [
        'Ability',
        'MartialArts',
      ])
      const response = await changeType(ana, character.id, 'AlchemicalCharacter')
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({
        type: 'AlchemicalCharacter',
        exalt_type: 'Alchemical',
        caste: '',
        caste_abilities: [],
        active_loadout: 'default',
        excellency: '',
        excellencies_for: [],
      })
      expect(body.charms).toEqual([
        expect.objectContaining({
          id: charms[0]!.id,
          charm_type: 'Attribute',
          ability: '',
          loadouts: ['default'],
        }),
      ])
      expect(body.martial_arts_charms).toEqual([charms[1]])
    })

    it('a new charm of an Alchemical joins its active loadout', async () => {
      const ana = await t.createPlayer()
      const alchemical = await created(t, ana, '/api/v1/characters', {
        type: 'AlchemicalCharacter',
        caste: 'jade',
      })
      expect(alchemical.caste_attributes).toEqual(['charisma', 'stamina', 'wits'])
      const charm = await created(t, ana, `/api/v1/characters/${alchemical.id}/charms`, {
        charm: { charm_type: 'Attribute', ability: 'wits' },
      })
      expect(charm.loadouts).toEqual(['default'])
    })

    it.each([
      ['InfernalCharacter', 'Ability', null],
      ['CustomAttributeCharacter', 'Attribute', 'patrol'],
    ])('an Alchemical becomes a %s with %s charms and loadout %s', async (type, kind, loadout) => {
      const ana = await t.createPlayer()
      const alchemical = await created(t, ana, '/api/v1/characters', {
        type: 'AlchemicalCharacter',
        caste: 'orichalcum',
        active_loadout: 'patrol',
      })
      const charm = await created(t, ana, `/api/v1/characters/${alchemical.id}/charms`, {
        charm: { charm_type: 'Attribute', ability: 'strength', min_ability: 7 },
      })
      const response = await changeType(ana, alchemical.id, type)
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.active_loadout).toBe(loadout)
      expect(body.charms).toEqual([
        expect.objectContaining({ id: charm.id, charm_type: kind, loadouts: ['patrol'] }),
      ])
      // Ability charms reach at most 5 dots.
      expect(body.charms[0].min_ability).toBe(kind === 'Ability' ? 5 : 7)
    })

    it('an Alchemical becomes a Mortal and loses every charm', async () => {
      const ana = await t.createPlayer()
      const alchemical = await created(t, ana, '/api/v1/characters', {
        type: 'AlchemicalCharacter',
      })
      await created(t, ana, `/api/v1/characters/${alchemical.id}/charms`, {
        charm: { charm_type: 'Attribute' },
      })
      const response = await changeType(ana, alchemical.id, 'Character')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ active_loadout: null, charms: [] })
    })

    it('refuses a blank active loadout and changes nothing', async () => {
      const ana = await t.createPlayer()
      const alchemical = await created(t, ana, '/api/v1/characters', {
        type: 'AlchemicalCharacter',
      })
      const before = await snapshot(t, ITEM_TABLES)
      for (const active_loadout of ['', null]) {
        const response = await call(t, ana, 'PATCH', `/api/v1/characters/${alchemical.id}`, {
          character: { active_loadout },
        })
        expect(response.statusCode).toBe(422)
        expect(response.json()).toHaveProperty('active_loadout')
      }
      expect(await snapshot(t, ITEM_TABLES)).toEqual(before)
    })
  })

  describe('to and from an Infernal', () => {
    it('a Lunar becomes an Infernal with ability charms and no attribute lists', async () => {
      const ana = await t.createPlayer()
      const lunar = await created(t, ana, '/api/v1/characters', {
        type: 'LunarCharacter',
        caste: 'full moon',
        favored_attributes: ['wits'],
      })
      const charm = await created(t, ana, `/api/v1/characters/${lunar.id}/charms`, {
        charm: { charm_type: 'Attribute', ability: 'strength' },
      })
      const response = await changeType(ana, lunar.id, 'InfernalCharacter')
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({
        exalt_type: 'Infernal',
        caste: '',
        favored_attributes: [],
        excellency: 'solar',
        limit: 0,
        active_loadout: null,
      })
      expect(body.charms).toEqual([
        expect.objectContaining({ id: charm.id, charm_type: 'Ability', ability: '' }),
      ])
    })

    it('an Infernal becomes an Alchemical, then a Solar, keeping its Ability charm', async () => {
      const ana = await t.createPlayer()
      const infernal = await created(t, ana, '/api/v1/characters', {
        type: 'InfernalCharacter',
        caste: 'azimuth',
        supernal_ability: 'war',
      })
      expect(infernal.caste_abilities).toEqual(['war'])
      const charm = await created(t, ana, `/api/v1/characters/${infernal.id}/charms`, {
        charm: { charm_type: 'Ability', ability: 'war' },
      })
      const alchemical = (await changeType(ana, infernal.id, 'AlchemicalCharacter')).json()
      expect(alchemical).toMatchObject({ caste: '', supernal_ability: null, caste_abilities: [] })
      expect(alchemical.charms[0]).toMatchObject({ charm_type: 'Attribute', loadouts: ['default'] })
      const solar = (await changeType(ana, infernal.id, 'SolarCharacter')).json()
      expect(solar).toMatchObject({ active_loadout: null, exalt_type: 'Solar' })
      expect(solar.charms).toEqual([
        expect.objectContaining({ id: charm.id, charm_type: 'Ability', loadouts: ['default'] }),
      ])
    })

    it('refuses a Primordial Ability outside the caste', async () => {
      const ana = await t.createPlayer()
      const infernal = await created(t, ana, '/api/v1/characters', {
        type: 'InfernalCharacter',
        caste: 'nadir',
      })
      const response = await call(t, ana, 'PATCH', `/api/v1/characters/${infernal.id}`, {
        character: { caste_abilities: ['stealth'], limit: 11 },
      })
      expect(response.statusCode).toBe(422)
      expect(response.json()).toHaveProperty('limit')
    })
  })

  describe('who may change a character to or from the new types', () => {
    it.each([
      ['AlchemicalCharacter', 'InfernalCharacter'],
      ['InfernalCharacter', 'AlchemicalCharacter'],
      ['SolarCharacter', 'AlchemicalCharacter'],
      ['LunarCharacter', 'InfernalCharacter'],
    ])('only the owner changes a %s into a %s', async (from, to) => {
      const ana = await t.createPlayer()
      const bo = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', { type: from })
      const before = await snapshot(t, ITEM_TABLES)
      const stranger = await changeType(bo, character.id, to)
      expect([403, 404]).toContain(stranger.statusCode)
      const anonymous = await changeType(null, character.id, to)
      expect(anonymous.statusCode).toBe(401)
      expect(await snapshot(t, ITEM_TABLES)).toEqual(before)
      expect((await changeType(ana, character.id, to)).statusCode).toBe(200)
    })

    it('a storyteller may edit an Alchemical in the chronicle, but nobody changes its type', async () => {
      const ana = await t.createPlayer()
      const st = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', {
        type: 'AlchemicalCharacter',
      })
      await chronicleWith(t, st, [ana], [{ table: 'characters', id: character.id as number }])
      const edit = await call(t, st, 'PATCH', `/api/v1/characters/${character.id}`, {
        character: { active_loadout: 'siege' },
      })
      expect(edit.statusCode).toBe(200)
      for (const caller of [ana, st]) {
        expect((await changeType(caller, character.id, 'InfernalCharacter')).statusCode).toBe(403)
      }
    })
  })

  describe('refusals', () => {
    it('refuses an unknown type and the current type with 422', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', { type: 'LunarCharacter' })
      const before = await snapshot(t, ITEM_TABLES)
      for (const type of ['GetimianCharacter', 'LunarCharacter', '']) {
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

import { beforeEach, describe, expect, it } from 'vitest'
import type { Change, ItemChange } from '../src/live/changes.ts'
import { type Caller, call, created, ITEM_TABLES, snapshot } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

forEachEngine((engine) => {
  const published: Change[] = []
  const t = useTestApp(engine, { changes: { publish: (change) => published.push(change) } })
  beforeEach(() => {
    published.length = 0
  })

  async function solar(owner: Caller) {
    return created(t, owner, '/api/v1/characters', { type: 'SolarCharacter' })
  }

  describe('each parent takes its children at its own path', () => {
    // [parent plural, child plural, where parents are made, body, parent list holding it]
    const cases: [string, string, string, Record<string, unknown>, string][] = [
      ['characters', 'merits', '/api/v1/characters', {}, 'merits'],
      ['characters', 'weapons', '/api/v1/characters', { weapon: { name: 'Sword' } }, 'weapons'],
      ['characters', 'spells', '/api/v1/characters', {}, 'spells'],
      ['characters', 'poisons', '/api/v1/characters', {}, 'poisons'],
      ['qcs', 'qc_merits', '/api/v1/qcs', {}, 'qc_merits'],
      ['qcs', 'qc_charms', '/api/v1/qcs', {}, 'qc_charms'],
      ['qcs', 'qc_attacks', '/api/v1/qcs', {}, 'qc_attacks'],
      ['qcs', 'spells', '/api/v1/qcs', {}, 'spells'],
      ['qcs', 'poisons', '/api/v1/qcs', {}, 'poisons'],
      ['battlegroups', 'qc_attacks', '/api/v1/battlegroups', {}, 'qc_attacks'],
      ['battlegroups', 'poisons', '/api/v1/battlegroups', {}, 'poisons'],
    ]
    it.each(cases)('%s take %s', async (parents, children, parentUrl, body, assoc) => {
      const ana = await t.createPlayer()
      const parent = await created(t, ana, parentUrl)
      published.length = 0
      const child = await created(t, ana, `/api/v1/${parents}/${parent.id}/${children}`, body)
      expect(child).toMatchObject({ version: 1 })
      const show = await call(t, ana, 'GET', `${parentUrl}/${parent.id}`)
      expect(show.json()[assoc]).toEqual([child])
      expect(published).toEqual([
        expect.objectContaining({
          event: 'create',
          type: expect.any(String),
          id: child.id,
          parent: { type: parents.replace(/s$/, ''), id: parent.id, assoc },
        }),
      ])
    })
  })

  describe('poisons of weapons and qc attacks', () => {
    it('embeds a weapon’s poisons in the weapon, inside the character', async () => {
      const ana = await t.createPlayer()
      const character = await solar(ana)
      const weapon = await created(t, ana, `/api/v1/characters/${character.id}/weapons`)
      const poison = await created(t, ana, `/api/v1/weapons/${weapon.id}/poisons`, {
        name: 'Adder venom',
      })
      const show = (await call(t, ana, 'GET', `/api/v1/characters/${character.id}`)).json()
      expect(show.weapons).toEqual([{ ...weapon, poisons: [poison] }])
      expect(show.poisons).toEqual([])
    })

    it('embeds a qc attack’s poisons in the attack', async () => {
      const ana = await t.createPlayer()
      const qc = await created(t, ana, '/api/v1/qcs')
      const attack = await created(t, ana, `/api/v1/qcs/${qc.id}/qc_attacks`)
      const poison = await created(t, ana, `/api/v1/qc_attacks/${attack.id}/poisons`)
      const show = (await call(t, ana, 'GET', `/api/v1/qcs/${qc.id}`)).json()
      expect(show.qc_attacks[0].poisons).toEqual([poison])
    })
  })

  describe('weapon tags', () => {
    it('sets a weapon up when a bolt or siege tag first appears', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', {
        abil_archery: 3,
        abil_thrown: 1,
        attr_perception: 4,
        attr_intelligence: 2,
      })
      const bolt = await created(t, ana, `/api/v1/characters/${character.id}/weapons`, {
        weapon: { weight: 'heavy', tags: ['  Elemental   Bolt '] },
      })
      expect(bolt).toMatchObject({
        tags: ['elemental bolt'],
        weight: 'light',
        is_artifact: true,
        ability: 'archery',
        overrides: { damage_attribute: { use: 'essence' } },
      })
      const engine = await created(t, ana, `/api/v1/characters/${character.id}/weapons`)
      const response = await call(
        t,
        ana,
        'PATCH',
        `/api/v1/characters/${character.id}/weapons/${engine.id}`,
        { weapon: { tags: ['siege (long)'] } },
      )
      expect(response.json()).toMatchObject({
        weight: 'heavy',
        ability: 'war',
        overrides: { attack_attribute: { use: 'perception' } },
      })
    })
  })

  describe('charms', () => {
    it.each([
      ['Ability', 'charms', 'New Charm'],
      ['MartialArts', 'martial_arts_charms', 'New Charm'],
      ['Evocation', 'evocations', 'New Evocation'],
      ['Spirit', 'spirit_charms', 'New Spirit Charm'],
    ])('a Solar’s %s charm appears in %s', async (charmType, assoc, name) => {
      const ana = await t.createPlayer()
      const character = await solar(ana)
      const charm = await created(t, ana, `/api/v1/characters/${character.id}/charms`, {
        charm: { charm_type: charmType },
      })
      expect(charm).toMatchObject({ charm_type: charmType, name })
      const show = (await call(t, ana, 'GET', `/api/v1/characters/${character.id}`)).json()
      expect(show[assoc]).toEqual([charm])
      expect(published.at(-1)).toMatchObject({ parent: { assoc } })
    })

    it.each([
      [{ charm: { type: 'Charms::AbilityCharm' } }, 'Ability', 'charms'],
      [{ type: 'Charms::MartialArtsCharm' }, 'MartialArts', 'martial_arts_charms'],
      [{ charm: { type: 'Charms::Evocation' } }, 'Evocation', 'evocations'],
      [{ type: 'Spirit' }, 'Spirit', 'spirit_charms'],
    ])('reads the kind from "type" too: %j', async (body, charmType, assoc) => {
      const ana = await t.createPlayer()
      const character = await solar(ana)
      const charm = await created(t, ana, `/api/v1/characters/${character.id}/charms`, body)
      expect(charm.charm_type).toBe(charmType)
      expect(published.at(-1)).toMatchObject({ parent: { assoc } })
    })

    it.each([
      ['SolarCharacter', 'Attribute', 'charm_type'],
      ['Character', 'Ability', 'charm_type'],
      ['SolarCharacter', undefined, 'charm_type'],
      ['SolarCharacter', 'Charms::InfernalCharm', 'charm_type'],
    ])('refuses a %s a %s charm with 422 and keeps nothing', async (type, charmType, field) => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', { type })
      const before = await snapshot(t, ITEM_TABLES)
      const response = await call(t, ana, 'POST', `/api/v1/characters/${character.id}/charms`, {
        charm: charmType === undefined ? {} : { charm_type: charmType },
      })
      expect(response.statusCode).toBe(422)
      expect(response.json()).toHaveProperty(field)
      expect(await snapshot(t, ITEM_TABLES)).toEqual(before)
    })

    it('checks the fields that depend on the charm kind', async () => {
      const ana = await t.createPlayer()
      const character = await solar(ana)
      const charm = await created(t, ana, `/api/v1/characters/${character.id}/charms`, {
        charm_type: 'Spirit',
      })
      const response = await call(
        t,
        ana,
        'PATCH',
        `/api/v1/characters/${character.id}/charms/${charm.id}`,
        { charm: { style: 'Snake' } },
      )
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({
        style: [{ error: 'style applies only to MartialArts charms' }],
      })
    })
  })

  describe('a child belongs to the parent in its path', () => {
    it('does not find a child under another parent, even one the caller owns', async () => {
      const ana = await t.createPlayer()
      const mine = await solar(ana)
      const other = await solar(ana)
      const merit = await created(t, ana, `/api/v1/characters/${mine.id}/merits`)
      const before = await snapshot(t, ITEM_TABLES)
      for (const [method, payload] of [
        ['GET', undefined],
        ['PATCH', { merit: { rating: 3 } }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(
          t,
          ana,
          method,
          `/api/v1/characters/${other.id}/merits/${merit.id}`,
          payload,
        )
        expect(response.statusCode, method).toBe(404)
        expect(response.json()).toEqual({
          error: `character ${other.id} has no merit ${merit.id}`,
        })
      }
      expect(await snapshot(t, ITEM_TABLES)).toEqual(before)
    })

    it('does not find a qc’s attack under a battlegroup with the same id', async () => {
      const ana = await t.createPlayer()
      const qc = await created(t, ana, '/api/v1/qcs')
      const battlegroup = await created(t, ana, '/api/v1/battlegroups')
      const attack = await created(t, ana, `/api/v1/qcs/${qc.id}/qc_attacks`)
      await t.db
        .updateTable('battlegroups' as 'chronicles')
        .set({ id: qc.id } as never)
        .where('id', '=', battlegroup.id as number)
        .execute()
      const response = await call(
        t,
        ana,
        'GET',
        `/api/v1/battlegroups/${qc.id}/qc_attacks/${attack.id}`,
      )
      expect(response.statusCode).toBe(404)
    })
  })

  describe('PATCH and DELETE of a child', () => {
    it('changes a merit, bumping its version, and publishes the update under its parent', async () => {
      const ana = await t.createPlayer()
      const character = await solar(ana)
      const merit = await created(t, ana, `/api/v1/characters/${character.id}/merits`)
      published.length = 0
      const response = await call(
        t,
        ana,
        'PATCH',
        `/api/v1/characters/${character.id}/merits/${merit.id}`,
        { merit: { rating: 3, merit_name: 'Allies' } },
      )
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ rating: 3, merit_name: 'Allies', version: 2 })
      expect(published).toEqual([
        expect.objectContaining({
          event: 'update',
          type: 'merit',
          id: merit.id,
          parent: { type: 'character', id: character.id, assoc: 'merits' },
          changes: expect.objectContaining({ rating: 3, merit_name: 'Allies' }),
        }),
      ])
    })

    it('moves a child within its parent’s list', async () => {
      const ana = await t.createPlayer()
      const character = await solar(ana)
      const a = await created(t, ana, `/api/v1/characters/${character.id}/merits`, {
        merit_name: 'a',
      })
      await created(t, ana, `/api/v1/characters/${character.id}/merits`, { merit_name: 'b' })
      await call(t, ana, 'PATCH', `/api/v1/characters/${character.id}/merits/${a.id}`, {
        merit: { sorting_position: 'last' },
      })
      const show = (await call(t, ana, 'GET', `/api/v1/characters/${character.id}`)).json()
      expect(show.merits.map((merit: { merit_name: string }) => merit.merit_name)).toEqual([
        'b',
        'a',
      ])
    })

    it('deletes a weapon with its poisons', async () => {
      const ana = await t.createPlayer()
      const character = await solar(ana)
      const weapon = await created(t, ana, `/api/v1/characters/${character.id}/weapons`)
      await created(t, ana, `/api/v1/weapons/${weapon.id}/poisons`)
      published.length = 0
      const response = await call(
        t,
        ana,
        'DELETE',
        `/api/v1/characters/${character.id}/weapons/${weapon.id}`,
      )
      expect(response.statusCode).toBe(204)
      const poisons = await t.db
        .selectFrom('poisons' as 'chronicles')
        .selectAll()
        .where('poisonable_id' as 'id', '=', weapon.id as number)
        .where('poisonable_type' as 'name', '=', 'weapon')
        .execute()
      expect(poisons).toEqual([])
      expect(published).toEqual([
        expect.objectContaining({ event: 'destroy', type: 'weapon', id: weapon.id }),
      ])
      expect((published[0] as ItemChange).parent).toEqual({
        type: 'character',
        id: character.id,
        assoc: 'weapons',
      })
    })

    it('gives the parent sheet a new ETag when a child changes', async () => {
      const ana = await t.createPlayer()
      const character = await solar(ana)
      const first = await call(t, ana, 'GET', `/api/v1/characters/${character.id}`)
      await created(t, ana, `/api/v1/characters/${character.id}/merits`)
      const second = await call(t, ana, 'GET', `/api/v1/characters/${character.id}`, undefined, {
        'if-none-match': String(first.headers.etag),
      })
      expect(second.statusCode).toBe(200)
      expect(second.headers.etag).not.toBe(first.headers.etag)
    })
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import type { Change, ItemChange } from '../src/live/changes.ts'
import { placedIn } from './support/change-audience.ts'
import { call, chronicleWith, created, snapshot } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

forEachEngine((engine) => {
  const published: Change[] = []
  const t = useTestApp(engine, { changes: { publish: (change) => published.push(change) } })
  beforeEach(() => {
    published.length = 0
  })
  const itemChanges = () => published as ItemChange[]

  describe('creating a character', () => {
    // [type, essence, willpower, personal motes, peripheral motes, exalt_type, limit, aura, aspect, excellency]
    it.each([
      ['Character', 1, 3, 0, 0, 'Mortal', null, '', false, ''],
      ['SolarCharacter', 1, 5, 13, 33, 'Solar', 0, '', false, 'solar'],
      ['DragonbloodCharacter', 2, 5, 13, 31, 'Dragon-Blood', null, 'none', true, 'dragonblood'],
      ['LunarCharacter', 1, 5, 16, 38, 'Lunar', 0, '', false, 'lunar'],
      ['SiderealCharacter', 1, 5, 11, 31, 'Sidereal', 0, '', false, 'sidereal'],
      ['AbyssalCharacter', 1, 5, 13, 33, 'Abyssal', 0, '', false, 'solar'],
      ['AlchemicalCharacter', 1, 5, 13, 33, 'Alchemical', 0, '', false, ''],
      ['InfernalCharacter', 1, 5, 13, 33, 'Infernal', 0, '', false, 'solar'],
      ['CustomAbilityCharacter', 1, 5, 10, 10, 'Ability Exalt', 0, '', false, ''],
      ['CustomAttributeCharacter', 1, 5, 10, 10, 'Attribute Exalt', 0, '', false, ''],
      ['CustomEssenceCharacter', 1, 5, 10, 10, 'Essence Exalt', 0, '', false, ''],
    ])('a new %s gets its type defaults', async (type, essence, willpower, personal, peripheral, exaltType, limit, aura, aspect, excellency) => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', { type })
      expect(character).toMatchObject({
        type,
        name: 'New Character',
        player_id: ana.id,
        chronicle_id: null,
        version: 1,
        essence,
        willpower_temporary: willpower,
        willpower_permanent: willpower,
        motes_personal_total: personal,
        motes_personal_current: personal,
        motes_peripheral_total: peripheral,
        motes_peripheral_current: peripheral,
        exalt_type: exaltType,
        limit,
        aura,
        aspect,
        excellency,
      })
    })

    it('makes a Mortal when no type is sent, and embeds every empty child list', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters')
      expect(character).toMatchObject({
        type: 'Character',
        merits: [],
        weapons: [],
        charms: [],
        martial_arts_charms: [],
        evocations: [],
        spirit_charms: [],
        spells: [],
        poisons: [],
      })
    })

    it.each([
      ['wrapped in "character"', { character: { name: 'Zan', attr_wits: 4 } }],
      ['bare', { name: 'Zan', attr_wits: 4 }],
    ])('takes the fields %s', async (_shape, body) => {
      const ana = await t.createPlayer()
      expect(await created(t, ana, '/api/v1/characters', body)).toMatchObject({
        name: 'Zan',
        attr_wits: 4,
      })
    })

    it('runs the automatic adjustments: a Dawn keeps only dawn caste abilities', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', {
        type: 'SolarCharacter',
        caste: 'Dawn',
        caste_abilities: ['melee', 'archery'],
        favored_abilities: ['melee', 'lore'],
      })
      expect(character).toMatchObject({
        caste: 'dawn',
        caste_abilities: ['melee', 'archery'],
        favored_abilities: ['lore'],
      })
    })

    it('gives list items ids, keeping the ones sent', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', {
        ties: [
          { subject: 'Mother', rating: 2 },
          { id: 'mine1', subject: 'Rival', rating: 1 },
        ],
      })
      const ties = character.ties as { id: string }[]
      expect(ties[0]!.id).toMatch(/^[A-Za-z0-9_-]{5}$/)
      expect(ties[1]!.id).toBe('mine1')
    })

    it('publishes one create with the whole new character', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', { name: 'Zan' })
      expect(itemChanges()).toEqual([
        expect.objectContaining({
          kind: 'item',
          event: 'create',
          type: 'character',
          id: character.id,
          parent: null,
          audience: placedIn(null),
          version: 1,
          entity: character,
        }),
      ])
    })

    it('puts a new character last in its owner’s list', async () => {
      const ana = await t.createPlayer()
      const first = await created(t, ana, '/api/v1/characters')
      const second = await created(t, ana, '/api/v1/characters')
      expect(second.sorting as number).toBeGreaterThan(first.sorting as number)
    })
  })

  describe('creating a qc or a battlegroup', () => {
    it('gives a qc its defaults', async () => {
      const ana = await t.createPlayer()
      expect(await created(t, ana, '/api/v1/qcs')).toMatchObject({
        name: 'New QC',
        essence: 1,
        senses: 3,
        willpower_temporary: 3,
        qc_attacks: [],
        qc_merits: [],
        qc_charms: [],
        spells: [],
        poisons: [],
      })
    })

    it('gives a battlegroup its defaults', async () => {
      const ana = await t.createPlayer()
      expect(await created(t, ana, '/api/v1/battlegroups')).toMatchObject({
        name: 'New Battlegroup',
        size: 1,
        might: 0,
        drill: 1,
        magnitude: 8,
        health_levels: 7,
        qc_attacks: [],
        poisons: [],
      })
    })

    it('lowers a qc’s current motes to what its total leaves after commitments', async () => {
      const ana = await t.createPlayer()
      const qc = await created(t, ana, '/api/v1/qcs', {
        motes_personal_total: 10,
        motes_personal_current: 10,
        motes_committed: [{ pool: 'personal', label: 'Ward', motes: 4 }],
      })
      expect(qc.motes_personal_current).toBe(6)
    })
  })

  describe('PATCH', () => {
    it('changes only the fields sent, bumps the version and answers the whole character', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', { name: 'Zan', attr_wits: 2 })
      published.length = 0
      const response = await call(t, ana, 'PATCH', `/api/v1/characters/${character.id}`, {
        character: { attr_wits: 4 },
      })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({ name: 'Zan', attr_wits: 4, version: 2 })
      expect(body).not.toHaveProperty('merits')
      expect(itemChanges()).toEqual([
        expect.objectContaining({
          event: 'update',
          type: 'character',
          id: character.id,
          version: 2,
          changes: { attr_wits: 4, version: 2, updated_at: body.updated_at },
        }),
      ])
      expect(itemChanges()[0]).not.toHaveProperty('before')
    })

    it('recomputes a Solar’s motes when essence goes up', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', { type: 'SolarCharacter' })
      const response = await call(t, ana, 'PATCH', `/api/v1/characters/${character.id}`, {
        essence: 2,
      })
      expect(response.json()).toMatchObject({
        motes_personal_total: 16,
        motes_peripheral_total: 40,
      })
    })

    it('answers 200 without a new version or an event when nothing changes', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', { attr_wits: 3 })
      published.length = 0
      const before = await snapshot(t, ['characters'])
      for (const body of [{}, { character: { attr_wits: 3 } }, { sorting_position: 0 }]) {
        const response = await call(t, ana, 'PATCH', `/api/v1/characters/${character.id}`, body)
        expect(response.statusCode).toBe(200)
        expect(response.json()).toMatchObject({ version: 1 })
      }
      expect(published).toEqual([])
      expect(await snapshot(t, ['characters'])).toEqual(before)
    })

    it('tells the live channel who could see the item before it was hidden', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters')
      published.length = 0
      await call(t, ana, 'PATCH', `/api/v1/characters/${character.id}`, { hidden: true })
      expect(itemChanges()[0]).toMatchObject({
        changes: { hidden: true },
        audience: placedIn(null, { chronicle_id: null, hidden: false }),
      })
    })

    it.each([
      ['first', ['c', 'a', 'b']],
      ['last', ['b', 'c', 'a']],
      [1, ['b', 'a', 'c']],
      ['2', ['b', 'c', 'a']],
      ['down', ['b', 'a', 'c']],
    ])('moves an item to position %j of its owner’s list', async (position, order) => {
      const ana = await t.createPlayer()
      const a = await created(t, ana, '/api/v1/characters', { name: 'a' })
      await created(t, ana, '/api/v1/characters', { name: 'b' })
      const c = await created(t, ana, '/api/v1/characters', { name: 'c' })
      const moved = position === 'first' ? c : a
      const response = await call(t, ana, 'PATCH', `/api/v1/characters/${moved.id}`, {
        character: { sorting_position: position },
      })
      expect(response.statusCode).toBe(200)
      const list = await call(t, ana, 'GET', '/api/v1/characters')
      expect(list.json().map((item: { name: string }) => item.name)).toEqual(order)
    })

    it('re-spreads a list whose ranks ran out of room and tells clients of every moved rank', async () => {
      const ana = await t.createPlayer()
      const a = await created(t, ana, '/api/v1/characters', { name: 'a' })
      const b = await created(t, ana, '/api/v1/characters', { name: 'b' })
      // Adjacent ranks leave no room between them.
      await rawRank(a.id as number, 10)
      await rawRank(b.id as number, 11)
      const c = await created(t, ana, '/api/v1/characters', { name: 'c' })
      published.length = 0
      const response = await call(t, ana, 'PATCH', `/api/v1/characters/${c.id}`, {
        sorting_position: 1,
      })
      expect(response.statusCode).toBe(200)
      const list = await call(t, ana, 'GET', '/api/v1/characters')
      expect(list.json().map((item: { name: string }) => item.name)).toEqual(['a', 'c', 'b'])
      const updatedIds = itemChanges().map((change) => change.id)
      expect(updatedIds).toEqual(expect.arrayContaining([c.id, a.id, b.id]))
    })

    it('lets the storyteller move an item within the chronicle’s order', async () => {
      const ana = await t.createPlayer()
      const bo = await t.createPlayer()
      const st = await t.createPlayer()
      const first = await created(t, ana, '/api/v1/qcs', { name: 'first' })
      const second = await created(t, bo, '/api/v1/qcs', { name: 'second' })
      const chronicle = await chronicleWith(
        t,
        st,
        [ana, bo],
        [first, second].map((qc) => ({ table: 'qcs', id: qc.id as number })),
      )
      const response = await call(t, st, 'PATCH', `/api/v1/qcs/${second.id}`, {
        qc: { chronicle_sorting_position: 'first' },
      })
      expect(response.statusCode).toBe(200)
      const ranks = await t.db
        .selectFrom('qcs' as 'chronicles')
        .select(['id', 'chronicle_sorting' as 'name'])
        .where('chronicle_id' as 'id', '=', chronicle)
        .orderBy('chronicle_sorting' as 'name')
        .orderBy('id')
        .execute()
      expect(ranks.map((row) => row.id)).toEqual([second.id, first.id])
      expect(response.json().sorting).toBe(second.sorting)
    })

    it('refuses a chronicle position for an item in no chronicle', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters')
      const response = await call(t, ana, 'PATCH', `/api/v1/characters/${character.id}`, {
        chronicle_sorting_position: 0,
      })
      expect(response.statusCode).toBe(422)
      expect(response.json()).toHaveProperty('chronicle_sorting_position')
    })
  })

  describe('DELETE', () => {
    it('deletes the item with all its children and publishes one destroy', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', { type: 'SolarCharacter' })
      const weapon = await created(t, ana, `/api/v1/characters/${character.id}/weapons`)
      await created(t, ana, `/api/v1/weapons/${weapon.id}/poisons`)
      await created(t, ana, `/api/v1/characters/${character.id}/spells`)
      await created(t, ana, `/api/v1/characters/${character.id}/poisons`)
      await created(t, ana, `/api/v1/characters/${character.id}/charms`, { charm_type: 'Ability' })
      published.length = 0
      const response = await call(t, ana, 'DELETE', `/api/v1/characters/${character.id}`)
      expect(response.statusCode).toBe(204)
      expect(response.body).toBe('')
      expect(await rowCount('characters', 'id', character.id as number)).toBe(0)
      expect(await rowCount('charms', 'character_id', character.id as number)).toBe(0)
      expect(await rowCount('poisons', 'poisonable_id', character.id as number)).toBe(0)
      expect(await rowCount('poisons', 'poisonable_id', weapon.id as number)).toBe(0)
      expect(await rowCount('spells', 'sorcerer_id', character.id as number)).toBe(0)
      expect(await rowCount('weapons', 'character_id', character.id as number)).toBe(0)
      expect(itemChanges()).toEqual([
        expect.objectContaining({ event: 'destroy', type: 'character', id: character.id }),
      ])
    })

    it('answers 404 once the item is gone', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters')
      await call(t, ana, 'DELETE', `/api/v1/characters/${character.id}`)
      const response = await call(t, ana, 'GET', `/api/v1/characters/${character.id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toHaveProperty('error')
    })
  })

  describe('ids in paths', () => {
    it.each([
      '0',
      '-1',
      'abc',
      '1.5',
      '1e3',
      '99999999',
    ])('answers 404 with a JSON error for the id %s', async (id) => {
      const ana = await t.createPlayer()
      for (const [method, url] of [
        ['GET', `/api/v1/characters/${id}`],
        ['PATCH', `/api/v1/qcs/${id}`],
        ['DELETE', `/api/v1/battlegroups/${id}`],
        ['POST', `/api/v1/characters/${id}/duplicate`],
        ['POST', `/api/v1/characters/${id}/merits`],
        ['POST', `/api/v1/battlegroups/create_from_qc/${id}`],
      ] as const) {
        const response = await call(t, ana, method, url, method === 'GET' ? undefined : {})
        expect(response.statusCode, `${method} ${url}`).toBe(404)
        expect(response.json()).toHaveProperty('error')
      }
    })
  })

  async function rawRank(id: number, rank: number) {
    await t.db
      .updateTable('characters' as 'chronicles')
      .set({ sorting: rank } as never)
      .where('id', '=', id)
      .execute()
  }

  async function rowCount(table: string, column: string, value: number) {
    const rows = await t.db
      .selectFrom(table as 'chronicles')
      .selectAll()
      .where(column as 'id', '=', value)
      .execute()
    return rows.length
  }
})

import { MAX_LIBRARY_ENTRIES } from '@loom/core'
import { describe, expect, it } from 'vitest'
import {
  type Caller,
  call,
  chronicleWith,
  created,
  ITEM_TABLES,
  placeIn,
  snapshot,
} from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'

const LIBRARY = '/api/v1/library_entries'
const TABLES = ['library_entries', ...ITEM_TABLES] as const

const FLURRY = {
  charm_type: 'Ability',
  name: 'Excellent Strike',
  cost: '3m',
  ability: 'melee',
  min_ability: 3,
  keywords: ['uniform'],
}

forEachEngineRecording((t, changes) => {
  const solar = (owner: Caller, name = 'Zan') =>
    created(t, owner, '/api/v1/characters', { type: 'SolarCharacter', name })
  const save = (as: Caller | null, body: unknown) => call(t, as, 'POST', LIBRARY, body)
  const saved = async (as: Caller, body: unknown) => {
    const response = await save(as, body)
    if (response.statusCode !== 200) throw new Error(`save answered ${response.body}`)
    return response.json() as { id: number } & Record<string, unknown>
  }
  const listed = async (as: Caller, query = '') => {
    const response = await call(t, as, 'GET', `${LIBRARY}${query}`)
    expect(response.statusCode).toBe(200)
    return (response.json() as { name: string; id: number }[]).map(({ id }) => id)
  }
  /** A chronicle with its storyteller and two members. */
  const table = async () => {
    const st = await t.createPlayer()
    const ana = await t.createPlayer()
    const bo = await t.createPlayer()
    const chronicle = await chronicleWith(t, st, [ana, bo])
    return { st, ana, bo, chronicle }
  }

  describe('who sees an entry', () => {
    it('an own entry: its owner alone; a chronicle entry: its storyteller and members', async () => {
      const { st, ana, bo, chronicle } = await table()
      const stranger = await t.createPlayer()
      const own = await saved(ana, { kind: 'charm', document: FLURRY })
      const shared = await saved(st, { kind: 'charm', chronicle_id: chronicle, document: FLURRY })
      expect(own).toMatchObject({ kind: 'charm', name: 'Excellent Strike', chronicle_id: null })
      expect(shared).toMatchObject({ player_id: st.id, chronicle_id: chronicle })

      expect(await listed(ana)).toEqual([own.id, shared.id])
      expect(await listed(bo)).toEqual([shared.id])
      expect(await listed(st)).toEqual([shared.id])
      expect(await listed(stranger)).toEqual([])
      expect(await listed(ana, '?scope=own')).toEqual([own.id])
      expect(await listed(ana, `?scope=chronicle&chronicle_id=${chronicle}`)).toEqual([shared.id])

      for (const [who, id, status] of [
        [bo, own.id, 404],
        [st, own.id, 404],
        [stranger, shared.id, 404],
        [bo, shared.id, 200],
      ] as const) {
        expect((await call(t, who, 'GET', `${LIBRARY}/${id}`)).statusCode).toBe(status)
      }
      expect((await call(t, null, 'GET', `${LIBRARY}/${own.id}`)).statusCode).toBe(401)
      expect((await call(t, null, 'GET', LIBRARY)).statusCode).toBe(401)
    })

    it('a member who leaves stops seeing the chronicle library, even what they saved', async () => {
      const { ana, chronicle } = await table()
      const entry = await saved(ana, { kind: 'merit', chronicle_id: chronicle, document: {} })
      await t.db.deleteFrom('chronicle_players').where('player_id', '=', ana.id).execute()
      expect((await call(t, ana, 'GET', `${LIBRARY}/${entry.id}`)).statusCode).toBe(404)
      expect(await listed(ana)).toEqual([])
    })

    it('only members and the storyteller save to a chronicle library', async () => {
      const { chronicle } = await table()
      const stranger = await t.createPlayer()
      const before = await snapshot(t, TABLES)
      const refused = await save(stranger, { kind: 'charm', chronicle_id: chronicle, document: {} })
      expect(refused.statusCode).toBe(404)
      expect(await snapshot(t, TABLES)).toEqual(before)
    })
  })

  describe('who changes and deletes an entry', () => {
    it('its creator or the storyteller; another member gets 403, a stranger 404', async () => {
      const { st, ana, bo, chronicle } = await table()
      const stranger = await t.createPlayer()
      const entry = await saved(ana, { kind: 'charm', chronicle_id: chronicle, document: FLURRY })
      const path = `${LIBRARY}/${entry.id}`
      const before = await snapshot(t, TABLES)
      expect((await call(t, bo, 'PATCH', path, { name: 'Mine now' })).statusCode).toBe(403)
      expect((await call(t, bo, 'DELETE', path)).statusCode).toBe(403)
      expect((await call(t, stranger, 'PATCH', path, { name: 'x' })).statusCode).toBe(404)
      expect((await call(t, stranger, 'DELETE', path)).statusCode).toBe(404)
      expect(await snapshot(t, TABLES)).toEqual(before)

      const untouched = await call(t, ana, 'PATCH', path, {})
      expect(untouched.json()).toMatchObject({ name: 'Excellent Strike', version: 1 })
      const renamed = await call(t, ana, 'PATCH', path, { name: 'Strike', tags: ['Melee '] })
      expect(renamed.json()).toMatchObject({ name: 'Strike', tags: ['melee'], version: 2 })
      const byStoryteller = await call(t, st, 'PATCH', path, {
        document: { ...FLURRY, cost: '5m' },
      })
      expect(byStoryteller.json()).toMatchObject({ version: 3, document: { cost: '5m' } })
      expect((await call(t, st, 'DELETE', path)).statusCode).toBe(204)
      expect((await call(t, ana, 'GET', path)).statusCode).toBe(404)
    })

    it("an own entry by its owner alone, not even by their chronicle's storyteller", async () => {
      const { st, ana } = await table()
      const entry = await saved(ana, { kind: 'weapon', document: { name: 'Daiklave' } })
      expect((await call(t, st, 'DELETE', `${LIBRARY}/${entry.id}`)).statusCode).toBe(404)
      expect((await call(t, ana, 'DELETE', `${LIBRARY}/${entry.id}`)).statusCode).toBe(204)
    })
  })

  describe('saving from an item', () => {
    it("keeps the item's own fields, without ids, owner, ranks or the sheet's loadouts", async () => {
      const { ana, bo, chronicle } = await table()
      const zan = await solar(ana)
      await placeIn(t, { table: 'characters', id: zan.id as number }, chronicle)
      const charm = await created(t, ana, `/api/v1/characters/${zan.id}/charms`, {
        ...FLURRY,
        loadouts: ['default'],
      })
      // Bo may see Zan's sheet, so Bo may save its charm.
      const entry = await saved(bo, { kind: 'charm', source: { kind: 'charm', id: charm.id } })
      expect(entry.name).toBe('Excellent Strike')
      expect(entry.document).toMatchObject({ ...FLURRY, keywords: ['uniform'] })
      for (const field of ['id', 'character_id', 'sorting', 'version', 'created_at', 'loadouts']) {
        expect(entry.document).not.toHaveProperty(field)
      }
    })

    it('a weapon keeps its poisons, a qc its charms and attacks, without secrets for a viewer', async () => {
      const { st, ana, chronicle } = await table()
      const qc = await created(t, st, '/api/v1/qcs', {
        name: 'Blood Ape',
        ties: [
          { subject: 'the hunt', rating: 2 },
          { subject: 'secret master', rating: 3, hidden: true },
        ],
      })
      await created(t, st, `/api/v1/qcs/${qc.id}/qc_attacks`, { name: 'Claws' })
      await created(t, st, `/api/v1/qcs/${qc.id}/qc_charms`, { name: 'Leap' })
      await placeIn(t, { table: 'qcs', id: qc.id as number }, chronicle)
      const entry = await saved(ana, { kind: 'qc', source: { kind: 'qc', id: qc.id } })
      const document = entry.document as Record<string, unknown[]>
      expect(document.ties).toEqual([expect.objectContaining({ subject: 'the hunt' })])
      expect(document.qc_attacks).toEqual([expect.objectContaining({ name: 'Claws' })])
      expect(document.qc_charms).toEqual([expect.objectContaining({ name: 'Leap' })])
      expect(JSON.stringify(entry)).not.toContain('secret master')

      const zan = await solar(ana)
      const sword = await created(t, ana, `/api/v1/characters/${zan.id}/weapons`, { name: 'Sword' })
      await created(t, ana, `/api/v1/weapons/${sword.id}/poisons`, { name: 'Arrow frog' })
      const weapon = await saved(ana, { kind: 'weapon', source: { kind: 'weapon', id: sword.id } })
      expect((weapon.document as Record<string, unknown>).poisons).toEqual([
        expect.objectContaining({ name: 'Arrow frog' }),
      ])
    })

    it('an item the caller may not see is 404, and nothing is saved', async () => {
      const owner = await t.createPlayer()
      const other = await t.createPlayer()
      const zan = await solar(owner)
      const charm = await created(t, owner, `/api/v1/characters/${zan.id}/charms`, FLURRY)
      const before = await snapshot(t, TABLES)
      const refused = await save(other, { kind: 'charm', source: { kind: 'charm', id: charm.id } })
      expect(refused.statusCode).toBe(404)
      expect(await snapshot(t, TABLES)).toEqual(before)
    })
  })

  describe('adding a copy', () => {
    it('makes fresh rows under the target that do not follow the entry', async () => {
      const { st, ana, chronicle } = await table()
      const entry = await saved(st, { kind: 'charm', chronicle_id: chronicle, document: FLURRY })
      const zan = await solar(ana)
      changes.clear()
      const copy = await call(t, ana, 'POST', `${LIBRARY}/${entry.id}/copy`, {
        character_id: zan.id,
      })
      expect(copy.statusCode).toBe(200)
      const charm = copy.json()
      expect(charm).toMatchObject({ ...FLURRY, character_id: zan.id, version: 1 })
      expect(changes.published).toMatchObject([
        { kind: 'item', event: 'create', entity: { id: charm.id, name: 'Excellent Strike' } },
      ])
      const edited = await call(
        t,
        ana,
        'PATCH',
        `/api/v1/characters/${zan.id}/charms/${charm.id}`,
        {
          name: 'My Strike',
        },
      )
      expect(edited.statusCode).toBe(200)
      const again = (await call(t, st, 'GET', `${LIBRARY}/${entry.id}`)).json()
      expect(again).toMatchObject({ version: 1, name: 'Excellent Strike' })
      expect(again.document.name).toBe('Excellent Strike')
    })

    it('copies a weapon with its poisons, and a spell under a qc', async () => {
      const owner = await t.createPlayer()
      const zan = await solar(owner)
      const weapon = await saved(owner, {
        kind: 'weapon',
        document: { name: 'Bow', poisons: [{ name: 'Arrow frog' }] },
      })
      const copy = await call(t, owner, 'POST', `${LIBRARY}/${weapon.id}/copy`, {
        character_id: zan.id,
      })
      expect(copy.json()).toMatchObject({ name: 'Bow', poisons: [{ name: 'Arrow frog' }] })
      const qc = await created(t, owner, '/api/v1/qcs', { name: 'Witch' })
      const spell = await saved(owner, { kind: 'spell', document: { name: 'Death of Obsidian' } })
      const onQc = await call(t, owner, 'POST', `${LIBRARY}/${spell.id}/copy`, { qc_id: qc.id })
      expect(onQc.json()).toMatchObject({ name: 'Death of Obsidian', sorcerer_id: qc.id })
    })

    it('makes a qc entry a new qc of the copier, in a chronicle they are in when asked', async () => {
      const { st, ana, chronicle } = await table()
      const entry = await saved(st, {
        kind: 'qc',
        chronicle_id: chronicle,
        document: { name: 'Blood Ape', qc_attacks: [{ name: 'Claws' }] },
      })
      const mine = await call(t, ana, 'POST', `${LIBRARY}/${entry.id}/copy`, {})
      expect(mine.json()).toMatchObject({
        name: 'Blood Ape',
        player_id: ana.id,
        chronicle_id: null,
        qc_attacks: [{ name: 'Claws' }],
      })
      const placed = await call(t, st, 'POST', `${LIBRARY}/${entry.id}/copy`, {
        chronicle_id: chronicle,
      })
      expect(placed.json()).toMatchObject({ player_id: st.id, chronicle_id: chronicle })

      const stranger = await t.createPlayer()
      const otherChronicle = await chronicleWith(t, stranger, [])
      const before = await snapshot(t, TABLES)
      const onto = await call(t, st, 'POST', `${LIBRARY}/${entry.id}/copy`, {
        character_id: placed.json().id,
      })
      expect(onto.statusCode).toBe(422)
      const elsewhere = await call(t, stranger, 'POST', `${LIBRARY}/${entry.id}/copy`, {})
      expect(elsewhere.statusCode).toBe(404)
      const intoTheirs = await call(t, ana, 'POST', `${LIBRARY}/${entry.id}/copy`, {
        chronicle_id: otherChronicle,
      })
      expect(intoTheirs.statusCode).toBe(404)
      expect(await snapshot(t, TABLES)).toEqual(before)
    })

    it('copies a charm from a sheet the caller may see to one they may edit', async () => {
      const { ana, bo, chronicle } = await table()
      const zan = await solar(ana)
      await placeIn(t, { table: 'characters', id: zan.id as number }, chronicle)
      const charm = await created(t, ana, `/api/v1/characters/${zan.id}/charms`, FLURRY)
      const mira = await solar(bo, 'Mira')
      const copy = await call(t, bo, 'POST', `/api/v1/characters/${mira.id}/copy_charm`, {
        charm_id: charm.id,
      })
      expect(copy.statusCode).toBe(200)
      expect(copy.json()).toMatchObject({ ...FLURRY, character_id: mira.id })
      expect(copy.json().id).not.toBe(charm.id)

      const stranger = await t.createPlayer()
      const theirs = await solar(stranger)
      const before = await snapshot(t, TABLES)
      // Onto Zan, whom Bo may see but not edit; from a sheet Bo may not see.
      const ontoOther = await call(t, bo, 'POST', `/api/v1/characters/${zan.id}/copy_charm`, {
        charm_id: charm.id,
      })
      expect(ontoOther.statusCode).toBe(403)
      const unseen = await call(t, stranger, 'POST', `/api/v1/characters/${theirs.id}/copy_charm`, {
        charm_id: charm.id,
      })
      expect(unseen.statusCode).toBe(404)
      expect(await snapshot(t, TABLES)).toEqual(before)
    })

    it.each([
      ['a character the caller may see but not edit', 'bo-zan', 403],
      ['a character the caller may not see', 'stranger', 404],
      ['a qc, for a charm', 'qc', 422],
      ['no target', 'none', 422],
      ['a chronicle, for a charm', 'chronicle', 422],
      ['a Mortal, who has no charms', 'mortal', 422],
      ['a Lunar, whose charms are not Solar ones', 'lunar', 422],
    ])('onto %s is refused (%s) and changes nothing', async (_label, target, status) => {
      const { st, ana, bo, chronicle } = await table()
      const entry = await saved(st, { kind: 'charm', chronicle_id: chronicle, document: FLURRY })
      const zan = await solar(ana)
      await placeIn(t, { table: 'characters', id: zan.id as number }, chronicle)
      const stranger = await t.createPlayer()
      const bodies: Record<string, () => Promise<unknown>> = {
        'bo-zan': async () => ({ character_id: zan.id }),
        stranger: async () => ({ character_id: (await solar(stranger)).id }),
        qc: async () => ({ qc_id: (await created(t, bo, '/api/v1/qcs', {})).id }),
        none: async () => ({}),
        chronicle: async () => ({ chronicle_id: chronicle }),
        mortal: async () => ({
          character_id: (await created(t, bo, '/api/v1/characters', { name: 'M' })).id,
        }),
        lunar: async () => ({
          character_id: (await created(t, bo, '/api/v1/characters', { type: 'LunarCharacter' })).id,
        }),
      }
      const body = await bodies[target]!()
      const before = await snapshot(t, TABLES)
      changes.clear()
      const refused = await call(t, bo, 'POST', `${LIBRARY}/${entry.id}/copy`, body)
      expect(refused.statusCode).toBe(status)
      expect(await snapshot(t, TABLES)).toEqual(before)
      expect(changes.published).toEqual([])
    })

    it("another player's own entry cannot be copied (404)", async () => {
      const owner = await t.createPlayer()
      const other = await t.createPlayer()
      const entry = await saved(owner, { kind: 'charm', document: FLURRY })
      const zan = await solar(other)
      const refused = await call(t, other, 'POST', `${LIBRARY}/${entry.id}/copy`, {
        character_id: zan.id,
      })
      expect(refused.statusCode).toBe(404)
    })
  })

  describe('bad input changes nothing', () => {
    const cases: [string, unknown, number, string][] = [
      ['an unknown kind', { kind: 'character', document: {} }, 422, 'kind'],
      ['no document nor source', { kind: 'charm' }, 422, 'document'],
      [
        'both document and source',
        { kind: 'charm', document: {}, source: { kind: 'charm', id: 1 } },
        422,
        'document',
      ],
      [
        'a document field of the wrong type',
        { kind: 'charm', document: { ...FLURRY, min_essence: 'x' } },
        422,
        'document.min_essence',
      ],
      [
        'an unknown document field',
        { kind: 'merit', document: { power: 9 } },
        422,
        'document.power',
      ],
      [
        'a server-managed document field',
        { kind: 'merit', document: { character_id: 9 } },
        422,
        'document.character_id',
      ],
      ['an unknown field', { kind: 'merit', document: {}, player_id: 3 }, 422, 'player_id'],
      ['a blank name', { kind: 'merit', name: '  ', document: {} }, 422, 'name'],
      [
        'too many tags',
        { kind: 'merit', tags: Array.from({ length: 21 }, (_, i) => `t${i}`), document: {} },
        422,
        'tags',
      ],
      [
        'a chronicle id that is no id',
        { kind: 'merit', chronicle_id: 'x', document: {} },
        422,
        'chronicle_id',
      ],
    ]
    it.each(cases)('%s: %s', async (_label, body, status, field) => {
      const owner = await t.createPlayer()
      const before = await snapshot(t, TABLES)
      const response = await save(owner, body)
      expect(response.statusCode).toBe(status)
      expect(Object.keys(response.json())).toContain(field)
      expect(await snapshot(t, TABLES)).toEqual(before)
    })

    it('malformed JSON is 400, a body over 1 MiB 413, a PATCH of the kind 422', async () => {
      const owner = await t.createPlayer()
      const entry = await saved(owner, { kind: 'merit', document: { label: 'Resources' } })
      const before = await snapshot(t, TABLES)
      const json = { 'content-type': 'application/json' }
      expect((await call(t, owner, 'POST', LIBRARY, '{"kind":', json)).statusCode).toBe(400)
      const huge = JSON.stringify({ kind: 'merit', document: { notes: 'x'.repeat(1_100_000) } })
      expect((await call(t, owner, 'POST', LIBRARY, huge, json)).statusCode).toBe(413)
      const path = `${LIBRARY}/${entry.id}`
      for (const patch of [{ kind: 'charm' }, { chronicle_id: 3 }, { document: { rating: 9 } }]) {
        expect((await call(t, owner, 'PATCH', path, patch)).statusCode).toBe(422)
      }
      expect((await call(t, owner, 'POST', `${path}/copy`, { character_id: 'x' })).statusCode).toBe(
        422,
      )
      for (const id of ['999999', 'abc', '0']) {
        expect((await call(t, owner, 'GET', `${LIBRARY}/${id}`)).statusCode).toBe(404)
        expect((await call(t, owner, 'POST', `${LIBRARY}/${id}/copy`, {})).statusCode).toBe(404)
      }
      expect((await call(t, owner, 'GET', `${LIBRARY}?kind=character`)).statusCode).toBe(422)
      expect(await snapshot(t, TABLES)).toEqual(before)
    })
  })

  describe('how much a library holds', () => {
    it(`at most ${MAX_LIBRARY_ENTRIES} entries each: one more is 422, other libraries unaffected`, async () => {
      const { st, ana, chronicle } = await table()
      const now = new Date().toISOString()
      const filler = Array.from({ length: MAX_LIBRARY_ENTRIES - 1 }, (_, index) => ({
        player_id: ana.id,
        chronicle_id: null,
        kind: 'merit',
        name: `Merit ${index}`,
        tags: '[]',
        document: '{}',
        created_at: now,
        updated_at: now,
      }))
      await t.db.insertInto('library_entries').values(filler).execute()
      expect((await save(ana, { kind: 'merit', document: {} })).statusCode).toBe(200)
      const before = await snapshot(t, TABLES)
      const full = await save(ana, { kind: 'merit', document: {} })
      expect(full.statusCode).toBe(422)
      expect(full.json().base[0].error).toMatch(/at most 500 entries/)
      expect(await snapshot(t, TABLES)).toEqual(before)
      const shared = await save(ana, { kind: 'merit', chronicle_id: chronicle, document: {} })
      expect(shared.statusCode).toBe(200)
      expect((await save(st, { kind: 'merit', document: {} })).statusCode).toBe(200)
    })
  })

  describe('the list', () => {
    it('filters by kind, name (any case, literally) and tag, and pages', async () => {
      const owner = await t.createPlayer()
      const names = ['Ox Zeal Technique', 'Iron Skin', '100% Focus', 'Ox Strength']
      const ids: number[] = []
      for (const name of names) {
        const entry = await saved(owner, { kind: 'charm', name, tags: ['body'], document: FLURRY })
        ids.push(entry.id)
      }
      const merit = await saved(owner, {
        kind: 'merit',
        tags: ['wealth'],
        document: { label: 'Resources' },
      })
      expect(await listed(owner, '?kind=merit')).toEqual([merit.id])
      expect(await listed(owner, '?q=OX')).toEqual([ids[3], ids[0]])
      expect(await listed(owner, '?q=%25')).toEqual([ids[2]])
      expect(await listed(owner, '?q=_')).toEqual([])
      expect(await listed(owner, '?tag=Wealth')).toEqual([merit.id])
      const page = await call(t, owner, 'GET', `${LIBRARY}?kind=charm&limit=3&page=2`)
      expect(page.headers['total-count']).toBe('4')
      expect(page.headers['total-pages']).toBe('2')
      expect(page.json().map(({ name }: { name: string }) => name)).toEqual(['Ox Zeal Technique'])
    })
  })
})

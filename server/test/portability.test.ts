import { describe, expect, it } from 'vitest'
import { addThroughApi, chronicleThroughApi, itemThroughApi } from './support/chronicle-world.ts'
import { type Caller, call, created, ITEM_TABLES, snapshot } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/** What an import never keeps from a file: ids, owner, placement, parent links, ranks, times. */
const NOT_CARRIED = new Set([
  'id',
  'player_id',
  'chronicle_id',
  'sorting',
  'chronicle_sorting',
  'created_at',
  'updated_at',
  'version',
  'character_id',
  'qc_id',
  'sorcerer_id',
  'poisonable_id',
  'qc_attackable_id',
  'portrait_digest',
])

/** An item as it would be anywhere: the fields an import carries, lists in order, ids gone. */
function carried(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(carried)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !NOT_CARRIED.has(key))
      .map(([key, inner]) => [key, carried(inner)]),
  )
}

forEachEngine((engine) => {
  const t = useTestApp(engine)

  const exported = async (as: Caller | null, plural: string, id: unknown) => {
    const response = await call(t, as, 'GET', `/api/v1/${plural}/${id}/export`)
    expect(response.statusCode).toBe(200)
    return response
  }
  const imported = (as: Caller | null, plural: string, document: unknown) =>
    call(t, as, 'POST', `/api/v1/${plural}/import`, document as Record<string, unknown>)

  /** A Solar with a row of every child kind a character holds, a poison on its weapon. */
  const fullCharacter = async (owner: Caller) => {
    const character = await created(t, owner, '/api/v1/characters', {
      type: 'SolarCharacter',
      name: 'Zan',
      attr_dexterity: 4,
      abil_melee: 5,
      ties: [{ subject: 'Mother (love)', rating: 2, hidden: true }],
      specialties: [{ ability: 'melee', context: 'Daiklaves' }],
    })
    const base = `/api/v1/characters/${character.id}`
    await created(t, owner, `${base}/merits`, { merit_name: 'Allies', rating: 3 })
    await created(t, owner, `${base}/merits`, { merit_name: 'Resources', rating: 2 })
    const weapon = await created(t, owner, `${base}/weapons`, {
      name: 'Daiklave',
      is_artifact: true,
    })
    await created(t, owner, `/api/v1/weapons/${weapon.id}/poisons`, {
      name: 'Arrow frog',
      penalty: 2,
    })
    await created(t, owner, `${base}/charms`, { name: 'Excellent Strike', charm_type: 'Ability' })
    await created(t, owner, `${base}/charms`, { name: 'Snake Strikes', charm_type: 'MartialArts' })
    await created(t, owner, `${base}/charms`, { name: 'Blade’s Song', charm_type: 'Evocation' })
    await created(t, owner, `${base}/charms`, { name: 'Spirit Trick', charm_type: 'Spirit' })
    await created(t, owner, `${base}/spells`, {
      name: 'Death of Obsidian Butterflies',
      circle: 'terrestrial',
    })
    await created(t, owner, `${base}/poisons`, { name: 'Hemlock' })
    return (await call(t, owner, 'GET', base)).json()
  }

  const fullQc = async (owner: Caller) => {
    const qc = await created(t, owner, '/api/v1/qcs', { name: 'Bandit', essence: 2 })
    const base = `/api/v1/qcs/${qc.id}`
    const attack = await created(t, owner, `${base}/qc_attacks`, { name: 'Knife', pool: 6 })
    await created(t, owner, `/api/v1/qc_attacks/${attack.id}/poisons`, { name: 'Venom' })
    await created(t, owner, `${base}/qc_charms`, { name: 'Ambush' })
    await created(t, owner, `${base}/qc_merits`, { name: 'Keen Eyes' })
    await created(t, owner, `${base}/spells`, { name: 'Flight of Separation' })
    await created(t, owner, `${base}/poisons`, { name: 'Snake venom' })
    return (await call(t, owner, 'GET', base)).json()
  }

  const fullBattlegroup = async (owner: Caller) => {
    const group = await created(t, owner, '/api/v1/battlegroups', { name: 'Spears', size: 3 })
    const base = `/api/v1/battlegroups/${group.id}`
    const attack = await created(t, owner, `${base}/qc_attacks`, { name: 'Spear', pool: 8 })
    await created(t, owner, `/api/v1/qc_attacks/${attack.id}/poisons`, { name: 'Tar' })
    await created(t, owner, `${base}/poisons`, { name: 'Smoke' })
    return (await call(t, owner, 'GET', base)).json()
  }

  describe('export then import', () => {
    it.each([
      ['characters', fullCharacter],
      ['qcs', fullQc],
      ['battlegroups', fullBattlegroup],
    ] as const)('gives %s equal to the original in every field but ids, owner and placement', async (plural, build) => {
      const ana = await t.createPlayer()
      const bo = await t.createPlayer()
      const original = await build(ana)
      const file = await exported(ana, plural, original.id)
      expect(file.headers['content-disposition']).toMatch(
        /^attachment; filename="[^"]+\.loom\.json"/,
      )
      const document = file.json()
      expect(document).toMatchObject({ format: 'loom', version: 1, item: { id: original.id } })
      const answer = await imported(bo, plural, document)
      expect(answer.statusCode).toBe(201)
      const copy = answer.json()
      expect(copy.id).not.toBe(original.id)
      expect(copy.player_id).toBe(bo.id)
      expect(copy.chronicle_id).toBeNull()
      const stored = (await call(t, bo, 'GET', `/api/v1/${plural}/${copy.id}`)).json()
      expect(carried(stored)).toEqual(carried(original))
      expect(carried(copy)).toEqual(carried(original))
    })

    it('never takes placement from the file: the copy is in no chronicle and last in the list', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana])
      const character = await itemThroughApi(t, ana, 'characters')
      await addThroughApi(t, ana, chronicle.id, character)
      const document = (await exported(ana, 'characters', character.id)).json()
      expect(document.item.chronicle_id).toBe(chronicle.id)
      const copy = (await imported(ana, 'characters', document)).json()
      expect(copy.chronicle_id).toBeNull()
      expect(copy.sorting).toBeGreaterThan(character.sorting as number)
    })
  })

  describe('a file from the reference app', () => {
    it('imports a full character as its API answers it, charms sorted by their lists', async () => {
      const ana = await t.createPlayer()
      const reference = {
        id: 77,
        created_at: '2020-01-01T00:00:00Z',
        updated_at: '2020-01-02T00:00:00Z',
        player_id: 3,
        type: 'SolarCharacter',
        sorting: 5,
        hidden: false,
        pinned: false,
        public: false,
        chronicle_id: 9,
        chronicle_sorting: 2,
        initiative: 0,
        onslaught: 0,
        in_combat: false,
        has_acted: false,
        name: 'Harmonious Jade',
        essence: 2,
        attr_strength: 3,
        abil_archery: 4,
        caste: 'dawn',
        charms: [
          {
            id: 1,
            character_id: 77,
            sorting: 1,
            name: 'Wise Arrow',
            charm_type: 'Ability',
            ability: 'archery',
          },
        ],
        martial_arts_charms: [{ id: 2, character_id: 77, name: 'Crane Form', style: 'Crane' }],
        evocations: [{ id: 3, character_id: 77, name: 'Sun’s Kiss', artifact_name: 'Bow' }],
        spirit_charms: [],
        merits: [{ id: 4, character_id: 77, merit_name: 'Artifact', rating: 3 }],
        weapons: [{ id: 5, character_id: 77, name: 'Short daiklave', weight: 'light' }],
        spells: [],
      }
      const answer = await imported(ana, 'characters', reference)
      expect(answer.statusCode).toBe(201)
      const copy = answer.json()
      expect(copy).toMatchObject({
        player_id: ana.id,
        chronicle_id: null,
        type: 'SolarCharacter',
        name: 'Harmonious Jade',
        attr_strength: 3,
        abil_archery: 4,
      })
      expect(copy.id).not.toBe(77)
      expect(copy.charms.map((charm: { name: string }) => charm.name)).toEqual(['Wise Arrow'])
      expect(copy.martial_arts_charms[0]).toMatchObject({
        name: 'Crane Form',
        charm_type: 'MartialArts',
      })
      expect(copy.evocations[0]).toMatchObject({ name: 'Sun’s Kiss', charm_type: 'Evocation' })
      expect(copy.merits[0]).toMatchObject({
        merit_name: 'Artifact',
        rating: 3,
        character_id: copy.id,
      })
    })

    it('imports a qc carrying the reference asset block’s type: "qc"', async () => {
      const ana = await t.createPlayer()
      const answer = await imported(ana, 'qcs', {
        id: 12,
        type: 'qc',
        name: 'Wolf',
        qc_attacks: [
          { id: 3, name: 'Bite', pool: 7, qc_attackable_id: 12, qc_attackable_type: 'Qc' },
        ],
      })
      expect(answer.statusCode).toBe(201)
      expect(answer.json()).toMatchObject({ name: 'Wolf', qc_attacks: [{ name: 'Bite', pool: 7 }] })
    })
  })

  describe('a bad file creates nothing and says what is wrong', () => {
    const refusals: [string, unknown, string][] = [
      ['another format', { format: 'other', version: 1, kind: 'character', item: {} }, 'format'],
      ['a newer version', { format: 'loom', version: 2, kind: 'character', item: {} }, 'version'],
      ['another kind', { format: 'loom', version: 1, kind: 'qc', item: {} }, 'kind'],
      ['no item', { format: 'loom', version: 1, kind: 'character' }, 'item'],
      [
        'a bad value deep in a list',
        { name: 'Zan', merits: [{}, {}, {}, { rating: 'x' }] },
        'merits[3].rating',
      ],
      [
        'a bad nested poison',
        { weapons: [{ name: 'Bow', poisons: [{ penalty: -4 }] }] },
        'weapons[0].poisons[0].penalty',
      ],
      [
        'an unknown field in a child',
        { spells: [{ name: 'X', colour: 'red' }] },
        'spells[0].colour',
      ],
      ['an unknown field', { name: 'Zan', wings: 2 }, 'wings'],
      ['an attribute out of range', { attr_strength: 12 }, 'attr_strength'],
      ['a list that is not one', { merits: { name: 'Allies' } }, 'merits'],
      ['a row that is not an object', { merits: ['Allies'] }, 'merits[0]'],
      ['too many rows', { poisons: Array.from({ length: 51 }, () => ({ name: 'p' })) }, 'poisons'],
      ['an array', [{ name: 'Zan' }], 'body'],
    ]

    it.each(refusals)('%s: 422 naming %j', async (_case, body, path) => {
      const ana = await t.createPlayer()
      const before = await snapshot(t, ITEM_TABLES)
      const answer = await imported(ana, 'characters', body)
      expect(answer.statusCode).toBe(422)
      expect(Object.keys(answer.json())).toContain(path)
      expect(await snapshot(t, ITEM_TABLES)).toEqual(before)
    })

    it('malformed JSON is a 400 and an oversized file a 413, creating nothing', async () => {
      const ana = await t.createPlayer()
      const before = await snapshot(t, ITEM_TABLES)
      const headers = { ...(await t.authorizedAs(ana.id)), 'content-type': 'application/json' }
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/characters/import',
        headers,
        payload: '{"format": "loom", ',
      })
      expect(malformed.statusCode).toBe(400)
      const huge = await t.app.inject({
        method: 'POST',
        url: '/api/v1/characters/import',
        headers,
        payload: JSON.stringify({ name: 'x'.repeat(9 * 1024 * 1024) }),
      })
      expect(huge.statusCode).toBe(413)
      // The import route's own limit, not the 1 MiB of other routes.
      expect(huge.json()).toEqual({ error: 'The request body is larger than 8 MiB' })
      expect(await snapshot(t, ITEM_TABLES)).toEqual(before)
    })
  })

  describe('who may export and import', () => {
    it('a stranger may not export a private item; anyone may export a public one, without secrets', async () => {
      const ana = await t.createPlayer()
      const stranger = await t.createPlayer()
      const character = await fullCharacter(ana)
      const refused = await call(t, stranger, 'GET', `/api/v1/characters/${character.id}/export`)
      expect([403, 404]).toContain(refused.statusCode)
      await call(t, ana, 'PATCH', `/api/v1/characters/${character.id}`, { public: true })
      for (const viewer of [stranger, null]) {
        const item = (await exported(viewer, 'characters', character.id)).json().item
        expect(item.ties).toEqual([])
      }
      const own = (await exported(ana, 'characters', character.id)).json().item
      expect(own.ties).toHaveLength(1)
    })

    it('a member’s export of another member’s character leaves out its secrets', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const bo = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana, bo])
      const character = await fullCharacter(ana)
      await addThroughApi(t, ana, chronicle.id, { id: character.id, plural: 'characters' })
      const asMember = (await exported(bo, 'characters', character.id)).json().item
      expect(JSON.stringify(asMember)).not.toContain('Mother (love)')
      const asSt = (await exported(st, 'characters', character.id)).json().item
      expect(JSON.stringify(asSt)).toContain('Mother (love)')
    })

    it('only the storyteller exports a chronicle, with every item in it', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana])
      const character = await itemThroughApi(t, ana, 'characters', { hidden: true })
      await addThroughApi(t, ana, chronicle.id, character)
      const qc = await itemThroughApi(t, st, 'qcs')
      await addThroughApi(t, st, chronicle.id, qc)
      const url = `/api/v1/chronicles/${chronicle.id}/export`
      expect((await call(t, ana, 'GET', url)).statusCode).toBe(403)
      expect((await call(t, null, 'GET', url)).statusCode).toBe(401)
      const answer = await call(t, st, 'GET', url)
      expect(answer.statusCode).toBe(200)
      expect(answer.json()).toMatchObject({
        format: 'loom',
        kind: 'chronicle',
        chronicle: { id: chronicle.id, name: 'Rain of Jade' },
        characters: [{ id: character.id }],
        qcs: [{ id: qc.id }],
        battlegroups: [],
      })
    })

    it('importing needs a signed-in player', async () => {
      const before = await snapshot(t, ITEM_TABLES)
      expect((await imported(null, 'qcs', { name: 'Wolf' })).statusCode).toBe(401)
      expect(await snapshot(t, ITEM_TABLES)).toEqual(before)
    })
  })
})

import { describe, expect, it, vi } from 'vitest'
import { combatDone, combatWorld } from './support/combat-world.ts'
import { type Caller, call, chronicleWith, created } from './support/item-requests.ts'
import { type TestApp, useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

interface ChangeJson {
  id: number
  event: string
  player: { id: number; name: string } | null
  child: { kind: string; id: number; parent: { kind: string; id: number } | null } | null
  changes: Record<string, { from: unknown; to: unknown }>
}

async function history(t: TestApp, as: Caller | null, url: string): Promise<ChangeJson[]> {
  const response = await call(t, as, 'GET', `${url}/history?limit=10`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function patched(t: TestApp, as: Caller, url: string, body: unknown) {
  const response = await call(t, as, 'PATCH', url, body)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

forEachEngine((engine) => {
  const t = useTestApp(engine)

  describe('what is recorded', () => {
    it.each([
      ['characters', { character: { essence: 3 } }, 'essence', 1, 3],
      ['qcs', { qc: { essence: 4 } }, 'essence', 1, 4],
      ['battlegroups', { battlegroup: { size: 3 } }, 'size', 1, 3],
    ])('a change to one of %s is recorded with who made it and the values before and after', async (plural, body, field, from, to) => {
      const ana = await t.createPlayer({ display_name: 'Ana' })
      const item = await created(t, ana, `/api/v1/${plural}`)
      await patched(t, ana, `/api/v1/${plural}/${item.id}`, body)
      const [update, create] = await history(t, ana, `/api/v1/${plural}/${item.id}`)
      expect(update).toMatchObject({
        event: 'update',
        player: { id: ana.id, name: 'Ana' },
        child: null,
        changes: { [field]: { from, to } },
      })
      expect(create).toMatchObject({ event: 'create', player: { id: ana.id }, changes: {} })
    })

    // [parent plural, child plural, body keyed by the child, a field to change and its new value]
    const children: [string, string, string, string, unknown][] = [
      ['characters', 'merits', 'merit', 'rating', 4],
      ['characters', 'weapons', 'weapon', 'name', 'Daiklave'],
      ['characters', 'charms', 'charm', 'name', 'Excellent Strike'],
      ['characters', 'spells', 'spell', 'name', 'Death of Obsidian Butterflies'],
      ['characters', 'poisons', 'poison', 'name', 'Adder venom'],
      ['qcs', 'qc_merits', 'qc_merit', 'name', 'Tough'],
      ['qcs', 'qc_charms', 'qc_charm', 'name', 'Hungry Fangs'],
      ['qcs', 'qc_attacks', 'qc_attack', 'name', 'Bite'],
      ['qcs', 'spells', 'spell', 'name', 'Flight of the Brilliant Raptor'],
      ['battlegroups', 'qc_attacks', 'qc_attack', 'name', 'Spears'],
      ['battlegroups', 'poisons', 'poison', 'name', 'Arrow poison'],
    ]
    it.each(
      children,
    )('%s record the create, change and destroy of their %s', async (parents, plural, singular, field, value) => {
      const ana = await t.createPlayer()
      const solar = parents === 'characters' ? { type: 'SolarCharacter' } : {}
      const parent = await created(t, ana, `/api/v1/${parents}`, solar)
      const url = `/api/v1/${parents}/${parent.id}/${plural}`
      const body = singular === 'charm' ? { charm: { charm_type: 'Ability' } } : {}
      const child = await created(t, ana, url, body)
      await patched(t, ana, `${url}/${child.id}`, { [singular]: { [field]: value } })
      const childPlace = { kind: singular, id: child.id }
      const parentPlace = { kind: parents.replace(/s$/, ''), id: parent.id }
      const [update, create] = await history(t, ana, `/api/v1/${parents}/${parent.id}`)
      expect(update).toMatchObject({
        event: 'update',
        child: { ...childPlace, parent: parentPlace },
        changes: { [field]: { from: child[field], to: value } },
      })
      expect(create).toMatchObject({ event: 'create', child: childPlace })
      expect(create!.changes[field]).toEqual({ from: null, to: child[field] })

      expect((await call(t, ana, 'DELETE', `${url}/${child.id}`)).statusCode).toBe(204)
      const [destroy] = await history(t, ana, `/api/v1/${parents}/${parent.id}`)
      expect(destroy).toMatchObject({ event: 'destroy', child: { ...childPlace, parent: null } })
      expect(destroy!.changes[field]).toEqual({ from: value, to: null })
    })

    it('records a poison of a weapon under the character the weapon belongs to', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters')
      const weapon = await created(t, ana, `/api/v1/characters/${character.id}/weapons`)
      const poison = await created(t, ana, `/api/v1/weapons/${weapon.id}/poisons`)
      const [create] = await history(t, ana, `/api/v1/characters/${character.id}`)
      expect(create).toMatchObject({
        event: 'create',
        child: { kind: 'poison', id: poison.id, parent: { kind: 'weapon', id: weapon.id } },
      })
    })

    it('records a change of type and the charms it rewrites', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', { type: 'SolarCharacter' })
      const url = `/api/v1/characters/${character.id}`
      await created(t, ana, `${url}/charms`, { charm: { charm_type: 'Ability' } })
      const answer = await call(t, ana, 'POST', `${url}/change_type`, { type: 'Character' })
      expect(answer.statusCode, answer.body).toBe(200)
      const changes = await history(t, ana, url)
      // The character's row is written first, then its charms.
      expect(changes.map((change) => [change.event, change.child?.kind ?? 'character'])).toEqual([
        ['destroy', 'charm'],
        ['update', 'character'],
        ['create', 'charm'],
        ['create', 'character'],
      ])
      expect(changes[1]!.changes.type).toEqual({ from: 'SolarCharacter', to: 'Character' })
    })

    it('records a combat move and a roll’s spend as changes by whoever made them', async () => {
      const world = await combatWorld(t)
      const url = `/api/v1/characters/${world.hero.id}`
      await combatDone(t, world.st, world, 'combat/join_battle', {
        combatant: world.hero,
        successes: 4,
      })
      const roll = await call(
        t,
        world.player,
        'POST',
        `/api/v1/chronicles/${world.chronicle.id}/rolls`,
        {
          roll: {
            dice: 2,
            character_type: 'character',
            character_id: world.hero.id,
            spend: { willpower: 1 },
          },
        },
      )
      expect(roll.statusCode, roll.body).toBe(201)
      const [spend, joined] = await history(t, world.player, url)
      expect(joined).toMatchObject({
        player: { id: world.st.id },
        changes: { initiative: { from: 0, to: 7 }, in_combat: { from: false, to: true } },
      })
      expect(spend).toMatchObject({
        player: { id: world.player.id },
        changes: { willpower_temporary: {} },
      })
    })

    it('tells apart the players whose changes were written together', async () => {
      const st = await t.createPlayer()
      const owner = await t.createPlayer()
      const character = await created(t, owner, '/api/v1/characters')
      await chronicleWith(t, st, [owner], [{ table: 'characters', id: character.id as number }])
      const url = `/api/v1/characters/${character.id}`
      await Promise.all([
        patched(t, owner, url, { character: { name: 'By the owner' } }),
        patched(t, st, url, { character: { essence: 2 } }),
      ])
      const byField = Object.fromEntries(
        (await history(t, owner, url))
          .filter((change) => change.event === 'update')
          .map((change) => [Object.keys(change.changes)[0], change.player?.id]),
      )
      expect(byField).toEqual({ name: owner.id, essence: st.id })
    })

    it('records one player’s changes written together as one, from the first value to the last', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters')
      const url = `/api/v1/characters/${character.id}`
      const count = 20
      await Promise.all(
        Array.from({ length: count }, (_, index) =>
          patched(t, ana, url, { character: { xp_total: index + 1 } }),
        ),
      )
      const stored = (await call(t, ana, 'GET', url)).json()
      const response = await call(t, ana, 'GET', `${url}/history?limit=50`)
      const updates = (response.json() as ChangeJson[])
        .filter((change) => change.event === 'update')
        .reverse()
      // Fewer entries than PATCHes (those that waited were written together), and no step lost:
      // each entry starts where the one before it ended.
      expect(updates.length).toBeLessThan(count)
      let value = character.xp_total
      for (const update of updates) {
        expect(update.player?.id).toBe(ana.id)
        expect(update.changes.xp_total?.from).toBe(value)
        value = update.changes.xp_total?.to
      }
      expect(value).toBe(stored.xp_total)
    })

    it('records nothing for a PATCH that changes nothing, and forgets a deleted item', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters', { character: { essence: 2 } })
      const url = `/api/v1/characters/${character.id}`
      await patched(t, ana, url, { character: { essence: 2 } })
      expect(await history(t, ana, url)).toHaveLength(1)
      expect((await call(t, ana, 'DELETE', url)).statusCode).toBe(204)
      const left = await t.db
        .selectFrom('item_history')
        .select('id')
        .where('item_type', '=', 'character')
        .where('item_id', '=', character.id as number)
        .execute()
      expect(left).toEqual([])
    })

    it('forgets the history of a deleted account’s items', async () => {
      const ana = await t.createPlayer()
      const qc = await created(t, ana, '/api/v1/qcs')
      await patched(t, ana, `/api/v1/qcs/${qc.id}`, { qc: { essence: 2 } })
      expect((await call(t, ana, 'DELETE', '/api/v1/players')).statusCode).toBe(200)
      const left = await t.db
        .selectFrom('item_history')
        .select('id')
        .where('item_type', '=', 'qc')
        .where('item_id', '=', qc.id as number)
        .execute()
      expect(left).toEqual([])
    })
  })

  describe('who may read it', () => {
    async function sharedCharacter(fields: Record<string, unknown> = {}) {
      const st = await t.createPlayer()
      const owner = await t.createPlayer()
      const member = await t.createPlayer()
      const stranger = await t.createPlayer()
      const character = await created(t, owner, '/api/v1/characters', { character: fields })
      await chronicleWith(
        t,
        st,
        [owner, member],
        [{ table: 'characters', id: character.id as number }],
      )
      return { st, owner, member, stranger, url: `/api/v1/characters/${character.id}` }
    }

    it('shows a member no secret intimacy, and its editors all of them', async () => {
      const { st, owner, member, url } = await sharedCharacter()
      const known = { subject: 'known rival', rating: 1, hidden: false }
      const secret = { subject: 'secret love', rating: 3, hidden: true }
      const { ties } = await patched(t, owner, url, { character: { ties: [known] } })
      await patched(t, owner, url, { character: { ties: [...ties, secret] } })
      await patched(t, owner, url, { character: { principles: [secret] } })

      const seen = await call(t, member, 'GET', `${url}/history`)
      expect(seen.statusCode).toBe(200)
      expect(seen.body).not.toContain('secret love')
      expect(seen.body).toContain('known rival')
      // A change to secrets alone shows no field at all.
      expect(seen.json()[0].changes).toEqual({})
      expect(seen.json()[1].changes).toEqual({})
      for (const editor of [owner, st]) {
        expect((await call(t, editor, 'GET', `${url}/history`)).body).toContain('secret love')
      }
    })

    it('answers a hidden item’s history to its editors only, and 404 to everyone else', async () => {
      const { st, owner, member, stranger, url } = await sharedCharacter({ hidden: true })
      await patched(t, owner, url, { character: { essence: 2 } })
      for (const editor of [owner, st]) {
        expect((await call(t, editor, 'GET', `${url}/history`)).statusCode).toBe(200)
      }
      for (const outsider of [member, stranger]) {
        const answer = await call(t, outsider, 'GET', `${url}/history`)
        expect(answer.statusCode).toBe(404)
        expect(answer.body).not.toContain('essence')
      }
      expect((await call(t, null, 'GET', `${url}/history`)).statusCode).toBe(401)
    })

    it('answers a public item’s history to any signed-in player, and 401 to a visitor', async () => {
      const ana = await t.createPlayer()
      const bea = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters')
      const url = `/api/v1/characters/${character.id}`
      await patched(t, ana, url, { character: { public: true } })
      expect((await call(t, bea, 'GET', `${url}/history`)).statusCode).toBe(200)
      const visitor = await call(t, null, 'GET', `${url}/history`)
      expect(visitor.statusCode).toBe(401)
      expect(visitor.body).not.toContain('public')
      expect((await call(t, null, 'GET', url)).statusCode).toBe(200)
    })

    it('answers a private item’s history to a stranger as an unknown id', async () => {
      const ana = await t.createPlayer()
      const bea = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters')
      const theirs = await call(t, bea, 'GET', `/api/v1/characters/${character.id}/history`)
      const unknown = await call(t, bea, 'GET', '/api/v1/characters/999999/history')
      expect(theirs.statusCode).toBe(404)
      expect(unknown.statusCode).toBe(404)
    })

    it.each([
      'abc',
      '0',
      '-1',
      '1.5',
      '99999999999999999999',
    ])('answers 404 to the bad id %s', async (id) => {
      const ana = await t.createPlayer()
      const answer = await call(t, ana, 'GET', `/api/v1/qcs/${id}/history`)
      expect(answer.statusCode).toBe(404)
      expect(answer.json()).toHaveProperty('error')
    })
  })

  describe('paging', () => {
    it('pages the history newest first, with the headers of every list', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters')
      const url = `/api/v1/characters/${character.id}`
      for (let essence = 2; essence <= 13; essence += 1) {
        await patched(t, ana, url, { character: { willpower_temporary: essence } })
      }
      const first = await call(t, ana, 'GET', `${url}/history?limit=5`)
      expect(first.headers['total-count']).toBe('13')
      expect(first.headers['total-pages']).toBe('3')
      expect(first.headers.link).toContain('rel="next"')
      const values = first
        .json()
        .map((change: ChangeJson) => change.changes.willpower_temporary?.to)
      expect(values).toEqual([13, 12, 11, 10, 9])
      const last = await call(t, ana, 'GET', `${url}/history?limit=5&page=3`)
      expect(last.json().map((change: ChangeJson) => change.event)).toEqual([
        'update',
        'update',
        'create',
      ])
    })
  })

  describe('restoring', () => {
    it('restores one field through an ordinary PATCH, itself recorded', async () => {
      const st = await t.createPlayer()
      const owner = await t.createPlayer()
      const character = await created(t, owner, '/api/v1/characters')
      await chronicleWith(t, st, [owner], [{ table: 'characters', id: character.id as number }])
      const url = `/api/v1/characters/${character.id}`
      await patched(t, owner, url, { character: { attr_strength: 5 } })
      const [change] = await history(t, st, url)
      const restored = await patched(t, st, url, {
        character: { attr_strength: change!.changes.attr_strength!.from },
      })
      expect(restored.attr_strength).toBe(1)
      const [restore] = await history(t, owner, url)
      expect(restore).toMatchObject({
        player: { id: st.id },
        changes: { attr_strength: { from: 5, to: 1 } },
      })
    })

    it('answers the PATCH that brings the whole item back to how it stood after a change', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters')
      const url = `/api/v1/characters/${character.id}`
      await patched(t, ana, url, { character: { name: 'First', essence: 2 } })
      const [point] = await history(t, ana, url)
      await patched(t, ana, url, { character: { name: 'Second', attr_wits: 4 } })
      await patched(t, ana, url, { character: { essence: 5, attr_wits: 2 } })
      const merit = await created(t, ana, `${url}/merits`)

      const answer = await call(t, ana, 'GET', `${url}/history/${point!.id}/restore`)
      expect(answer.statusCode, answer.body).toBe(200)
      const { patch, version } = answer.json()
      expect(patch).toEqual({ name: 'First', essence: 2, attr_wits: 1 })
      const sent = await call(
        t,
        ana,
        'PATCH',
        url,
        { character: patch },
        {
          'loom-base-version': String(version),
        },
      )
      expect(sent.statusCode, sent.body).toBe(200)
      expect(sent.json()).toMatchObject({ name: 'First', essence: 2, attr_wits: 1 })
      // Children are not taken back by the item's restore.
      expect((await call(t, ana, 'GET', url)).json().merits).toHaveLength(1)
      expect(merit.id).toBeTypeOf('number')
      const [restore] = await history(t, ana, url)
      expect(Object.keys(restore!.changes).sort()).toEqual(['attr_wits', 'essence', 'name'])
    })

    it('refuses a restore to a viewer who may not edit, and names unknown changes', async () => {
      const st = await t.createPlayer()
      const owner = await t.createPlayer()
      const member = await t.createPlayer()
      const character = await created(t, owner, '/api/v1/characters')
      const other = await created(t, owner, '/api/v1/characters')
      await chronicleWith(
        t,
        st,
        [owner, member],
        [{ table: 'characters', id: character.id as number }],
      )
      const url = `/api/v1/characters/${character.id}`
      await patched(t, owner, url, { character: { essence: 3 } })
      const [change] = await history(t, owner, url)
      expect(
        (await call(t, member, 'GET', `${url}/history/${change!.id}/restore`)).statusCode,
      ).toBe(403)
      const [otherCreate] = await history(t, owner, `/api/v1/characters/${other.id}`)
      for (const id of [String(otherCreate!.id), '999999', 'x']) {
        const answer = await call(t, owner, 'GET', `${url}/history/${id}/restore`)
        expect(answer.statusCode).toBe(404)
      }
    })
  })
})

forEachEngine((engine) => {
  const KEPT = 5
  // A busy machine may take a while to run a dozen prunings one after another.
  const PRUNED_WITHIN = { timeout: 15_000, interval: 50 }
  const t = useTestApp(engine, { config: { itemHistory: { recording: true, keptPerItem: KEPT } } })

  it('keeps only the latest changes of each item, pruned after the writes', async () => {
    const ana = await t.createPlayer()
    const character = await created(t, ana, '/api/v1/characters')
    const other = await created(t, ana, '/api/v1/characters')
    const url = `/api/v1/characters/${character.id}`
    for (let value = 2; value <= 12; value += 1) {
      await patched(t, ana, url, { character: { willpower_temporary: value } })
    }
    // Pruned after the answers, in the background.
    const kept = await vi.waitFor(async () => {
      const answer = await call(t, ana, 'GET', `${url}/history?limit=10`)
      // The count and the page are read side by side: wait until both see the last pruning.
      expect(answer.headers['total-count']).toBe(String(KEPT))
      expect(answer.json()).toHaveLength(KEPT)
      return answer
    }, PRUNED_WITHIN)
    const values = kept.json().map((change: ChangeJson) => change.changes.willpower_temporary?.to)
    expect(values).toEqual([12, 11, 10, 9, 8])
    // Another item's history is its own.
    expect(await history(t, ana, `/api/v1/characters/${other.id}`)).toHaveLength(1)
  })

  it('prunes changes written together in batches as well', async () => {
    const st = await t.createPlayer()
    const owner = await t.createPlayer()
    const character = await created(t, owner, '/api/v1/characters')
    await chronicleWith(t, st, [owner], [{ table: 'characters', id: character.id as number }])
    const url = `/api/v1/characters/${character.id}`
    // Two players' changes sent together, wave after wave: each is an entry of its own (one
    // player's changes written together would be one) however they batch.
    for (let wave = 0; wave < 10; wave += 1) {
      await Promise.all([
        patched(t, owner, url, { character: { name: `Name ${wave}` } }),
        patched(t, st, url, { character: { xp_total: wave + 1 } }),
      ])
    }
    await vi.waitFor(async () => {
      const answer = await call(t, owner, 'GET', `${url}/history?limit=10`)
      expect(answer.headers['total-count']).toBe(String(KEPT))
      expect(answer.json()).toHaveLength(KEPT)
    }, PRUNED_WITHIN)
  })
})

forEachEngine((engine) => {
  const t = useTestApp(engine, { config: { itemHistory: { recording: false } } })

  it('records nothing when recording is off', async () => {
    const ana = await t.createPlayer()
    const character = await created(t, ana, '/api/v1/characters')
    await patched(t, ana, `/api/v1/characters/${character.id}`, { character: { essence: 2 } })
    expect(await history(t, ana, `/api/v1/characters/${character.id}`)).toEqual([])
  })
})

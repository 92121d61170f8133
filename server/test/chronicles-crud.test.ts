import { describe, expect, it } from 'vitest'
import { placedIn } from './support/change-audience.ts'
import {
  addThroughApi,
  chronicleInPlay,
  chronicleThroughApi,
  itemThroughApi,
} from './support/chronicle-world.ts'
import { snapshot } from './support/database-snapshot.ts'
import { call } from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'

forEachEngineRecording((t, changes) => {
  describe('POST /api/v1/chronicles', () => {
    it('makes the caller the storyteller and shows them the invite code', async () => {
      const st = await t.createPlayer({ display_name: 'Sena' })
      const response = await call(t, st, 'POST', '/api/v1/chronicles', { name: '  Rain  ' })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({
        st_id: st.id,
        name: 'Rain',
        notes: '',
        version: 1,
        st: { id: st.id, display_name: 'Sena' },
        players: [],
        characters: [],
        qcs: [],
        battlegroups: [],
        combat_actors: [],
      })
      expect(body.invite_code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/)
      expect(response.body).not.toContain('@example.com')
    })

    it.each([
      ['an empty object', {}],
      ['no body at all', undefined],
    ])('names a chronicle created from %s "New Chronicle"', async (_case, payload) => {
      const st = await t.createPlayer()
      const response = await call(t, st, 'POST', '/api/v1/chronicles', payload)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ name: 'New Chronicle', notes: '' })
    })

    it('accepts the fields wrapped in "chronicle"', async () => {
      const st = await t.createPlayer()
      const response = await call(t, st, 'POST', '/api/v1/chronicles', {
        chronicle: { name: 'Wrapped', notes: 'Session zero' },
      })
      expect(response.json()).toMatchObject({ name: 'Wrapped', notes: 'Session zero' })
    })

    it.each([
      ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
      ['a blank name', { name: '   ' }, 'name'],
      ['a number for a name', { name: 5 }, 'name'],
      ['notes over 20,000 characters', { notes: 'x'.repeat(20_001) }, 'notes'],
      ['a storyteller of its own choosing', { st_id: 1 }, 'st_id'],
      ['an invite code of its own choosing', { invite_code: 'A'.repeat(24) }, 'invite_code'],
      ['an unknown field', { colour: 'green' }, 'colour'],
      ['a list instead of an object', [], 'body'],
    ])('refuses %s with 422 naming the field, and creates nothing', async (_case, payload, field) => {
      const st = await t.createPlayer()
      const before = await snapshot(t)
      const response = await call(t, st, 'POST', '/api/v1/chronicles', payload)
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json())).toContain(field)
      expect(await snapshot(t)).toEqual(before)
    })

    it('answers 401 to a visitor who is not signed in', async () => {
      const before = await snapshot(t)
      const response = await call(t, null, 'POST', '/api/v1/chronicles', { name: 'Sneaky' })
      expect(response.statusCode).toBe(401)
      expect(await snapshot(t)).toEqual(before)
    })
  })

  describe('GET /api/v1/chronicles/:id', () => {
    it('shows the storyteller, the players and the ids of what is in it', async () => {
      const st = await t.createPlayer({ display_name: 'Storyteller' })
      const ana = await t.createPlayer({ display_name: 'Ana' })
      const chronicle = await chronicleThroughApi(t, st, [ana])
      const character = await itemThroughApi(t, ana, 'characters')
      const qc = await itemThroughApi(t, st, 'qcs')
      await addThroughApi(t, ana, chronicle.id, character)
      await addThroughApi(t, st, chronicle.id, qc)
      const response = await call(t, ana, 'GET', `/api/v1/chronicles/${chronicle.id}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        id: chronicle.id,
        st: { id: st.id, display_name: 'Storyteller' },
        players: [{ id: ana.id, display_name: 'Ana' }],
        characters: [character.id],
        qcs: [qc.id],
        battlegroups: [],
      })
    })

    it('shows the invite code to the storyteller and never to a member', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana])
      const asSt = await call(t, st, 'GET', `/api/v1/chronicles/${chronicle.id}`)
      const asMember = await call(t, ana, 'GET', `/api/v1/chronicles/${chronicle.id}`)
      expect(asSt.json().invite_code).toBe(chronicle.invite_code)
      expect(asMember.json()).not.toHaveProperty('invite_code')
      expect(asMember.body).not.toContain(chronicle.invite_code)
    })

    it('lists a hidden item only to its owner and the storyteller', async () => {
      const st = await t.createPlayer()
      const owner = await t.createPlayer()
      const other = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [owner, other])
      const hidden = await itemThroughApi(t, owner, 'characters', { hidden: true })
      const shown = await itemThroughApi(t, owner, 'battlegroups')
      await addThroughApi(t, owner, chronicle.id, hidden)
      await addThroughApi(t, owner, chronicle.id, shown)
      const seen = async (as: { id: number }) =>
        (await call(t, as, 'GET', `/api/v1/chronicles/${chronicle.id}`)).json()
      expect((await seen(st)).characters).toEqual([hidden.id])
      expect((await seen(owner)).characters).toEqual([hidden.id])
      expect((await seen(other)).characters).toEqual([])
      expect((await seen(other)).battlegroups).toEqual([shown.id])
    })

    it('answers 304 while the chronicle is unchanged, and 200 once someone joined', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const url = `/api/v1/chronicles/${chronicle.id}`
      const etag = String((await call(t, st, 'GET', url)).headers.etag)
      const unchanged = await call(t, st, 'GET', url, undefined, { 'if-none-match': etag })
      expect(unchanged.statusCode).toBe(304)
      await call(t, ana, 'POST', '/api/v1/chronicles/join', { invite_code: chronicle.invite_code })
      const changed = await call(t, st, 'GET', url, undefined, { 'if-none-match': etag })
      expect(changed.statusCode).toBe(200)
      expect(changed.json().players).toMatchObject([{ id: ana.id }])
    })

    it.each(['999999', '0', 'abc'])('answers 404 for the chronicle id %s', async (id) => {
      const player = await t.createPlayer()
      const response = await call(t, player, 'GET', `/api/v1/chronicles/${id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: `There is no chronicle ${id} that you can see` })
    })
  })

  describe('PATCH /api/v1/chronicles/:id', () => {
    it('lets the storyteller rename it and edit its notes, and publishes the change', async () => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      changes.clear()
      const response = await call(t, st, 'PATCH', `/api/v1/chronicles/${chronicle.id}`, {
        chronicle: { name: 'Renamed', notes: 'The Realm totters.' },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        name: 'Renamed',
        notes: 'The Realm totters.',
        version: 2,
      })
      expect(changes.published).toEqual([
        {
          kind: 'chronicle_updated',
          chronicle: expect.objectContaining({ id: chronicle.id, name: 'Renamed', version: 2 }),
          changes: { name: 'Renamed', notes: 'The Realm totters.' },
        },
      ])
      expect(JSON.stringify(changes.published)).not.toContain(chronicle.invite_code)
    })

    it('writes and publishes nothing for a PATCH that changes nothing', async () => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [], 'Same')
      const before = await snapshot(t)
      changes.clear()
      for (const body of [{}, { chronicle: { name: 'Same', notes: '' } }]) {
        const response = await call(t, st, 'PATCH', `/api/v1/chronicles/${chronicle.id}`, body)
        expect(response.statusCode).toBe(200)
        expect(response.json()).toMatchObject({ name: 'Same', version: 1 })
      }
      expect(await snapshot(t)).toEqual(before)
      expect(changes.published).toEqual([])
    })

    it.each([
      ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
      ['a blank name', { name: '' }, 'name'],
      ['notes that are not text', { notes: ['a'] }, 'notes'],
      ['a new storyteller', { st_id: 99 }, 'st_id'],
      ['an invite code', { invite_code: 'B'.repeat(24) }, 'invite_code'],
      ['its id', { id: 5 }, 'id'],
      ['its version', { version: 9 }, 'version'],
    ])('refuses %s with 422 and changes nothing', async (_case, fields, field) => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const before = await snapshot(t)
      changes.clear()
      const response = await call(t, st, 'PATCH', `/api/v1/chronicles/${chronicle.id}`, {
        chronicle: fields,
      })
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json())).toContain(field)
      expect(await snapshot(t)).toEqual(before)
      expect(changes.published).toEqual([])
    })
  })

  describe('DELETE /api/v1/chronicles/:id', () => {
    it('leaves every item with its owner, out of any chronicle, and tells its players', async () => {
      const { st, ana, chronicle, character, qc } = await chronicleInPlay(t)
      changes.clear()

      const response = await call(t, st, 'DELETE', `/api/v1/chronicles/${chronicle.id}`)
      expect(response.statusCode).toBe(204)
      const stored = async (table: 'characters' | 'qcs', id: number) =>
        (await t.db
          .selectFrom(table as 'chronicles')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow()) as unknown as { player_id: number; chronicle_id: null }
      expect(await stored('characters', character.id)).toMatchObject({
        player_id: ana.id,
        chronicle_id: null,
      })
      expect(await stored('qcs', qc.id)).toMatchObject({ player_id: st.id, chronicle_id: null })
      expect(
        await t.db
          .selectFrom('combat_actors')
          .selectAll()
          .where('chronicle_id', '=', chronicle.id)
          .execute(),
      ).toEqual([])
      expect(
        await t.db
          .selectFrom('chronicle_players')
          .selectAll()
          .where('chronicle_id', '=', chronicle.id)
          .execute(),
      ).toEqual([])
      expect(changes.published).toEqual([
        {
          kind: 'chronicle_deleted',
          chronicle: expect.objectContaining({ id: chronicle.id, st_id: st.id }),
          member_ids: [ana.id],
        },
        ...[
          ['character', character.id],
          ['qc', qc.id],
        ].map(([type, id]) =>
          expect.objectContaining({
            kind: 'item',
            event: 'update',
            type,
            id,
            audience: placedIn(null, { chronicle_id: chronicle.id, hidden: false }),
            changes: expect.objectContaining({ chronicle_id: null }),
          }),
        ),
      ])
      const again = await call(t, st, 'GET', `/api/v1/chronicles/${chronicle.id}`)
      expect(again.statusCode).toBe(404)
    })
  })
})

import { describe, expect, it } from 'vitest'
import { placedIn } from './support/change-audience.ts'
import {
  addThroughApi,
  chronicleInPlay,
  chronicleThroughApi,
  itemThroughApi,
} from './support/chronicle-world.ts'
import { call } from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'

forEachEngineRecording((t, changes) => {
  describe('GET /api/v1/players', () => {
    it('lists the chronicles the player runs and the ones they joined, with their players', async () => {
      const ana = await t.createPlayer()
      const bo = await t.createPlayer()
      const cy = await t.createPlayer()
      const run = await chronicleThroughApi(t, ana, [bo, cy], 'Shards')
      const joined = await chronicleThroughApi(t, bo, [ana], 'Rain')
      const response = await call(t, ana, 'GET', '/api/v1/players')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        own_chronicles: [
          { id: run.id, st_id: ana.id, name: 'Shards', players: [bo.id, cy.id], player_count: 2 },
        ],
        chronicles: [
          { id: joined.id, st_id: bo.id, name: 'Rain', players: [ana.id], player_count: 1 },
        ],
      })
      expect(response.body).not.toContain(run.invite_code)
    })

    it("lists the player's own characters, qcs and battlegroups in their order, and nobody else's", async () => {
      const ana = await t.createPlayer()
      const bo = await t.createPlayer()
      const first = await itemThroughApi(t, ana, 'characters', { name: 'Zan' })
      const second = await itemThroughApi(t, ana, 'characters', { name: 'Ysolde' })
      const qc = await itemThroughApi(t, ana, 'qcs', { name: 'Ape' })
      await itemThroughApi(t, bo, 'characters', { name: 'Not mine' })
      const moved = await call(t, ana, 'PATCH', `/api/v1/characters/${second.id}`, {
        character: { sorting_position: 0 },
      })
      expect(moved.statusCode).toBe(200)

      const body = (await call(t, ana, 'GET', '/api/v1/players')).json()
      expect(body.characters.map((item: { name: string }) => item.name)).toEqual(['Ysolde', 'Zan'])
      expect(body.characters[1]).toMatchObject({
        id: first.id,
        name: 'Zan',
        type: 'Character',
        player_id: ana.id,
        chronicle_id: null,
        hidden: false,
      })
      expect(body.qcs).toMatchObject([{ id: qc.id, name: 'Ape' }])
      expect(body.battlegroups).toEqual([])
      expect(body.characters[0]).not.toHaveProperty('merits')
    })

    it("each summary holds the menu's fields exactly as the item itself answers them", async () => {
      const ana = await t.createPlayer()
      const character = await itemThroughApi(t, ana, 'characters', { name: 'Zan' })
      const qc = await itemThroughApi(t, ana, 'qcs', { name: 'Ape' })
      const battlegroup = await itemThroughApi(t, ana, 'battlegroups', { name: 'Wolves' })
      const menuFields = [
        ...['id', 'name', 'type', 'player_id', 'chronicle_id', 'hidden', 'public', 'pinned'],
        ...['sorting', 'chronicle_sorting', 'version', 'created_at', 'updated_at'],
      ]
      const summaryOf = (item: Record<string, unknown>) =>
        Object.fromEntries(menuFields.filter((f) => f in item).map((f) => [f, item[f]]))

      const body = (await call(t, ana, 'GET', '/api/v1/players')).json()
      expect(body.characters).toEqual([summaryOf(character)])
      expect(body.qcs).toEqual([summaryOf(qc)])
      expect(body.battlegroups).toEqual([summaryOf(battlegroup)])
    })
  })

  describe('DELETE /api/v1/players', () => {
    it("deletes the player's chronicles, leaving the other players' items with them", async () => {
      const { st, ana, chronicle, character: anas, qc } = await chronicleInPlay(t)
      expect((await call(t, st, 'POST', `/api/v1/qcs/${qc.id}/spells`, {})).statusCode).toBe(200)
      changes.clear()

      const response = await call(t, st, 'DELETE', '/api/v1/players')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ own_chronicles: [], chronicles: [] })
      const shown = await call(t, ana, 'GET', `/api/v1/characters/${anas.id}`)
      expect(shown.json()).toMatchObject({ player_id: ana.id, chronicle_id: null })
      expect((await call(t, ana, 'GET', '/api/v1/players')).json().chronicles).toEqual([])
      const debris = await t.db
        .selectFrom('spells' as 'chronicles')
        .selectAll()
        .execute()
      expect(debris).toEqual([])
      expect(await t.db.selectFrom('combat_actors').selectAll().execute()).toEqual([])
      expect(changes.published).toEqual([
        {
          kind: 'chronicle_deleted',
          chronicle: expect.objectContaining({ id: chronicle.id }),
          member_ids: [ana.id],
        },
        expect.objectContaining({
          kind: 'item',
          type: 'character',
          id: anas.id,
          audience: placedIn(null, { chronicle_id: chronicle.id, hidden: false }),
        }),
        { kind: 'player_deleted', player_id: st.id },
      ])
    })

    it("removes a deleted member's items from the chronicles they played in, and says so", async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana])
      const anas = await itemThroughApi(t, ana, 'battlegroups')
      await addThroughApi(t, ana, chronicle.id, anas)
      changes.clear()
      expect((await call(t, ana, 'DELETE', '/api/v1/players')).statusCode).toBe(200)
      const shown = await call(t, st, 'GET', `/api/v1/chronicles/${chronicle.id}`)
      expect(shown.json()).toMatchObject({ players: [], battlegroups: [] })
      expect(changes.published).toEqual([
        expect.objectContaining({
          kind: 'item',
          event: 'destroy',
          type: 'battlegroup',
          id: anas.id,
          audience: placedIn(chronicle.id),
        }),
        { kind: 'player_deleted', player_id: ana.id },
      ])
    })
  })
})

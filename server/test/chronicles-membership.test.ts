import { describe, expect, it } from 'vitest'
import { JOIN_RATE_LIMIT } from '../src/chronicles/membership-routes.ts'
import { placedIn } from './support/change-audience.ts'
import { addThroughApi, chronicleThroughApi, itemThroughApi } from './support/chronicle-world.ts'
import { snapshot } from './support/database-snapshot.ts'
import { call } from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'

forEachEngineRecording((t, changes) => {
  const join = (as: { id: number }, inviteCode: unknown) =>
    call(t, as, 'POST', '/api/v1/chronicles/join', { invite_code: inviteCode })
  const memberIds = async (chronicleId: number) =>
    (
      await t.db
        .selectFrom('chronicle_players')
        .select('player_id')
        .where('chronicle_id', '=', chronicleId)
        .orderBy('id')
        .execute()
    ).map((row) => row.player_id)

  describe('POST /api/v1/chronicles/join', () => {
    it('makes a player with the invite code a member, without showing them the code', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer({ display_name: 'Ana' })
      const chronicle = await chronicleThroughApi(t, st)
      changes.clear()
      const response = await join(ana, chronicle.invite_code)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        id: chronicle.id,
        players: [{ id: ana.id, display_name: 'Ana' }],
      })
      expect(response.json()).not.toHaveProperty('invite_code')
      expect(await memberIds(chronicle.id)).toEqual([ana.id])
      expect(changes.published).toEqual([
        {
          kind: 'chronicle_membership',
          chronicle_id: chronicle.id,
          player_id: ana.id,
          event: 'joined',
          version: response.json().version,
        },
      ])
    })

    it('takes the code as a person types it: lower case, without dashes, with spaces', async () => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const typings = [
        chronicle.invite_code.toLowerCase(),
        chronicle.invite_code.replaceAll('-', ''),
        ` ${chronicle.invite_code.replaceAll('-', ' ')} `,
      ]
      for (const typed of typings) {
        const player = await t.createPlayer()
        expect((await join(player, typed)).statusCode).toBe(200)
        expect(await memberIds(chronicle.id)).toContain(player.id)
      }
    })

    it('answers 404 "No chronicle has that invite code" to a well-formed code nobody has', async () => {
      const player = await t.createPlayer()
      const before = await snapshot(t)
      const response = await join(player, 'Z'.repeat(24))
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'No chronicle has that invite code' })
      expect(await snapshot(t)).toEqual(before)
    })

    it.each([
      ['a code of the wrong length', 'abc'],
      ['a code with look-alike characters', '0'.repeat(24)],
      ['a number', 12345],
      ['nothing', undefined],
    ])('refuses %s with 422 on invite_code', async (_case, code) => {
      const player = await t.createPlayer()
      const before = await snapshot(t)
      const response = await join(player, code)
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json())).toEqual(['invite_code'])
      expect(await snapshot(t)).toEqual(before)
    })

    it('refuses an unknown field beside the invite code with 422', async () => {
      const st = await t.createPlayer()
      const player = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const response = await call(t, player, 'POST', '/api/v1/chronicles/join', {
        invite_code: chronicle.invite_code,
        player_id: st.id,
      })
      expect(response.statusCode).toBe(422)
      expect(await memberIds(chronicle.id)).toEqual([])
    })

    it('refuses the storyteller joining their own chronicle as a player', async () => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const before = await snapshot(t)
      const response = await join(st, chronicle.invite_code)
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({
        invite_code: [{ error: 'You run this chronicle, so you cannot join it as a player' }],
      })
      expect(await snapshot(t)).toEqual(before)
    })

    it('refuses a member joining a second time, and changes nothing', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana])
      const before = await snapshot(t)
      changes.clear()
      const response = await join(ana, chronicle.invite_code)
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({
        invite_code: [{ error: 'You are already in this chronicle' }],
      })
      expect(await snapshot(t)).toEqual(before)
      expect(changes.published).toEqual([])
    })

    it('lets a player join once when they send the code twice at the same time', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const answers = await Promise.all([
        join(ana, chronicle.invite_code),
        join(ana, chronicle.invite_code),
      ])
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422])
      expect(await memberIds(chronicle.id)).toEqual([ana.id])
    })

    it('answers 429 to a player who tries more than 30 codes a minute', async () => {
      const player = await t.createPlayer()
      const headers = await t.authorizedAs(player.id)
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/chronicles/join',
          headers,
          payload: { invite_code: 'Q'.repeat(24) },
        })
      for (let index = 0; index < JOIN_RATE_LIMIT.max; index += 1) {
        expect((await attempt()).statusCode).toBe(404)
      }
      const limited = await attempt()
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toHaveProperty('error')
    })

    it('answers 401 to a visitor who is not signed in', async () => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const response = await join(null as never, chronicle.invite_code)
      expect(response.statusCode).toBe(401)
      expect(await memberIds(chronicle.id)).toEqual([])
    })
  })

  describe('regenerating and disabling the invite code', () => {
    it('gives the storyteller a new code; the old one stops working and the new one works', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      changes.clear()
      const response = await call(
        t,
        st,
        'POST',
        `/api/v1/chronicles/${chronicle.id}/regen_invite_code`,
      )
      expect(response.statusCode).toBe(200)
      const fresh = response.json().invite_code as string
      expect(fresh).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/)
      expect(fresh).not.toBe(chronicle.invite_code)
      expect(changes.published).toEqual([
        {
          kind: 'chronicle_invite_code',
          chronicle_id: chronicle.id,
          st_id: st.id,
          invite_code: fresh,
          version: response.json().version,
        },
      ])
      expect((await join(ana, chronicle.invite_code)).statusCode).toBe(404)
      expect((await join(ana, fresh)).statusCode).toBe(200)
    })

    it('lets the storyteller disable joining, and regenerating enables it again', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      changes.clear()
      const disabled = await call(
        t,
        st,
        'POST',
        `/api/v1/chronicles/${chronicle.id}/disable_invite_code`,
      )
      expect(disabled.statusCode).toBe(200)
      expect(disabled.json().invite_code).toBeNull()
      expect(changes.published).toMatchObject([
        { kind: 'chronicle_invite_code', chronicle_id: chronicle.id, invite_code: null },
      ])
      const refused = await join(ana, chronicle.invite_code)
      expect(refused.statusCode).toBe(404)
      expect(refused.json()).toEqual({ error: 'No chronicle has that invite code' })
      const regenerated = await call(
        t,
        st,
        'POST',
        `/api/v1/chronicles/${chronicle.id}/regen_invite_code`,
      )
      expect((await join(ana, regenerated.json().invite_code)).statusCode).toBe(200)
    })
  })

  describe('POST /api/v1/chronicles/:id/remove_player/:playerId', () => {
    it("lets a member leave, taking their own items out and leaving everyone else's", async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const bo = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana, bo])
      const anas = await itemThroughApi(t, ana, 'characters', { hidden: true })
      const bos = await itemThroughApi(t, bo, 'characters')
      await addThroughApi(t, ana, chronicle.id, anas)
      await addThroughApi(t, bo, chronicle.id, bos)
      changes.clear()

      const response = await call(
        t,
        ana,
        'POST',
        `/api/v1/chronicles/${chronicle.id}/remove_player/${ana.id}`,
      )
      expect(response.statusCode).toBe(200)
      expect(response.json().players.map((player: { id: number }) => player.id)).toEqual([bo.id])
      expect(response.json()).not.toHaveProperty('characters')
      expect(await memberIds(chronicle.id)).toEqual([bo.id])
      const placed = await t.db
        .selectFrom('characters' as 'chronicles')
        .select(['id', 'chronicle_id' as 'id'])
        .orderBy('id')
        .execute()
      expect(placed).toContainEqual({ id: anas.id, chronicle_id: null })
      expect(placed).toContainEqual({ id: bos.id, chronicle_id: chronicle.id })
      expect(changes.published).toEqual([
        {
          kind: 'chronicle_membership',
          chronicle_id: chronicle.id,
          player_id: ana.id,
          event: 'removed',
          version: response.json().version,
        },
        expect.objectContaining({
          kind: 'item',
          event: 'update',
          type: 'character',
          id: anas.id,
          audience: placedIn(null, { chronicle_id: chronicle.id, hidden: true }),
        }),
      ])
      expect((await call(t, ana, 'GET', `/api/v1/chronicles/${chronicle.id}`)).statusCode).toBe(404)
    })

    it('lets the storyteller remove a member', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana])
      const response = await call(
        t,
        st,
        'POST',
        `/api/v1/chronicles/${chronicle.id}/remove_player/${ana.id}`,
      )
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ players: [], characters: [] })
      expect(await memberIds(chronicle.id)).toEqual([])
    })

    it('refuses a member removing another member with 403, and changes nothing', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const bo = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana, bo])
      const bos = await itemThroughApi(t, bo, 'characters')
      await addThroughApi(t, bo, chronicle.id, bos)
      const before = await snapshot(t)
      changes.clear()
      const response = await call(
        t,
        ana,
        'POST',
        `/api/v1/chronicles/${chronicle.id}/remove_player/${bo.id}`,
      )
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ error: 'Only the storyteller can remove another player' })
      expect(await snapshot(t)).toEqual(before)
      expect(changes.published).toEqual([])
    })

    it.each([
      ['the storyteller, who is not a member', 'st'],
      ['a player who never joined', 'outsider'],
      ['no player id at all', 'abc'],
    ])('answers 404 to removing %s', async (_case, who) => {
      const st = await t.createPlayer()
      const outsider = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const id = who === 'st' ? st.id : who === 'outsider' ? outsider.id : who
      const before = await snapshot(t)
      const response = await call(
        t,
        st,
        'POST',
        `/api/v1/chronicles/${chronicle.id}/remove_player/${id}`,
      )
      expect(response.statusCode).toBe(404)
      expect(await snapshot(t)).toEqual(before)
    })
  })
})

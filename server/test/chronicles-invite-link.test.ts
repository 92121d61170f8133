import { describe, expect, it } from 'vitest'
import { chronicleThroughApi } from './support/chronicle-world.ts'
import { call } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/**
 * What an invite link (/join/:code) opens, before joining: the chronicle it leads to and
 * whether the caller is in it already. Old, disabled and made-up codes lead nowhere.
 */
forEachEngine((engine) => {
  const t = useTestApp(engine)
  const invite = (as: { id: number } | null, code: string) =>
    call(t, as, 'GET', `/api/v1/chronicles/invites/${encodeURIComponent(code)}`)

  describe('GET /api/v1/chronicles/invites/:code', () => {
    it('names the chronicle to a player not yet in it, and changes nothing', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [], 'Blood of the Dragon')
      const answer = await invite(ana, chronicle.invite_code)
      expect(answer.statusCode).toBe(200)
      expect(answer.json()).toEqual({
        chronicle_id: chronicle.id,
        name: 'Blood of the Dragon',
        joined: false,
      })
      const members = await t.db
        .selectFrom('chronicle_players')
        .selectAll()
        .where('chronicle_id', '=', chronicle.id)
        .execute()
      expect(members).toEqual([])
    })

    it('tells a member and the storyteller that they are in it already, the code typed in any case', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana])
      for (const who of [ana, st]) {
        const answer = await invite(who, chronicle.invite_code.toLowerCase().replaceAll('-', ''))
        expect(answer.json()).toEqual({
          chronicle_id: chronicle.id,
          name: 'Rain of Jade',
          joined: true,
        })
      }
    })

    it('says a replaced or disabled code leads nowhere, like one never made', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      await call(t, st, 'POST', `/api/v1/chronicles/${chronicle.id}/regen_invite_code`)
      const replaced = await invite(ana, chronicle.invite_code)
      expect(replaced.statusCode).toBe(404)
      expect(replaced.json()).toEqual({ error: 'No chronicle has that invite code' })
      const fresh = (await call(t, st, 'GET', `/api/v1/chronicles/${chronicle.id}`)).json()
        .invite_code
      await call(t, st, 'POST', `/api/v1/chronicles/${chronicle.id}/disable_invite_code`)
      expect((await invite(ana, fresh)).statusCode).toBe(404)
      expect((await invite(ana, 'K7QM-3XHD-9TWB-RF2A')).statusCode).toBe(404)
    })

    it('refuses a malformed code (422) and a visitor who has not signed in (401)', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const malformed = await invite(ana, 'not a code')
      expect(malformed.statusCode).toBe(422)
      expect(malformed.json()).toHaveProperty('invite_code')
      expect((await invite(null, chronicle.invite_code)).statusCode).toBe(401)
    })
  })
})

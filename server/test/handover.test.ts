import type { Happening } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { addThroughApi, chronicleThroughApi, itemThroughApi } from './support/chronicle-world.ts'
import { snapshot } from './support/database-snapshot.ts'
import { type Caller, call } from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'

type Plural = 'characters' | 'qcs' | 'battlegroups'
const SINGULAR = { characters: 'character', qcs: 'qc', battlegroups: 'battlegroup' } as const

forEachEngineRecording((t, changes) => {
  /**
   * Sol runs the chronicle; Ana, Ben and Cal play in it; Out plays elsewhere. Ana's character
   * Zan is in it.
   */
  async function table() {
    const sol = await t.createPlayer({ display_name: 'Sol' })
    const ana = await t.createPlayer({ display_name: 'Ana' })
    const ben = await t.createPlayer({ display_name: 'Ben' })
    const cal = await t.createPlayer({ display_name: 'Cal' })
    const out = await t.createPlayer({ display_name: 'Out' })
    const chronicle = await chronicleThroughApi(t, sol, [ana, ben, cal])
    const zan = await itemThroughApi(t, ana, 'characters', { name: 'Zan' })
    await addThroughApi(t, ana, chronicle.id, zan)
    changes.clear()
    return { sol, ana, ben, cal, out, chronicle, zan }
  }

  const offer = (as: Caller | null, chronicleId: number, body: unknown) =>
    call(t, as, 'POST', `/api/v1/chronicles/${chronicleId}/handover_offers`, body)
  const answer = (as: Caller | null, offerId: number | string, what: string) =>
    call(t, as, 'POST', `/api/v1/handover_offers/${offerId}/${what}`)
  const offerOk = async (as: Caller, chronicleId: number, body: unknown) => {
    const response = await offer(as, chronicleId, body)
    if (response.statusCode !== 200) throw new Error(`offer answered ${response.body}`)
    return response.json() as { id: number; status: string; version: number }
  }
  const patchName = (as: Caller, plural: string, id: number, name: string) =>
    call(t, as, 'PATCH', `/api/v1/${plural}/${id}`, { name })
  const itemRow = async (plural: string, id: number) => {
    const row = (await t.db
      .selectFrom(plural as 'players')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as unknown as Record<string, number | null>
    return { player_id: row.player_id, chronicle_id: row.chronicle_id, version: row.version }
  }
  const offerStatus = async (id: number) =>
    (
      await t.db
        .selectFrom('handover_offers')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst()
    )?.status

  describe('handing over an item', () => {
    it.each([
      'characters',
      'qcs',
      'battlegroups',
    ] as const)('the %s changes hands only when the receiver accepts, and stays in the chronicle', async (plural: Plural) => {
      const { ana, ben, chronicle } = await table()
      const item = await itemThroughApi(t, ana, plural, { name: 'Gift' })
      await addThroughApi(t, ana, chronicle.id, item)
      const before = await itemRow(plural, item.id)
      const made = await offerOk(ana, chronicle.id, {
        thing_type: SINGULAR[plural],
        thing_id: item.id,
        to_player_id: ben.id,
      })
      expect(made).toMatchObject({
        chronicle_id: chronicle.id,
        chronicle_name: 'Rain of Jade',
        thing: { type: SINGULAR[plural], id: item.id, name: 'Gift' },
        from: { id: ana.id, display_name: 'Ana' },
        to: { id: ben.id, display_name: 'Ben' },
        status: 'open',
      })
      expect(await itemRow(plural, item.id)).toEqual(before)

      const accepted = await answer(ben, made.id, 'accept')
      expect(accepted.statusCode).toBe(200)
      expect(accepted.json()).toMatchObject({ id: made.id, status: 'accepted' })
      expect(await itemRow(plural, item.id)).toEqual({
        player_id: ben.id,
        chronicle_id: chronicle.id,
        version: before.version! + 1,
      })
      expect((await patchName(ben, plural, item.id, 'Mine now')).statusCode).toBe(200)
      expect((await patchName(ana, plural, item.id, 'Still mine?')).statusCode).toBe(403)
    })

    it('goes last in the new owner’s own list, and they see it among their items', async () => {
      const { ana, ben, chronicle, zan } = await table()
      await itemThroughApi(t, ben, 'characters', { name: 'Ben’s own' })
      const made = await offerOk(ana, chronicle.id, {
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: ben.id,
      })
      await answer(ben, made.id, 'accept')
      const list = await call(t, ben, 'GET', '/api/v1/players')
      const characters = list.json().characters as { id: number }[]
      expect(characters.map((character) => character.id).at(-1)).toBe(zan.id)
      const anas = (await call(t, ana, 'GET', '/api/v1/players')).json().characters as {
        id: number
      }[]
      expect(anas.map((character) => character.id)).not.toContain(zan.id)
    })

    it('may go to the storyteller, who then owns it', async () => {
      const { sol, ana, chronicle, zan } = await table()
      const made = await offerOk(ana, chronicle.id, {
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: sol.id,
      })
      expect((await answer(sol, made.id, 'accept')).statusCode).toBe(200)
      expect((await itemRow('characters', zan.id)).player_id).toBe(sol.id)
    })

    it('a hidden character handed over is seen by its new owner and no longer by the old', async () => {
      const { ana, ben, chronicle, zan } = await table()
      expect(
        (await call(t, ana, 'PATCH', `/api/v1/characters/${zan.id}`, { hidden: true })).statusCode,
      ).toBe(200)
      const made = await offerOk(ana, chronicle.id, {
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: ben.id,
      })
      expect((await call(t, ben, 'GET', `/api/v1/characters/${zan.id}`)).statusCode).toBe(404)
      await answer(ben, made.id, 'accept')
      expect((await call(t, ben, 'GET', `/api/v1/characters/${zan.id}`)).statusCode).toBe(200)
      expect((await call(t, ana, 'GET', `/api/v1/characters/${zan.id}`)).statusCode).toBe(404)
    })

    it('a declined offer changes nothing and stays closed', async () => {
      const { ana, ben, chronicle, zan } = await table()
      const made = await offerOk(ana, chronicle.id, {
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: ben.id,
      })
      const before = await itemRow('characters', zan.id)
      const declined = await answer(ben, made.id, 'decline')
      expect(declined.json()).toMatchObject({ status: 'declined', version: made.version + 1 })
      expect(await itemRow('characters', zan.id)).toEqual(before)
      const late = await answer(ben, made.id, 'accept')
      expect(late.statusCode).toBe(409)
      expect(late.json()).toEqual({ error: 'This offer is no longer open (declined)' })
      expect(await itemRow('characters', zan.id)).toEqual(before)
    })

    it('a withdrawn offer can no longer be accepted, and the item may be offered again', async () => {
      const { ana, ben, cal, chronicle, zan } = await table()
      const body = { thing_type: 'character', thing_id: zan.id, to_player_id: ben.id }
      const made = await offerOk(ana, chronicle.id, body)
      expect((await answer(ana, made.id, 'withdraw')).json()).toMatchObject({ status: 'withdrawn' })
      expect((await answer(ben, made.id, 'accept')).statusCode).toBe(409)
      expect((await itemRow('characters', zan.id)).player_id).toBe(ana.id)
      const again = await offerOk(ana, chronicle.id, { ...body, to_player_id: cal.id })
      expect(again.status).toBe('open')
    })

    it('one open offer per thing: a second one is refused until the first closes', async () => {
      const { ana, ben, cal, chronicle, zan } = await table()
      await offerOk(ana, chronicle.id, {
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: ben.id,
      })
      const second = await offer(ana, chronicle.id, {
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: cal.id,
      })
      expect(second.statusCode).toBe(409)
      expect(second.json()).toEqual({
        error: 'Zan is already offered to Ben; withdraw that offer first',
      })
    })
  })

  describe('at the same moment', () => {
    it('two offers of one thing: one is made, the other refused', async () => {
      const { ana, ben, cal, chronicle, zan } = await table()
      const body = (to: Caller) => ({
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: to.id,
      })
      const answers = await Promise.all([
        offer(ana, chronicle.id, body(ben)),
        offer(ana, chronicle.id, body(cal)),
      ])
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409])
      const open = await t.db
        .selectFrom('handover_offers')
        .select('id')
        .where('status', '=', 'open')
        .where('thing_id', '=', zan.id)
        .execute()
      expect(open).toHaveLength(1)
    })

    it('an acceptance and a withdrawal: exactly one of them closes the offer', async () => {
      const { ana, ben, chronicle, zan } = await table()
      const made = await offerOk(ana, chronicle.id, {
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: ben.id,
      })
      const [accepted, withdrawn] = await Promise.all([
        answer(ben, made.id, 'accept'),
        answer(ana, made.id, 'withdraw'),
      ])
      expect([accepted.statusCode, withdrawn.statusCode].sort()).toEqual([200, 409])
      const owner = (await itemRow('characters', zan.id)).player_id
      expect(owner).toBe(accepted.statusCode === 200 ? ben.id : ana.id)
      expect(await offerStatus(made.id)).toBe(
        accepted.statusCode === 200 ? 'accepted' : 'withdrawn',
      )
    })
  })

  describe('handing over the chronicle', () => {
    it('the receiver becomes its storyteller; the old one a player who keeps their items', async () => {
      const { sol, ana, ben, cal, chronicle, zan } = await table()
      const solsQc = await itemThroughApi(t, sol, 'qcs', { name: 'Bandit' })
      await addThroughApi(t, sol, chronicle.id, solsQc)
      const made = await offerOk(sol, chronicle.id, {
        thing_type: 'chronicle',
        to_player_id: ben.id,
      })
      expect(made).toMatchObject({
        thing: { type: 'chronicle', id: chronicle.id, name: 'Rain of Jade' },
      })
      expect(
        (await call(t, ben, 'PATCH', `/api/v1/chronicles/${chronicle.id}`, { name: 'Mine' }))
          .statusCode,
      ).toBe(403)

      expect((await answer(ben, made.id, 'accept')).statusCode).toBe(200)
      const seen = (await call(t, ben, 'GET', `/api/v1/chronicles/${chronicle.id}`)).json()
      expect(seen.st_id).toBe(ben.id)
      expect(seen.invite_code).toBe(chronicle.invite_code)
      // The old storyteller joins last, after the players who stayed.
      expect(seen.players.map((player: { id: number }) => player.id)).toEqual([
        ana.id,
        cal.id,
        sol.id,
      ])
      const solsView = (await call(t, sol, 'GET', `/api/v1/chronicles/${chronicle.id}`)).json()
      expect(solsView).not.toHaveProperty('invite_code')
      expect(solsView.qcs).toContain(solsQc.id)
      expect((await itemRow('qcs', solsQc.id)).player_id).toBe(sol.id)

      expect(
        (await call(t, ben, 'PATCH', `/api/v1/chronicles/${chronicle.id}`, { name: 'Mine' }))
          .statusCode,
      ).toBe(200)
      expect(
        (await call(t, sol, 'PATCH', `/api/v1/chronicles/${chronicle.id}`, { name: 'Back' }))
          .statusCode,
      ).toBe(403)
      // The storyteller edits every item of the chronicle: now Ben, no longer Sol.
      expect((await patchName(ben, 'characters', zan.id, 'Zan the Elder')).statusCode).toBe(200)
      expect((await patchName(sol, 'characters', zan.id, 'Zan the Younger')).statusCode).toBe(403)
      expect((await patchName(sol, 'qcs', solsQc.id, 'Still my bandit')).statusCode).toBe(200)
    })

    it('moves the version of every item in it, whose editors changed', async () => {
      const { sol, ben, chronicle, zan } = await table()
      const before = await itemRow('characters', zan.id)
      const made = await offerOk(sol, chronicle.id, {
        thing_type: 'chronicle',
        to_player_id: ben.id,
      })
      await answer(ben, made.id, 'accept')
      expect((await itemRow('characters', zan.id)).version).toBe(before.version! + 1)
    })
  })

  describe('refused offers change nothing', () => {
    it.each([
      {
        story: 'handing to someone outside the chronicle',
        as: 'ana',
        body: (w: World) => ({
          thing_type: 'character',
          thing_id: w.zan.id,
          to_player_id: w.out.id,
        }),
        status: 422,
        error: { to_player_id: [{ error: expect.stringMatching(/is not in this chronicle/) }] },
      },
      {
        story: 'handing to oneself',
        as: 'ana',
        body: (w: World) => ({
          thing_type: 'character',
          thing_id: w.zan.id,
          to_player_id: w.ana.id,
        }),
        status: 422,
        error: { to_player_id: [{ error: 'You cannot hand something over to yourself' }] },
      },
      {
        story: 'handing to an unknown player',
        as: 'ana',
        body: (w: World) => ({ thing_type: 'character', thing_id: w.zan.id, to_player_id: 999999 }),
        status: 422,
        error: { to_player_id: [{ error: 'Player 999999 is not in this chronicle' }] },
      },
      {
        story: 'a member offering another member’s character',
        as: 'ben',
        body: (w: World) => ({
          thing_type: 'character',
          thing_id: w.zan.id,
          to_player_id: w.cal.id,
        }),
        status: 403,
        error: { error: expect.stringMatching(/Only the owner of character \d+ can hand it over/) },
      },
      {
        story: 'the storyteller offering a member’s character, which they may edit but not give',
        as: 'sol',
        body: (w: World) => ({
          thing_type: 'character',
          thing_id: w.zan.id,
          to_player_id: w.ben.id,
        }),
        status: 403,
        error: { error: expect.stringMatching(/Only the owner/) },
      },
      {
        story: 'an item that is not in the chronicle',
        as: 'ana',
        body: (w: World) => ({
          thing_type: 'qc',
          thing_id: w.outsideQc.id,
          to_player_id: w.ben.id,
        }),
        status: 422,
        error: { thing_id: [{ error: expect.stringMatching(/is not in this chronicle/) }] },
      },
      {
        story: 'an item the caller cannot see',
        as: 'ben',
        body: (w: World) => ({
          thing_type: 'qc',
          thing_id: w.outsideQc.id,
          to_player_id: w.cal.id,
        }),
        status: 404,
        error: { error: expect.stringMatching(/There is no qc \d+ that you can see/) },
      },
      {
        story: 'an unknown item',
        as: 'ana',
        body: (w: World) => ({
          thing_type: 'battlegroup',
          thing_id: 987654,
          to_player_id: w.ben.id,
        }),
        status: 404,
        error: { error: 'There is no battlegroup 987654 that you can see' },
      },
      {
        story: 'a player offering the chronicle',
        as: 'ana',
        body: (w: World) => ({ thing_type: 'chronicle', to_player_id: w.ben.id }),
        status: 403,
        error: { error: 'Only the storyteller can hand the chronicle over' },
      },
      {
        story: 'the storyteller offering the chronicle to someone outside it',
        as: 'sol',
        body: (w: World) => ({ thing_type: 'chronicle', to_player_id: w.out.id }),
        status: 422,
        error: {
          to_player_id: [{ error: expect.stringMatching(/is not a player of this chronicle/) }],
        },
      },
      {
        story: 'the storyteller offering the chronicle to themself',
        as: 'sol',
        body: (w: World) => ({ thing_type: 'chronicle', to_player_id: w.sol.id }),
        status: 422,
        error: { to_player_id: [{ error: 'You cannot hand something over to yourself' }] },
      },
      {
        story: 'someone outside the chronicle offering in it',
        as: 'out',
        body: (w: World) => ({ thing_type: 'chronicle', to_player_id: w.ben.id }),
        status: 404,
        error: { error: expect.stringMatching(/There is no chronicle \d+ that you can see/) },
      },
      {
        story: 'a body without a receiver',
        as: 'ana',
        body: (w: World) => ({ thing_type: 'character', thing_id: w.zan.id }),
        status: 422,
        error: { to_player_id: [{ error: 'to_player_id must be a player id' }] },
      },
      {
        story: 'a thing that cannot be handed over',
        as: 'ana',
        body: (w: World) => ({ thing_type: 'spell', thing_id: w.zan.id, to_player_id: w.ben.id }),
        status: 422,
        error: {
          thing_type: [{ error: expect.stringMatching(/character, qc, battlegroup or chronicle/) }],
        },
      },
      {
        story: 'an id that is not a number',
        as: 'ana',
        body: (w: World) => ({ thing_type: 'character', thing_id: 'zan', to_player_id: w.ben.id }),
        status: 422,
        error: { thing_id: [{ error: 'thing_id must be an id' }] },
      },
      {
        story: 'a field the offer does not have',
        as: 'ana',
        body: (w: World) => ({
          thing_type: 'character',
          thing_id: w.zan.id,
          to_player_id: w.ben.id,
          status: 'accepted',
        }),
        status: 422,
        error: { status: [{ error: 'status cannot be changed' }] },
      },
      {
        story: 'a body that is not an object',
        as: 'ana',
        body: () => [1, 2],
        status: 422,
        error: expect.any(Object),
      },
    ])('$story', async ({ as, body, status, error }) => {
      const world = await worldWithOutsideQc()
      const before = await snapshot(t)
      const response = await offer(world[as as 'ana'], world.chronicle.id, body(world))
      expect(response.statusCode).toBe(status)
      expect(response.json()).toEqual(error)
      expect(await snapshot(t)).toEqual(before)
      expect(changes.published).toEqual([])
    })

    it('a visitor who is not signed in is asked to sign in', async () => {
      const { zan, ben, chronicle } = await table()
      const response = await offer(null, chronicle.id, {
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: ben.id,
      })
      expect(response.statusCode).toBe(401)
    })
  })

  describe('who may answer an offer', () => {
    it.each([
      {
        story: 'the offerer cannot accept their own offer',
        as: 'ana',
        what: 'accept',
        status: 403,
      },
      { story: 'the offerer cannot decline it', as: 'ana', what: 'decline', status: 403 },
      { story: 'the receiver cannot withdraw it', as: 'ben', what: 'withdraw', status: 403 },
      {
        story: 'the storyteller cannot accept it for the receiver',
        as: 'sol',
        what: 'accept',
        status: 403,
      },
      {
        story: 'the storyteller cannot withdraw it for the offerer',
        as: 'sol',
        what: 'withdraw',
        status: 403,
      },
      {
        story: 'another player of the chronicle does not see it',
        as: 'cal',
        what: 'accept',
        status: 404,
      },
      { story: 'a stranger does not see it', as: 'out', what: 'decline', status: 404 },
    ])('$story', async ({ as, what, status }) => {
      const world = await table()
      const made = await offerOk(world.ana, world.chronicle.id, {
        thing_type: 'character',
        thing_id: world.zan.id,
        to_player_id: world.ben.id,
      })
      changes.clear()
      const before = await snapshot(t)
      const response = await answer(world[as as 'ana'], made.id, what)
      expect(response.statusCode).toBe(status)
      expect(await snapshot(t)).toEqual(before)
      expect(changes.published).toEqual([])
    })

    it.each(['0', '999999', 'abc', '1.5'])('an offer id %s is not found', async (id) => {
      const { ben } = await table()
      const response = await answer(ben, id, 'accept')
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        error: `There is no handover offer ${id} that you can see`,
      })
    })

    it('an unknown answer is no route', async () => {
      const world = await table()
      const made = await offerOk(world.ana, world.chronicle.id, {
        thing_type: 'character',
        thing_id: world.zan.id,
        to_player_id: world.ben.id,
      })
      expect((await answer(world.ben, made.id, 'steal')).statusCode).toBe(404)
    })

    it('an accepted offer cannot be declined, withdrawn or accepted again', async () => {
      const world = await table()
      const made = await offerOk(world.ana, world.chronicle.id, {
        thing_type: 'character',
        thing_id: world.zan.id,
        to_player_id: world.ben.id,
      })
      await answer(world.ben, made.id, 'accept')
      for (const [as, what] of [
        [world.ben, 'decline'],
        [world.ana, 'withdraw'],
        [world.ben, 'accept'],
      ] as const) {
        const response = await answer(as, made.id, what)
        expect(response.statusCode).toBe(409)
      }
      expect((await itemRow('characters', world.zan.id)).player_id).toBe(world.ben.id)
    })
  })

  describe('the lists of open offers', () => {
    it('a player sees the offers they made and received; the storyteller every one in the chronicle', async () => {
      const w = await table()
      const bens = await itemThroughApi(t, w.ben, 'battlegroups', { name: 'Host' })
      await addThroughApi(t, w.ben, w.chronicle.id, bens)
      const first = await offerOk(w.ana, w.chronicle.id, {
        thing_type: 'character',
        thing_id: w.zan.id,
        to_player_id: w.ben.id,
      })
      const second = await offerOk(w.ben, w.chronicle.id, {
        thing_type: 'battlegroup',
        thing_id: bens.id,
        to_player_id: w.sol.id,
      })
      const ids = async (as: Caller, url: string) => {
        const response = await call(t, as, 'GET', url)
        expect(response.statusCode).toBe(200)
        return (response.json() as { id: number }[]).map((o) => o.id)
      }
      const inChronicle = `/api/v1/chronicles/${w.chronicle.id}/handover_offers`
      expect(await ids(w.ana, '/api/v1/handover_offers')).toEqual([first.id])
      expect(await ids(w.ben, '/api/v1/handover_offers')).toEqual([first.id, second.id])
      expect(await ids(w.sol, '/api/v1/handover_offers')).toEqual([second.id])
      expect(await ids(w.cal, '/api/v1/handover_offers')).toEqual([])
      expect(await ids(w.sol, inChronicle)).toEqual([first.id, second.id])
      expect(await ids(w.ana, inChronicle)).toEqual([first.id])
      expect(await ids(w.cal, inChronicle)).toEqual([])
      expect((await call(t, w.out, 'GET', inChronicle)).statusCode).toBe(404)
      expect((await call(t, null, 'GET', '/api/v1/handover_offers')).statusCode).toBe(401)

      await answer(w.ben, first.id, 'decline')
      expect(await ids(w.ben, '/api/v1/handover_offers')).toEqual([second.id])
      expect(await ids(w.sol, inChronicle)).toEqual([second.id])
    })
  })

  describe('what closes an open offer', () => {
    const offered = async () => {
      const w = await table()
      const made = await offerOk(w.ana, w.chronicle.id, {
        thing_type: 'character',
        thing_id: w.zan.id,
        to_player_id: w.ben.id,
      })
      changes.clear()
      return { ...w, made }
    }
    const published = () =>
      changes.published.flatMap((change) =>
        change.kind === 'handover_offer' ? [change.offer.status] : [],
      )

    it('the receiver leaving the chronicle', async () => {
      const w = await offered()
      await call(t, w.ben, 'POST', `/api/v1/chronicles/${w.chronicle.id}/remove_player/${w.ben.id}`)
      expect(await offerStatus(w.made.id)).toBe('cancelled')
      expect(published()).toEqual(['cancelled'])
      expect((await answer(w.ben, w.made.id, 'accept')).statusCode).toBe(409)
      expect((await itemRow('characters', w.zan.id)).player_id).toBe(w.ana.id)
    })

    it('the storyteller removing the offerer', async () => {
      const w = await offered()
      await call(t, w.sol, 'POST', `/api/v1/chronicles/${w.chronicle.id}/remove_player/${w.ana.id}`)
      expect(await offerStatus(w.made.id)).toBe('cancelled')
      expect(published()).toEqual(['cancelled'])
    })

    it('someone else leaving leaves it open', async () => {
      const w = await offered()
      await call(t, w.cal, 'POST', `/api/v1/chronicles/${w.chronicle.id}/remove_player/${w.cal.id}`)
      expect(await offerStatus(w.made.id)).toBe('open')
      expect(published()).toEqual([])
    })

    it('the item leaving the chronicle', async () => {
      const w = await offered()
      await call(
        t,
        w.ana,
        'POST',
        `/api/v1/chronicles/${w.chronicle.id}/remove_character/${w.zan.id}`,
      )
      expect(await offerStatus(w.made.id)).toBe('cancelled')
      expect(published()).toEqual(['cancelled'])
    })

    it('the item moving to another chronicle its owner plays in', async () => {
      const w = await offered()
      const other = await chronicleThroughApi(t, w.cal, [w.ana], 'Elsewhere')
      changes.clear()
      const moved = await call(
        t,
        w.ana,
        'POST',
        `/api/v1/chronicles/${other.id}/add_character/${w.zan.id}`,
      )
      expect(moved.statusCode).toBe(200)
      expect(await offerStatus(w.made.id)).toBe('cancelled')
      expect(published()).toEqual(['cancelled'])
    })

    it('the chronicle being deleted', async () => {
      const w = await offered()
      expect(
        (await call(t, w.sol, 'DELETE', `/api/v1/chronicles/${w.chronicle.id}`)).statusCode,
      ).toBe(204)
      expect(await offerStatus(w.made.id)).toBeUndefined()
      expect(published()).toEqual(['cancelled'])
      expect((await answer(w.ben, w.made.id, 'accept')).statusCode).toBe(404)
    })

    it('the offerer deleting their account', async () => {
      const w = await offered()
      expect((await call(t, w.ana, 'DELETE', '/api/v1/players')).statusCode).toBe(200)
      expect(await offerStatus(w.made.id)).toBeUndefined()
      expect(published()).toEqual(['cancelled'])
      expect((await call(t, w.ben, 'GET', '/api/v1/handover_offers')).json()).toEqual([])
    })
  })

  describe('what the chronicle’s happenings are told', () => {
    const heard: Happening[] = []
    const told = async () => {
      if (!listening.has(t.app)) {
        t.app.happenings.listen((happening) => {
          heard.push(happening)
        })
        listening.add(t.app)
      }
      await t.app.happenings.idle()
      const handovers = heard
        .filter((h) => h.kind === 'item_handed_over' || h.kind === 'chronicle_handed_over')
        .map(({ at: _at, ...rest }) => rest)
      heard.length = 0
      return handovers
    }
    const listening = new WeakSet<object>()

    it('an accepted item or chronicle is told once it committed; an offer or a refusal is not', async () => {
      await told()
      const { sol, ana, ben, chronicle, zan } = await table()
      const made = await offerOk(ana, chronicle.id, {
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: ben.id,
      })
      await answer(sol, made.id, 'accept')
      expect(await told()).toEqual([])
      await answer(ben, made.id, 'accept')
      expect(await told()).toEqual([
        {
          chronicle_id: chronicle.id,
          audience: 'chronicle',
          kind: 'item_handed_over',
          item: { type: 'character', id: zan.id, name: 'Zan' },
          from: { id: ana.id, name: 'Ana' },
          to: { id: ben.id, name: 'Ben' },
        },
      ])
      const handing = await offerOk(sol, chronicle.id, {
        thing_type: 'chronicle',
        to_player_id: ana.id,
      })
      await answer(ana, handing.id, 'accept')
      expect(await told()).toEqual([
        {
          chronicle_id: chronicle.id,
          audience: 'chronicle',
          kind: 'chronicle_handed_over',
          from: { id: sol.id, name: 'Sol' },
          to: { id: ana.id, name: 'Ana' },
        },
      ])
    })

    it('a hidden item changing hands is told to the storyteller and the two players alone', async () => {
      await told()
      const { ana, ben, chronicle, zan } = await table()
      await call(t, ana, 'PATCH', `/api/v1/characters/${zan.id}`, { hidden: true })
      const made = await offerOk(ana, chronicle.id, {
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: ben.id,
      })
      await answer(ben, made.id, 'accept')
      const [happening] = await told()
      expect(happening?.audience).toEqual({ storyteller_and: [ben.id, ana.id] })
    })
  })

  type World = Awaited<ReturnType<typeof worldWithOutsideQc>>
  async function worldWithOutsideQc() {
    const w = await table()
    const outsideQc = await itemThroughApi(t, w.ana, 'qcs', { name: 'Not here' })
    changes.clear()
    return { ...w, outsideQc }
  }
})

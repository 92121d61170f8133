import {
  eventEntity,
  type HandoverOfferEvent,
  type LiveEvent,
  liveEventSchema,
  liveMessageSchema,
} from '@loom/core'
import { afterEach, describe, expect, it } from 'vitest'
import type { CableClient } from './support/cable-client.ts'
import { addThroughApi, chronicleThroughApi, itemThroughApi } from './support/chronicle-world.ts'
import { type Caller, call } from './support/item-requests.ts'
import { useListeningTestApp } from './support/listening-app.ts'
import { settle } from './support/live-world.ts'
import { forEachEngine } from './support/test-engines.ts'

/**
 * What each person's socket receives while offers are made, answered and cancelled. On
 * PostgreSQL the events go through Redis when TEST_REDIS_URL is set, as between processes.
 */
forEachEngine((engine) => {
  const t = useListeningTestApp(engine)
  const open: CableClient[] = []
  afterEach(() => {
    for (const client of open.splice(0)) client.close()
  })

  interface Person extends Caller {
    client: CableClient
  }

  async function person(name: string): Promise<Person> {
    const player = await t.createPlayer({ display_name: name })
    const client = await t.subscribe(player.id)
    open.push(client)
    return { id: player.id, client }
  }

  /** Sol runs it; Ana (owning Zan, with a secret tie) and Ben and Cal play; Out is elsewhere. */
  async function table() {
    const [sol, ana, ben, cal, out] = [
      await person('Sol'),
      await person('Ana'),
      await person('Ben'),
      await person('Cal'),
      await person('Out'),
    ]
    const chronicle = await chronicleThroughApi(t, sol, [ana, ben, cal])
    const zan = await itemThroughApi(t, ana, 'characters', {
      name: 'Zan',
      ties: [
        { subject: 'Mother (love)', rating: 2, hidden: true },
        { subject: 'The Realm (duty)', rating: 1 },
      ],
    })
    await addThroughApi(t, ana, chronicle.id, zan)
    await settle()
    for (const someone of [sol, ana, ben, cal, out]) someone.client.frames.length = 0
    return { sol, ana, ben, cal, out, chronicle, zan }
  }

  const offer = async (as: Caller, chronicleId: number, body: unknown) => {
    const response = await call(
      t,
      as,
      'POST',
      `/api/v1/chronicles/${chronicleId}/handover_offers`,
      body,
    )
    expect(response.statusCode).toBe(200)
    return response.json() as { id: number }
  }
  const answer = async (as: Caller, id: number, what: string) => {
    const response = await call(t, as, 'POST', `/api/v1/handover_offers/${id}/${what}`)
    expect(response.statusCode).toBe(200)
  }

  const isMessage = (frame: Record<string, unknown>) => 'identifier' in frame && 'message' in frame
  const offerEvent = async (who: Person): Promise<HandoverOfferEvent> => {
    const frame = await who.client.next(
      (f) => isMessage(f) && (f.message as { event: string }).event === 'handover_offer',
    )
    return liveMessageSchema.parse(frame.message) as HandoverOfferEvent
  }
  const entityEvent = async (who: Person, type: string, id: number): Promise<LiveEvent> => {
    const frame = await who.client.next((f) => {
      const message = f.message as { type?: string; id?: number } | undefined
      return isMessage(f) && message?.type === type && message.id === id
    })
    return liveEventSchema.parse(frame.message)
  }
  const nothingMore = async (...people: Person[]) => {
    await settle()
    for (const someone of people) expect(someone.client.frames.filter(isMessage)).toEqual([])
  }

  describe('an item handed over', () => {
    it('the offer reaches the offerer, the receiver and the storyteller, nobody else', async () => {
      const { sol, ana, ben, cal, out, chronicle, zan } = await table()
      const made = await offer(ana, chronicle.id, {
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: ben.id,
      })
      for (const someone of [ana, ben, sol]) {
        expect(await offerEvent(someone)).toMatchObject({
          event: 'handover_offer',
          chronicle_id: chronicle.id,
          offer: {
            id: made.id,
            status: 'open',
            thing: { type: 'character', id: zan.id, name: 'Zan' },
          },
        })
      }
      await nothingMore(sol, ana, ben, cal, out)
    })

    it('on acceptance the new owner gets it whole in their list, the others an update, and all three the accepted offer', async () => {
      const { sol, ana, ben, cal, out, chronicle, zan } = await table()
      const made = await offer(ana, chronicle.id, {
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: ben.id,
      })
      for (const someone of [ana, ben, sol]) await offerEvent(someone)
      await answer(ben, made.id, 'accept')

      const toBen = await entityEvent(ben, 'character', zan.id)
      expect(toBen).toMatchObject({
        event: 'create',
        parent_type: 'players',
        parent_id: ben.id,
        assoc: 'characters',
      })
      const whole = eventEntity(toBen)!
      expect(whole.player_id).toBe(ben.id)
      expect((whole.ties as { hidden?: boolean }[]).some((tie) => tie.hidden)).toBe(true)

      const toAna = await entityEvent(ana, 'character', zan.id)
      expect(toAna).toMatchObject({
        event: 'update',
        parent_type: 'chronicles',
        parent_id: chronicle.id,
      })
      expect(toAna.changes).toMatchObject({ player_id: ben.id })
      // Ana may no longer edit Zan: the secret tie leaves her screen.
      expect(toAna.changes!.ties).toEqual([
        expect.objectContaining({ subject: 'The Realm (duty)' }),
      ])

      for (const someone of [sol, cal]) {
        const event = await entityEvent(someone, 'character', zan.id)
        expect(event).toMatchObject({ event: 'update', changes: { player_id: ben.id } })
      }
      for (const someone of [ana, ben, sol]) {
        expect((await offerEvent(someone)).offer).toMatchObject({ id: made.id, status: 'accepted' })
      }
      await nothingMore(sol, ana, ben, cal, out)
    })

    it('a declined offer tells the three of them and changes nothing else', async () => {
      const { sol, ana, ben, cal, out, chronicle, zan } = await table()
      const made = await offer(ana, chronicle.id, {
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: ben.id,
      })
      for (const someone of [ana, ben, sol]) await offerEvent(someone)
      await answer(ben, made.id, 'decline')
      for (const someone of [ana, ben, sol]) {
        expect((await offerEvent(someone)).offer.status).toBe('declined')
      }
      await nothingMore(sol, ana, ben, cal, out)
    })

    it('a withdrawn offer tells the three of them', async () => {
      const { sol, ana, ben, chronicle, zan } = await table()
      const made = await offer(ana, chronicle.id, {
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: ben.id,
      })
      for (const someone of [ana, ben, sol]) await offerEvent(someone)
      await answer(ana, made.id, 'withdraw')
      for (const someone of [ana, ben, sol]) {
        expect((await offerEvent(someone)).offer.status).toBe('withdrawn')
      }
    })

    it('the receiver leaving cancels it before their eyes and the offerer’s', async () => {
      const { sol, ana, ben, chronicle, zan } = await table()
      const made = await offer(ana, chronicle.id, {
        thing_type: 'character',
        thing_id: zan.id,
        to_player_id: ben.id,
      })
      for (const someone of [ana, ben, sol]) await offerEvent(someone)
      await call(t, ben, 'POST', `/api/v1/chronicles/${chronicle.id}/remove_player/${ben.id}`)
      for (const someone of [ana, ben, sol]) {
        expect((await offerEvent(someone)).offer).toMatchObject({
          id: made.id,
          status: 'cancelled',
        })
      }
    })
  })

  describe('the chronicle handed over', () => {
    it('everyone learns the new storyteller; only they get the invite code; they get every item whole', async () => {
      const { sol, ana, ben, cal, out, chronicle, zan } = await table()
      const made = await offer(sol, chronicle.id, { thing_type: 'chronicle', to_player_id: ben.id })
      for (const someone of [sol, ben]) await offerEvent(someone)
      await answer(ben, made.id, 'accept')

      for (const someone of [sol, ana, ben, cal]) {
        const event = await entityEvent(someone, 'chronicle', chronicle.id)
        expect(event).toMatchObject({ event: 'update', changes: { st_id: ben.id } })
        const players = event.changes!.players as { id: number }[]
        expect(players.map((player) => player.id)).toEqual([ana.id, cal.id, sol.id])
        if (someone === ben) expect(event.changes!.invite_code).toBe(chronicle.invite_code)
        else expect(event.changes).not.toHaveProperty('invite_code')
      }

      const toBen = await entityEvent(ben, 'character', zan.id)
      expect(toBen.event).toBe('create')
      expect((eventEntity(toBen)!.ties as { hidden?: boolean }[]).some((tie) => tie.hidden)).toBe(
        true,
      )
      const toSol = await entityEvent(sol, 'character', zan.id)
      expect(toSol.event).toBe('update')
      expect(toSol.changes!.ties).toEqual([
        expect.objectContaining({ subject: 'The Realm (duty)' }),
      ])
      for (const someone of [ana, cal]) {
        expect((await entityEvent(someone, 'character', zan.id)).event).toBe('update')
      }
      for (const someone of [sol, ben]) {
        expect((await offerEvent(someone)).offer).toMatchObject({ id: made.id, status: 'accepted' })
      }
      await nothingMore(sol, ana, ben, cal, out)
    })
  })
})

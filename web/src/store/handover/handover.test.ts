import type { HandoverOffer } from '@loom/core'
import { describe, expect, it } from 'vitest'
import type { Row } from '../../api/types.ts'
import { liveCreate, liveUpdate } from '../../testing/live-events.ts'
import { ANA, listPage, signedInStore } from '../../testing/signed-in.ts'
import { entityActions } from '../entities/entities-slice.ts'
import { selectChronicleLists, selectMyItems } from '../selectors.ts'
import { answerOffer, handoverActions, loadMyOffers, selectOpenOffers } from './index.ts'

// Ana (7) plays in Sol's (2) chronicle 5; Ben (3) plays there too.
const zan: Row = {
  id: 1,
  name: 'Zan',
  player_id: ANA.id,
  chronicle_id: 5,
  type: 'SolarCharacter',
  hidden: false,
  public: false,
  pinned: false,
  sorting: 10,
  chronicle_sorting: 0,
  version: 3,
}
const offer = (fields: Partial<HandoverOffer> = {}): HandoverOffer => ({
  id: 40,
  chronicle_id: 5,
  chronicle_name: 'Rain of Jade',
  thing: { type: 'character', id: 1, name: 'Zan' },
  from: { id: ANA.id, display_name: 'Ana' },
  to: { id: 3, display_name: 'Ben' },
  status: 'open',
  version: 0,
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
  ...fields,
})

describe('handover offers in the store', () => {
  it('an offer closed live leaves the open list, and a late copy of it open does not bring it back', async () => {
    const { store } = await signedInStore({
      'GET /handover_offers': { body: [offer()] },
    })
    await store.dispatch(loadMyOffers())
    expect(selectOpenOffers(store.getState(), null).map((o) => o.id)).toEqual([40])
    store.dispatch(handoverActions.received(offer({ status: 'withdrawn', version: 1 })))
    store.dispatch(handoverActions.received(offer()))
    expect(selectOpenOffers(store.getState(), null)).toEqual([])
  })

  it('answering an offer keeps the server’s answer', async () => {
    const { store, calls } = await signedInStore({
      'GET /handover_offers': {
        body: [
          offer({ from: { id: 3, display_name: 'Ben' }, to: { id: ANA.id, display_name: 'Ana' } }),
        ],
      },
      'POST /handover_offers/40/decline': { body: offer({ status: 'declined', version: 1 }) },
    })
    await store.dispatch(loadMyOffers())
    await store.dispatch(answerOffer(40, 'decline'))
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /handover_offers/40/decline',
    )
    expect(selectOpenOffers(store.getState(), 5)).toEqual([])
  })
})

describe('what changing hands does to the player’s lists', () => {
  it('a character Ana handed over leaves her list, though she still sees it in the chronicle', async () => {
    const { store } = await signedInStore({
      'GET /players': { body: { ...ANA, characters: [1] } },
      'GET /characters?page=1': listPage([zan]),
    })
    expect(selectMyItems(store.getState(), 'characters').map((item) => item.id)).toEqual([1])
    store.dispatch(
      entityActions.liveEventReceived(
        liveUpdate(
          {
            type: 'character',
            id: 1,
            version: 4,
            chronicle_id: 5,
            parent_type: 'chronicles',
            parent_id: 5,
            assoc: 'characters',
          },
          { player_id: 3, version: 4 },
        ),
      ),
    )
    expect(selectMyItems(store.getState(), 'characters')).toEqual([])
  })

  it('a character handed to Ana joins her list whole', async () => {
    const { store } = await signedInStore()
    store.dispatch(
      entityActions.liveEventReceived(
        liveCreate(
          {
            type: 'character',
            id: 1,
            version: 4,
            parent_type: 'players',
            parent_id: ANA.id,
            assoc: 'characters',
          },
          { ...zan, version: 4 },
        ),
      ),
    )
    expect(selectMyItems(store.getState(), 'characters').map((item) => item.name)).toEqual(['Zan'])
  })

  it('a chronicle handed to Ana moves to the ones she runs', async () => {
    const chronicle = { id: 5, name: 'Rain of Jade', st_id: 2, players: [ANA.id, 3], version: 2 }
    const { store } = await signedInStore({
      'GET /players': { body: { ...ANA, chronicles: [chronicle] } },
    })
    expect(selectChronicleLists(store.getState()).joined.map((c) => c.id)).toEqual([5])
    store.dispatch(
      entityActions.liveEventReceived(
        liveUpdate(
          {
            type: 'chronicle',
            id: 5,
            version: 3,
            parent_type: 'players',
            parent_id: 2,
            assoc: 'chronicles',
          },
          { st_id: ANA.id, players: [3, 2] },
        ),
      ),
    )
    const lists = selectChronicleLists(store.getState())
    expect(lists.own.map((c) => c.id)).toEqual([5])
    expect(lists.joined).toEqual([])
  })
})

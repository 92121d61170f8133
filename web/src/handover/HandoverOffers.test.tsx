import type { HandoverOffer } from '@loom/core'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { sessionActions } from '../store/session.ts'
import { settle, testStore } from '../testing/fake-api.ts'
import { HandoverOffers } from './HandoverOffers.tsx'

// Ana (7) offers her character Zan to Ben (3) in Sol's (2) chronicle 5.
const ANA = 7
const BEN = 3
const SOL = 2
const OFFER: HandoverOffer = {
  id: 40,
  chronicle_id: 5,
  chronicle_name: 'Rain of Jade',
  thing: { type: 'character', id: 1, name: 'Zan' },
  from: { id: ANA, display_name: 'Ana' },
  to: { id: BEN, display_name: 'Ben' },
  status: 'open',
  version: 0,
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
}

async function showAs(viewer: number) {
  const posted: string[] = []
  const { store } = testStore(
    {
      'GET /chronicles/5/handover_offers': { body: [OFFER] },
      'POST /handover_offers/40/accept': (call) => {
        posted.push(call.path)
        return { body: { ...OFFER, status: 'accepted', version: 1 } }
      },
    },
    { hasToken: true },
  )
  store.dispatch(sessionActions.playerLoaded(viewer))
  render(
    <Provider store={store}>
      <HandoverOffers chronicleId={5} />
    </Provider>,
  )
  const row = await screen.findByTestId('handover-offer-40')
  return { row, posted }
}

describe('the open offers on a chronicle page', () => {
  it('the receiver is asked, and accepting takes the offer away', async () => {
    const { row, posted } = await showAs(BEN)
    expect(row.textContent).toContain('Ana offers you the character Zan.')
    expect(within(row).queryByTestId('handover-withdraw-40')).toBeNull()
    fireEvent.click(within(row).getByTestId('handover-accept-40'))
    await settle()
    expect(posted).toEqual(['/handover_offers/40/accept'])
    expect(screen.queryByTestId('handover-offer-40')).toBeNull()
  })

  it('the offerer may only withdraw', async () => {
    const { row } = await showAs(ANA)
    expect(row.textContent).toContain('You offered the character Zan to Ben.')
    expect(within(row).getByTestId('handover-withdraw-40')).toBeTruthy()
    expect(within(row).queryByTestId('handover-accept-40')).toBeNull()
  })

  it('the storyteller watches without buttons', async () => {
    const { row } = await showAs(SOL)
    expect(row.textContent).toContain('Ana offered the character Zan to Ben.')
    expect(within(row).queryAllByRole('button')).toEqual([])
  })
})

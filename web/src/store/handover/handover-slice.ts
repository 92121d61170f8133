import type { HandoverOffer } from '@loom/core'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Id } from '../../api/types.ts'

/**
 * Handover offers the player is party to, or sees as a storyteller: from the lists and from
 * live `handover_offer` events, each merged by version so that a late copy never reopens an
 * offer that closed. Closed offers stay until the page forgets them; the views show open ones.
 */
export interface HandoverState {
  readonly byId: Readonly<Record<Id, HandoverOffer>>
}

const initialState: HandoverState = { byId: {} }

function merge(state: { byId: Record<Id, HandoverOffer> }, offer: HandoverOffer): void {
  const held = state.byId[offer.id]
  if (!held || offer.version >= held.version) state.byId[offer.id] = offer
}

const slice = createSlice({
  name: 'handover',
  initialState,
  reducers: {
    /** A list's answer: its offers merge; the open ones it no longer holds closed meanwhile. */
    listed(
      state,
      action: PayloadAction<{ offers: HandoverOffer[]; chronicleId: Id | null; me: Id }>,
    ) {
      const { offers, chronicleId, me } = action.payload
      const listed = new Set(offers.map((offer) => offer.id))
      for (const held of Object.values(state.byId)) {
        const inList =
          chronicleId === null
            ? held.from.id === me || held.to.id === me
            : held.chronicle_id === chronicleId
        if (inList && held.status === 'open' && !listed.has(held.id)) delete state.byId[held.id]
      }
      for (const offer of offers) merge(state, offer)
    },
    /** A live event, or the answer to making or answering an offer. */
    received(state, action: PayloadAction<HandoverOffer>) {
      merge(state, action.payload)
    },
  },
})

export const handoverActions = slice.actions
export const handoverReducer = slice.reducer

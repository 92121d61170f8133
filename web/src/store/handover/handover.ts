import type { HandoverAnswer, HandoverOffer, HandoverOfferRequest } from '@loom/core'
import { createSelector } from '@reduxjs/toolkit'
import type { Id } from '../../api/types.ts'
import type { AppThunk, RootState } from '../app-state.ts'
import { noticeActions } from '../notices.ts'
import { tracked } from '../request.ts'
import { handoverActions } from './handover-slice.ts'

/** The open offers the player made or received, in every chronicle. */
export function loadMyOffers(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const offers = await dispatch(
      tracked('handover offers', () => api.get<HandoverOffer[]>('/handover_offers'), {
        notify: false,
      }),
    )
    dispatch(handoverActions.listed({ offers, chronicleId: null, me: getState().session.id }))
  }
}

/** The open offers of a chronicle the player sees (every one, for its storyteller). */
export function loadChronicleOffers(chronicleId: Id): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const offers = await dispatch(
      tracked(
        `handover offers of chronicle ${chronicleId}`,
        () => api.get<HandoverOffer[]>(`/chronicles/${chronicleId}/handover_offers`),
        { notify: false },
      ),
    )
    dispatch(handoverActions.listed({ offers, chronicleId, me: getState().session.id }))
  }
}

export function makeOffer(
  chronicleId: Id,
  request: HandoverOfferRequest,
): AppThunk<Promise<HandoverOffer>> {
  return async (dispatch, _getState, { api }) => {
    const offer = await dispatch(
      tracked('hand over', () =>
        api.post<HandoverOffer>(`/chronicles/${chronicleId}/handover_offers`, request),
      ),
    )
    dispatch(handoverActions.received(offer))
    dispatch(
      noticeActions.shown({
        message: `Offered ${offer.thing.name} to ${offer.to.display_name}`,
        severity: 'success',
      }),
    )
    return offer
  }
}

/**
 * Accepts, declines or withdraws an offer. What an acceptance hands over arrives as the usual
 * live events, as it does on everyone else's screen.
 */
export function answerOffer(id: Id, answer: HandoverAnswer): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    const offer = await dispatch(
      tracked(`handover offer ${id}`, () =>
        api.post<HandoverOffer>(`/handover_offers/${id}/${answer}`),
      ),
    )
    dispatch(handoverActions.received(offer))
  }
}

/**
 * The open offers to show: the player's own (made or received), and with `chronicleId` every
 * open offer of that chronicle the store holds (its storyteller sees them all), oldest first.
 */
export const selectOpenOffers = createSelector(
  [
    (state: RootState) => state.handover.byId,
    (state: RootState) => state.session.id,
    (_state: RootState, chronicleId: Id | null) => chronicleId,
  ],
  (byId, me, chronicleId): HandoverOffer[] =>
    Object.values(byId)
      .filter(
        (offer) =>
          offer.status === 'open' &&
          (chronicleId === null
            ? offer.from.id === me || offer.to.id === me
            : offer.chronicle_id === chronicleId),
      )
      .sort((a, b) => a.id - b.id),
)

import { type Delivery, type HandoverOffer, offerAudience } from '@loom/core'
import type { HandoverOfferChange } from '../live/changes.ts'

/**
 * Who hears of a handover offer, made or closed: the offerer, the receiver and the chronicle's
 * storyteller, all alike (an offer holds nothing to redact for them). What an acceptance
 * changed travels as ordinary item and chronicle events.
 */
export function handoverOfferDeliveries(change: HandoverOfferChange): Delivery[] {
  const { offer } = change
  const parties = { from_player_id: offer.from.id, to_player_id: offer.to.id }
  return [
    {
      player_ids: offerAudience(parties, change.st_id),
      event: { event: 'handover_offer', chronicle_id: offer.chronicle_id, offer },
    },
  ]
}

/** An offer's events keep their order: the closing never arrives before the making. */
export function offerOrderKey(offer: HandoverOffer): string {
  return `handover_offer:${offer.id}`
}

import type { HandoverOffer } from '@loom/core'
import { type Happening, itemHappeningAudience } from '../happenings/happenings.ts'
import type { ItemChange } from '../live/changes.ts'

/**
 * What an accepted offer tells the chronicle's happenings (the session log, a webhook). An
 * item changing hands may be known to whoever may see the item (a hidden one: the storyteller
 * and the two players, named by its owner after and the offerer); the chronicle changing hands
 * to everyone in it.
 */
export function handoverHappening(offer: HandoverOffer, item: ItemChange | null): Happening {
  const common = {
    chronicle_id: offer.chronicle_id,
    at: offer.updated_at,
    from: { id: offer.from.id, name: offer.from.display_name },
    to: { id: offer.to.id, name: offer.to.display_name },
  }
  if (item === null) return { ...common, audience: 'chronicle', kind: 'chronicle_handed_over' }
  const audience = itemHappeningAudience(item.entity)
  return {
    ...common,
    audience:
      audience === 'chronicle'
        ? audience
        : { storyteller_and: [...new Set([...audience.storyteller_and, offer.from.id])] },
    kind: 'item_handed_over',
    item: { type: offer.thing.type, id: offer.thing.id, name: String(item.entity.name ?? '') },
  }
}

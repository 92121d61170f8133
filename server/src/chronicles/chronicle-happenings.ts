import { type Happening, itemHappeningAudience } from '../happenings/happenings.ts'
import type { PlacedItem } from './chronicle-contents.ts'

/** A player joined, left or was removed: the whole chronicle may know. */
export function membershipHappening(
  chronicleId: number,
  kind: 'player_joined' | 'player_left' | 'player_removed',
  player: { readonly id: number; readonly display_name: string },
): Happening {
  return {
    chronicle_id: chronicleId,
    at: new Date().toISOString(),
    audience: 'chronicle',
    kind,
    player: { id: player.id, name: player.display_name },
  }
}

/**
 * An item entered or left the chronicle (`chronicleId`, where it is now or was): whoever may
 * see the item may know, so a hidden one's only reaches its owner and the storyteller.
 */
export function placementHappening(
  chronicleId: number,
  kind: 'item_added' | 'item_removed',
  { kind: itemKind, entity }: PlacedItem,
): Happening {
  return {
    chronicle_id: chronicleId,
    at: new Date().toISOString(),
    audience: itemHappeningAudience(entity),
    kind,
    item: { type: itemKind, id: Number(entity.id), name: String(entity.name ?? '') },
  }
}

import type { Change, ChangePublisher } from '../live/changes.ts'
import { itemHeadRead, membershipRead, playerRead } from './cached-reads.ts'
import type { ReadCache, StaleReads } from './read-cache.ts'

/**
 * What each committed change makes stale in the read cache (cached-reads.ts). Every write to
 * what the cache holds is published as a change, so every process forgets its entries: the
 * writer's own at once (forgettingPublisher), the others when the change reaches them over the
 * live bus (the envelope carries these keys, even when no socket is to hear of the change).
 *
 * - A player row: renaming (`item` player update). Deleting an account (`player_deleted`)
 *   forgets everything: it also deletes, unpublished, its items outside chronicles (a public
 *   one may be cached for others) and its memberships of other players' chronicles.
 * - A top-level item's head: every create, update, destroy of the item (PATCH, change of
 *   type, portrait, combat, a roll's or attack's spend, moves in and out of chronicles, the
 *   items a member's removal or a chronicle's deletion detaches) and of anything under it,
 *   whose write moves the item's revision (`root`).
 * - A chronicle's storyteller and members: joining, leaving or being removed
 *   (`chronicle_membership`), the chronicle's deletion, its handing over to a new storyteller,
 *   and any change reported as an `item` chronicle (its creation, when nothing is cached yet: a
 *   missing row is never kept). An accepted item handover is an `item` change (its head).
 *   Renaming it, its notes, its invite code and its journal touch nothing cached.
 *
 * Left to READ_TTL_MS: a re-spread of a list's ranks when an item is added to a full one
 * (sort-ranks.ts) moves the other items' versions unpublished; nothing a permission rests on.
 */
export function staleReadsOf(change: Change): StaleReads {
  switch (change.kind) {
    case 'item':
      if (change.type === 'player') return [playerRead(change.id)]
      if (change.type === 'chronicle') return [membershipRead(change.id)]
      return [itemHeadRead(change.root.type, change.root.id)]
    case 'chronicle_membership':
      return [membershipRead(change.chronicle_id)]
    case 'chronicle_deleted':
    case 'chronicle_handed_over':
      return [membershipRead(Number(change.chronicle.id))]
    case 'player_deleted':
      return 'all'
    case 'chronicle_updated':
    case 'chronicle_invite_code':
    case 'roll':
    case 'rolls_cleared':
    case 'handover_offer':
    case 'journal_entry':
    case 'log_line':
      return []
  }
}

/**
 * The publisher routes call: forgets what each change made stale in this process before
 * handing it on, so that the writer's own next read (its answer is not sent yet) sees it.
 */
export function forgettingPublisher(cache: ReadCache, next: ChangePublisher): ChangePublisher {
  return {
    publish(change) {
      cache.forget(staleReadsOf(change))
      next.publish(change)
    },
  }
}

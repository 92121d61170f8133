import {
  canSeeSecrets,
  createEvent,
  destroyEvent,
  itemAudience,
  KINDS,
  type LiveEvent,
  type LiveEventPlacement,
  updateEvent,
  withoutSecrets,
} from '@loom/core'
import type { ItemAudience, ItemSight } from '../store/item-sight.ts'
import type { ItemChange } from './changes.ts'
import { type Delivery, groupDeliveries } from './envelope.ts'

/**
 * The events one change to a character, qc, battlegroup, combat actor or child sends, and
 * to whom, from the audience the change carries: `now` is the top-level item after the change
 * and `before` before it (the same unless the item moved between chronicles or was hidden or
 * unhidden). Each viewer gets:
 * - who saw it before and still does: the change itself (an update, a create, a destroy);
 * - who sees it only now (added to their chronicle, unhidden): a create with the whole item;
 * - who saw it only before (removed from their chronicle, hidden): a destroy.
 * Viewers who may not edit the item get it without its secrets.
 */
export function itemChangeDeliveries(change: ItemChange, audience: ItemAudience): Delivery[] {
  const { now, before } = audience
  const audienceNow = new Set(itemAudience(now.item, now.chronicle))
  const audienceBefore = new Set(itemAudience(before.item, before.chronicle))
  const recipients = [...new Set([...audienceBefore, ...audienceNow])]
  const isChild = KINDS[change.type].parentIdField !== null

  type Action = 'create' | 'update' | 'destroy' | 'gone'
  const actionFor = (playerId: number): Action | null => {
    const seesNow = audienceNow.has(playerId)
    const sawBefore = audienceBefore.has(playerId)
    if (change.event === 'destroy') return 'destroy'
    if (!seesNow) return 'gone'
    if (change.event === 'create' || !sawBefore) return 'create'
    return 'update'
  }

  const placementFor = (playerId: number, sight: ItemSight): LiveEventPlacement => {
    const common = { type: change.type, id: change.id, version: change.version }
    if (isChild && change.parent) {
      return {
        ...common,
        chronicle_id: sight.item.chronicle_id,
        parent_type: KINDS[change.parent.type].plural,
        parent_id: change.parent.id,
        assoc: change.parent.assoc,
      }
    }
    // The owner keeps it in their own list; everyone else sees it through the chronicle.
    const throughChronicle = playerId !== sight.item.player_id && sight.item.chronicle_id !== null
    return {
      ...common,
      chronicle_id: sight.item.chronicle_id,
      parent_type: throughChronicle ? 'chronicles' : 'players',
      parent_id: throughChronicle ? sight.item.chronicle_id : sight.item.player_id,
      assoc: KINDS[change.type].plural,
    }
  }

  const editsNow = (playerId: number) => canSeeSecrets({ id: playerId }, now.item, now.chronicle)
  const redacted = (fields: Record<string, unknown>, editor: boolean) =>
    editor ? fields : withoutSecrets(change.type, fields)

  return groupDeliveries(
    recipients,
    (playerId) => {
      const action = actionFor(playerId)
      if (action === null) return null
      const owner = playerId === now.item.player_id ? 'owner' : 'viewer'
      return `${action}|${editsNow(playerId)}|${owner}`
    },
    (group, playerId): LiveEvent | null => {
      const action = group.split('|')[0] as Action
      const editor = editsNow(playerId)
      switch (action) {
        case 'create':
          return createEvent(placementFor(playerId, now), redacted(change.entity, editor))
        case 'update':
          return updateEvent(placementFor(playerId, now), redacted(change.changes ?? {}, editor))
        case 'destroy':
          return destroyEvent(placementFor(playerId, now))
        case 'gone':
          return destroyEvent(placementFor(playerId, before))
      }
    },
  )
}

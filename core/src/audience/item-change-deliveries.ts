/**
 * Who receives what when a character, qc, battlegroup, combat actor or one of their children
 * changes: the one rule of the live channel's fan-out, used by the server (its live channel
 * sends exactly these deliveries) and by test worlds that stand in for the server.
 *
 * Input:
 * - `change`: the change as committed: `event` (create, update, destroy), the entity's `type`,
 *   `id` and `version` after the change, its `parent` link for a child (null for a top-level
 *   item), the whole `entity` after the change (before it, for a destroy) with its secrets, and
 *   for an update the `changes` (every field that changed, with its new value).
 * - `audience`: the top-level item the change is under, as the change found it (`before`) and
 *   left it (`now`): its owner, chronicle and flags, and that chronicle's storyteller and
 *   members (null when the item is in no chronicle). `before` and `now` are the same unless the
 *   change moved the item between chronicles or hid or unhid it.
 *
 * Output: one delivery per group of players who receive the same event:
 * - who saw the item before and still does: the change itself (create, update or destroy);
 * - who sees it only now (added to their chronicle, unhidden): a create with the whole entity;
 * - who saw it only before (taken out of their chronicle, hidden): a destroy, placed where
 *   they saw it.
 * Whoever may not edit the item gets the entity or changes without its secrets. A top-level
 * item sits in its owner's list for the owner and in its chronicle's for everyone else.
 */
import {
  type ChronicleMembership,
  canSeeSecrets,
  itemAudience,
  type OwnedItem,
} from '../permissions.ts'
import {
  createEvent,
  destroyEvent,
  type LiveEvent,
  type LiveEventPlacement,
  type LiveMessage,
  updateEvent,
} from '../protocol.ts'
import { KINDS, type KindName } from '../schemas/registry.ts'
import { withoutSecrets } from '../secrets.ts'

/** Who may see a top-level item: the item (owner, chronicle, flags) and its chronicle. */
export interface ItemSight {
  readonly item: OwnedItem
  readonly chronicle: ChronicleMembership | null
}

/** The sight of a change's top-level item after the change (`now`) and before it. */
export interface ItemAudience {
  readonly now: ItemSight
  readonly before: ItemSight
}

/** A committed change to an item or a child, as its deliveries need it. */
export interface ItemChangeFacts {
  readonly event: 'create' | 'update' | 'destroy'
  readonly type: KindName
  readonly id: number
  readonly version: number
  /** For a child: its parent and the parent's association that lists this kind. */
  readonly parent: {
    readonly type: KindName
    readonly id: number
    readonly assoc: string
  } | null
  /** The whole entity after the change (before it, for destroy), secrets included. */
  readonly entity: Readonly<Record<string, unknown>>
  /** For an update: the fields that changed, with their new values. */
  readonly changes: Readonly<Record<string, unknown>> | null
}

/** One event and the players whose sockets receive it. */
export interface Delivery<E extends LiveMessage = LiveMessage> {
  readonly player_ids: readonly number[]
  readonly event: E
}

type Action = 'create' | 'update' | 'destroy' | 'gone'

export function itemChangeDeliveries(
  change: ItemChangeFacts,
  audience: ItemAudience,
): Delivery<LiveEvent>[] {
  const { now, before } = audience
  const audienceNow = new Set(itemAudience(now.item, now.chronicle))
  const audienceBefore = new Set(itemAudience(before.item, before.chronicle))
  const recipients = [...new Set([...audienceBefore, ...audienceNow])]

  const editsNow = (playerId: number) => canSeeSecrets({ id: playerId }, now.item, now.chronicle)
  const editedBefore = (playerId: number) =>
    canSeeSecrets({ id: playerId }, before.item, before.chronicle)
  // A handover (a new owner, a new storyteller) makes an editor of someone who saw the item
  // without its secrets, or outside their own list: they get it whole, where they keep it now.
  const becameEditor = (playerId: number) =>
    (editsNow(playerId) && !editedBefore(playerId)) ||
    (playerId === now.item.player_id && playerId !== before.item.player_id)
  // Who stops being an editor gets the secret lists without their secrets, so none stay shown.
  const stoppedEditing = (playerId: number) => editedBefore(playerId) && !editsNow(playerId)

  const actionFor = (playerId: number): Action => {
    if (change.event === 'destroy') return 'destroy'
    if (!audienceNow.has(playerId)) return 'gone'
    if (change.event === 'create' || !audienceBefore.has(playerId)) return 'create'
    return becameEditor(playerId) ? 'create' : 'update'
  }
  const redacted = <T extends Readonly<Record<string, unknown>>>(fields: T, editor: boolean) =>
    editor ? fields : withoutSecrets(change.type, fields)
  const updatedFields = (playerId: number) =>
    stoppedEditing(playerId)
      ? { ...secretListsOf(change), ...change.changes }
      : (change.changes ?? {})

  return groupDeliveries(
    recipients,
    (playerId) => {
      const owner = playerId === now.item.player_id ? 'owner' : 'viewer'
      return `${actionFor(playerId)}|${editsNow(playerId)}|${owner}|${stoppedEditing(playerId)}`
    },
    (group, playerId): LiveEvent => {
      const action = group.split('|')[0] as Action
      const editor = editsNow(playerId)
      switch (action) {
        case 'create':
          return createEvent(placementFor(change, playerId, now), redacted(change.entity, editor))
        case 'update':
          return updateEvent(
            placementFor(change, playerId, now),
            redacted(updatedFields(playerId), editor),
          )
        case 'destroy':
          return destroyEvent(placementFor(change, playerId, now))
        case 'gone':
          return destroyEvent(placementFor(change, playerId, before))
      }
    },
  )
}

/** The entity's intimacy lists (see secrets.ts), whole; empty for kinds without any. */
function secretListsOf(change: ItemChangeFacts): Record<string, unknown> {
  return Object.fromEntries(
    KINDS[change.type].secretLists.flatMap((field) =>
      field in change.entity ? [[field, change.entity[field]]] : [],
    ),
  )
}

/** Where one viewer's store holds the entity, as `sight` places its top-level item. */
function placementFor(
  change: ItemChangeFacts,
  playerId: number,
  sight: ItemSight,
): LiveEventPlacement {
  const common = { type: change.type, id: change.id, version: change.version }
  if (KINDS[change.type].parentIdField !== null && change.parent) {
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

/**
 * Groups recipients who receive the same event, built once per group (for a group, from its
 * first player): a change seen by a whole table is serialised a handful of times, not once a
 * player. Groups whose event is null are dropped.
 */
export function groupDeliveries<K extends string, E extends LiveMessage>(
  recipients: readonly number[],
  groupOf: (playerId: number) => K | null,
  eventOf: (group: K, firstPlayerId: number) => E | null,
): Delivery<E>[] {
  const groups = new Map<K, number[]>()
  for (const playerId of recipients) {
    const group = groupOf(playerId)
    if (group === null) continue
    const members = groups.get(group)
    if (members) members.push(playerId)
    else groups.set(group, [playerId])
  }
  const deliveries: Delivery<E>[] = []
  for (const [group, playerIds] of groups) {
    const event = eventOf(group, playerIds[0]!)
    if (event) deliveries.push({ player_ids: playerIds, event })
  }
  return deliveries
}

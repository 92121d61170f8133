import type {
  HandoverOffer,
  HappeningAudience,
  ItemAudience,
  JournalEntry,
  JournalSight,
  KindName,
  RollRecord,
  SessionLogLine,
} from '@loom/core'

/**
 * What the API tells the live channel after a change has been committed. The API knows
 * what changed; the live channel works out who may see it and what each viewer receives.
 * Routes call `changes.publish(...)` once per committed change, never before the commit.
 */
export type Change =
  | ItemChange
  | {
      kind: 'chronicle_membership'
      chronicle_id: number
      player_id: number
      event: 'joined' | 'removed'
      /** The chronicle's version this join or removal committed. */
      version: number
    }
  | { kind: 'chronicle_deleted'; chronicle: Record<string, unknown>; member_ids: number[] }
  | ChronicleUpdated
  | ChronicleInviteCode
  | PlayerDeleted
  | RollChange
  | HandoverOfferChange
  | ChronicleHandedOver
  | JournalChange
  | LogLineChange

/**
 * A handover offer made or closed. `st_id` is its chronicle's storyteller when it changed, who
 * hears of it beside the two parties (handover/handover-events.ts).
 */
export interface HandoverOfferChange {
  kind: 'handover_offer'
  offer: HandoverOffer
  st_id: number
}

/**
 * The chronicle has a new storyteller; the old one is a member now. `chronicle` is the whole
 * chronicle after the change, without its invite code; `changes` are `st_id`, `st`, `players`,
 * `updated_at` and the invite code, which only the new storyteller receives. Its items, whose
 * editors changed with it, are published as item changes of their own.
 */
export interface ChronicleHandedOver {
  kind: 'chronicle_handed_over'
  chronicle: Record<string, unknown>
  changes: Record<string, unknown>
}

/**
 * A line was added to a chronicle's session log; it reaches the players its audience names
 * (session-log/session-log-events.ts).
 */
export interface LogLineChange {
  kind: 'log_line'
  line: SessionLogLine
  audience: HappeningAudience
}

/**
 * A roll was stored, or a roll log was cleared (a chronicle's, or the player's personal one
 * when `chronicle_id` is null). Who hears of it: live/roll-events.ts.
 */
export type RollChange =
  | { kind: 'roll'; roll: RollRecord }
  | { kind: 'rolls_cleared'; chronicle_id: number | null; player_id: number }

/**
 * A journal entry was created, changed or deleted (`entry` null). `previous` is who could read
 * it before (null for a new entry), so those who lose sight hear of its removal. Who hears of
 * it: journal/journal-events.ts.
 */
export interface JournalChange {
  kind: 'journal_entry'
  chronicle_id: number
  id: number
  /** The entry's version after the change (a deletion repeats the last one). */
  version: number
  entry: JournalEntry | null
  previous: (JournalSight & { id: number; version: number }) | null
}

/**
 * The storyteller renamed the chronicle or changed its notes. `chronicle` is the whole
 * chronicle after the change, without its invite code; the audience is its ST and members.
 */
export interface ChronicleUpdated {
  kind: 'chronicle_updated'
  chronicle: Record<string, unknown>
  /** The fields that changed, with their new values. */
  changes: Record<string, unknown>
}

/**
 * The invite code was regenerated, or disabled (null). It goes to the storyteller alone:
 * members never see a chronicle's invite code.
 */
export interface ChronicleInviteCode {
  kind: 'chronicle_invite_code'
  chronicle_id: number
  st_id: number
  invite_code: string | null
  version: number
}

/**
 * The player deleted their account: their open sockets close at once, on every server
 * process. (Chronicles they ran are reported with `chronicle_deleted` as usual.)
 */
export interface PlayerDeleted {
  kind: 'player_deleted'
  player_id: number
}

export interface ItemChange {
  kind: 'item'
  event: 'create' | 'update' | 'destroy'
  type: KindName
  id: number
  /** For children: the parent and the parent's association that lists this kind. */
  parent: { type: KindName; id: number; assoc: string } | null
  /**
   * The top-level item the change is under (the item itself when it is one): its revision
   * moved with the change, so every process forgets its cached head (read-cache/).
   */
  root: { type: KindName; id: number }
  /** The whole entity after the change (before it, for destroy), secrets included. */
  entity: Record<string, unknown>
  /** For updates: the fields that changed, with their new values. */
  changes: Record<string, unknown> | null
  version: number
  /**
   * Who could see the entity before the change and who can after it (its top-level item and
   * that item's chronicle membership), read in the change's own transaction, so the live
   * channel does not look them up again. Null for a child whose top-level item is gone
   * (nobody hears of it), and for players and chronicles, whose audience the live channel
   * works out itself (player-events.ts, chronicle-events.ts).
   */
  audience: ItemAudience | null
}

export interface ChangePublisher {
  publish(change: Change): void
}

/** Used until the live channel is plugged in, and by tests that do not look at events. */
export const silentPublisher: ChangePublisher = { publish() {} }

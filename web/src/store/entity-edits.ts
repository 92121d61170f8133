import type { Id, Row } from '../api/types.ts'
import type { RankField, Reread } from '../offline/outbox-store.ts'
import type { AppThunk, StoreDeps } from './app-state.ts'
import { entityActions, type Link } from './entities/entities-slice.ts'
import type { Kind } from './entities/kinds.ts'
import { enqueue } from './outbox/outbox.ts'
import { type TrackOptions, tracked } from './request.ts'

// The player's edits of rows, each a mutation in the outbox (outbox/outbox.ts): shown at once
// as the server will answer it, kept on the device until answered, sent when it can be.

export interface EntityAddress {
  kind: Kind
  id: Id
  /** API path of the entity, e.g. `/characters/12` or `/characters/12/merits/3`. */
  path: string
}

/**
 * A new row with `fields`, posted to `path` (a list) and joining `link`'s list once the server
 * has answered; answers its id. Refused, it throws the server's refusal (the notice is shown).
 */
export function createEntity(
  kind: Kind,
  path: string,
  fields: Record<string, unknown>,
  link: Link,
): AppThunk<Promise<Id>> {
  return async (dispatch) => {
    const settled = await dispatch(
      enqueue({ op: 'create', kind, id: 0, path, changes: fields, link }),
    )
    if (!settled.row) throw settled.failure ?? new Error('not created')
    return settled.row.id
  }
}

/**
 * A row made by a server action (a copy, a duplicate, a chronicle joined) rather than by the
 * player's fields: it needs the server, and joins `link`'s list once answered; answers its id.
 */
export function receiveCreated(
  kind: Kind,
  key: string,
  call: (api: StoreDeps['api']) => Promise<Row>,
  link: Link,
  options?: TrackOptions,
): AppThunk<Promise<Id>> {
  return async (dispatch, _getState, { api }) => {
    const row = await dispatch(tracked(key, () => call(api), options))
    dispatch(entityActions.received({ kind, rows: [row], link }))
    return row.id
  }
}

/**
 * Changes fields, shown at once with what the server's write rules derive from them; answers
 * false if the change was refused (the notice says why), true once saved or kept on the device.
 */
export function updateEntity(
  { kind, id, path }: EntityAddress,
  changes: Record<string, unknown>,
): AppThunk<Promise<boolean>> {
  return async (dispatch) =>
    (await dispatch(enqueue({ op: 'update', kind, id, path, changes }))).kept
}

/** Removes the entity at once; it comes back if the server refuses. */
export function destroyEntity({ kind, id, path }: EntityAddress): AppThunk<Promise<boolean>> {
  return async (dispatch) =>
    (await dispatch(enqueue({ op: 'destroy', kind, id, path, changes: {} }))).kept
}

/**
 * Puts the entity at `index` among its siblings `ids` as shown (already in the new order or
 * not) in the order ranked by `field`, and sends the new index; once saved, `reread` is read
 * again, since one move can re-rank the others. The order shows at once; answers whether it
 * was kept.
 */
export function reorderEntity(
  { kind, id, path }: EntityAddress,
  ids: readonly Id[],
  index: number,
  reread: Reread,
  field: RankField = 'sorting',
): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const order = ids.filter((other) => other !== id)
    order.splice(index, 0, id)
    const changes = { [`${field}_position`]: index }
    const edit = {
      op: 'reorder' as const,
      kind,
      id,
      path,
      changes,
      order: { ids: order, field },
      reread,
    }
    return (await dispatch(enqueue(edit))).kept
  }
}

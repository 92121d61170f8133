import { ApiError } from '../../api/client.ts'
import type { Row } from '../../api/types.ts'
import type { Mutation } from '../../offline/outbox-store.ts'
import type { AppThunk, StoreDeps } from '../app-state.ts'
import { type Kind, singular } from '../entities/kinds.ts'
import { noticeActions } from '../notices.ts'
import { selectRow } from '../selectors.ts'
import { sessionActions } from '../session.ts'
import { askedAt } from '../snapshots.ts'
import {
  confirm,
  currentOf,
  forget,
  mergeStale,
  type Outcome,
  refuse,
  refusedForGood,
  replace,
} from './answers.ts'
import { outboxActions } from './outbox-slice.ts'
import { laneOf, nextSeq, type Settled, settle, valuesOf, waitingOf } from './waiting.ts'

// Every edit the player makes (a change of fields, a deletion, a new row, a move) is a
// mutation in the outbox: kept on the device (IndexedDB) until the server has answered it,
// shown at once over the confirmed rows (pending-view.ts), and sent as soon as the server can
// be reached, each row's mutations in the order they were made, each with the version it was
// made over. Online, that is at once; offline, when the connection returns. The server refuses
// one whose row moved on (412, with the row as it is): it is merged field by field (merge.ts),
// the fields both sides changed waiting for the player (ConflictDialog).

/** What an edit is, before the outbox gives it its place and its base. */
export type Edit = Pick<Mutation, 'op' | 'kind' | 'id' | 'path' | 'changes'> &
  Partial<Pick<Mutation, 'order' | 'reread' | 'link'>>

/**
 * How many mutations the device keeps waiting at most: the spec's bound of 100 pending
 * actions. Past it a new edit is refused, and the player told; changes to a row already
 * waiting still join its mutation.
 */
export const OUTBOX_LIMIT = 100

/** How often one mutation may meet a newer version in a row before it waits for a retry. */
const MERGES_PER_MUTATION = 3

/** Kinds whose PATCH takes `Loom-Base-Version`: items and their children, not players,
 *  chronicles or combat actors (the last write of theirs wins). */
const takesBaseVersion = (kind: Kind) =>
  kind !== 'players' && kind !== 'chronicles' && kind !== 'combat_actors'

const NOT_KEPT = 'This change could not be kept on this device: it was not saved.'
const OUTBOX_FULL = `${OUTBOX_LIMIT} changes already wait on this device for the server: this change was not saved. Changes to what you already edited are still kept.`

/**
 * Puts an edit in the outbox, shown at once, and sends it when it can. Answers once it is
 * settled: answered by the server, refused (with a notice naming what and why), or kept on the
 * device because the server cannot be reached now. A change of a row whose earlier change
 * still waits joins it.
 */
export function enqueue(edit: Edit): AppThunk<Promise<Settled>> {
  return async (dispatch, getState, deps) => {
    const state = getState()
    const player = state.session.id
    // A row the store does not hold (a child restored from the item's history) is sent as is.
    const row = edit.op === 'create' ? undefined : selectRow(state, edit.kind, edit.id)
    const base = edit.op === 'update' && row ? valuesOf(row, Object.keys(edit.changes)) : {}
    const { mutations, sending } = state.outbox
    const joined = mutations.findLast((held) => laneOf(held) === laneOf({ ...edit } as Mutation))
    const joins =
      edit.op === 'update' &&
      joined?.op === 'update' &&
      !joined.conflict &&
      !sending.includes(joined.seq)
    if (!joins && mutations.length >= OUTBOX_LIMIT) {
      dispatch(noticeActions.shown({ message: OUTBOX_FULL }))
      return { kept: false }
    }
    const version = row?.version
    const mutation: Mutation = joins
      ? {
          ...joined!,
          // The earlier change's base stands for the fields it holds: this one was made over it.
          base: { ...base, ...joined!.base },
          changes: { ...joined!.changes, ...edit.changes },
        }
      : {
          ...edit,
          seq: nextSeq(deps),
          player,
          baseVersion:
            edit.op === 'update' && takesBaseVersion(edit.kind) && typeof version === 'number'
              ? version
              : null,
          base,
          conflict: false,
        }
    dispatch(outboxActions.put(mutation))
    const settled = new Promise<Settled>((resolve) => {
      const { settlers } = waitingOf(deps)
      settlers.set(mutation.seq, [...(settlers.get(mutation.seq) ?? []), resolve])
    })
    // Made before the player's own answer arrived (a sheet opened first): sent, not kept.
    // A new row goes to the device only once it has to wait (see `keepCreate`).
    const offline = getState().network === 'offline'
    const keeping =
      player !== 0 && (edit.op !== 'create' || offline)
        ? deps.outbox.put(mutation)
        : Promise.resolve()
    // Its removal once answered waits for this write, so that no answered edit stays behind.
    waitingOf(deps).keeping.set(
      mutation.seq,
      keeping.catch(() => undefined),
    )
    // Sent in the same task as the edit, before the device has kept it: a reload or a closed
    // tab right after the tap does not stop the request (it is a keepalive fetch).
    if (!offline) dispatch(drainOutbox())
    try {
      await keeping
    } catch {
      // Online it is sent at once all the same; offline it would be lost with the tab.
      if (getState().network === 'offline') {
        dispatch(joins ? outboxActions.put(joined!) : outboxActions.removed(mutation.seq))
        dispatch(noticeActions.shown({ message: NOT_KEPT }))
        settle(deps, mutation.seq, { kept: false })
        return settled
      }
    }
    if (getState().network === 'offline') {
      dispatch(outboxActions.held())
      if (edit.op !== 'create') settle(deps, mutation.seq, { kept: true })
      // A new row has no id until the server gives it one: it shows once created.
      else dispatch(noticeActions.shown({ message: keptNew(edit.kind), severity: 'info' }))
    }
    return settled
  }
}

/** Reads the player's outbox from the device (edits made on an earlier visit). */
export function readOutbox(): AppThunk<Promise<void>> {
  return async (dispatch, getState, deps) => {
    const player = getState().session.id
    if (player === 0) return
    const list = await deps.outbox.list(player)
    // Signed out or in as someone else meanwhile: the edits are not theirs to see.
    if (getState().session.id !== player) return
    const waiting = waitingOf(deps)
    for (const mutation of list) waiting.lastSeq = Math.max(waiting.lastSeq, mutation.seq)
    dispatch(outboxActions.loaded(list))
  }
}

/** Sends the first waiting mutation of every row that has none on its way. */
export function drainOutbox(): AppThunk {
  return (dispatch, getState) => {
    const { session, network, outbox } = getState()
    if (!session.authenticated || network === 'offline') return
    const busy = new Set(
      outbox.mutations.filter((held) => outbox.sending.includes(held.seq)).map(laneOf),
    )
    for (const mutation of outbox.mutations) {
      const lane = laneOf(mutation)
      if (mutation.conflict || busy.has(lane)) continue
      busy.add(lane)
      void dispatch(send(mutation))
    }
  }
}

function send(mutation: Mutation): AppThunk<Promise<void>> {
  return async (dispatch, _getState, deps) => {
    const { seq } = mutation
    dispatch(outboxActions.sending({ seq, on: true }))
    let outcome: Outcome
    try {
      outcome = await dispatch(attempt(mutation))
    } finally {
      dispatch(outboxActions.sending({ seq, on: false }))
    }
    const waiting = waitingOf(deps)
    if (outcome === 'merged') {
      const merges = (waiting.merges.get(seq) ?? 0) + 1
      waiting.merges.set(seq, merges)
      if (merges >= MERGES_PER_MUTATION) outcome = 'later'
    }
    if (outcome === 'done' || outcome === 'merged') {
      waiting.retries = 0
      dispatch(drainOutbox())
      return
    }
    waiting.merges.delete(seq)
    dispatch(outboxActions.held())
    if (mutation.op === 'create') await dispatch(keepCreate(mutation))
    else settle(deps, seq, { kept: true })
    // Unreachable: the connection's return sends it (store.ts); a refusal of the moment
    // (a 5xx, 409, 429) is tried again after a growing pause.
    if (outcome === 'later') dispatch(retryLater())
  }
}

/**
 * A new row that has to wait goes to the device then, not while its POST is on its way: another
 * tab of the player's reading the outbox meanwhile would post it a second time, and the server
 * would make two. (A change or a deletion sent twice does no harm: the second meets a 412 or a
 * 404.)
 */
function keepCreate(mutation: Mutation): AppThunk<Promise<void>> {
  return async (_dispatch, getState, deps) => {
    if (mutation.player === 0 || !getState().outbox.mutations.includes(mutation)) return
    await deps.outbox.put(mutation).catch(() => undefined)
  }
}

function retryLater(): AppThunk {
  return (dispatch, _getState, deps) => {
    const waiting = waitingOf(deps)
    if (waiting.retry !== null) return
    const pause = Math.min(30_000, 1000 * 2 ** waiting.retries)
    waiting.retries += 1
    waiting.retry = setTimeout(() => {
      waiting.retry = null
      dispatch(drainOutbox())
    }, pause)
  }
}

function attempt(mutation: Mutation): AppThunk<Promise<Outcome>> {
  return async (dispatch, getState, { api }) => {
    // An answer shows the server before the live events received meanwhile: they apply again.
    const since = askedAt(getState())
    try {
      const answer = await request(api, mutation)
      await dispatch(confirm(mutation, answer, since))
      return 'done'
    } catch (failure) {
      if (!(failure instanceof ApiError)) return 'later'
      const current = currentOf(failure)
      if (current) {
        await dispatch(mergeStale(mutation, current, since))
        return 'merged'
      }
      if (failure.status === 404 && mutation.op === 'destroy') {
        // Deleted already, elsewhere: the deletion stands.
        await dispatch(confirm(mutation, undefined, since))
        return 'done'
      }
      if (failure.status === 0) return 'unreachable'
      if (failure.status === 401) {
        dispatch(sessionActions.loggedOut({ refused: true }))
        return 'unreachable'
      }
      if (!refusedForGood(failure.status)) return 'later'
      return dispatch(refuse(mutation, failure))
    }
  }
}

function request(api: StoreDeps['api'], mutation: Mutation): Promise<Row | undefined> {
  const body = { [singular(mutation.kind)]: mutation.changes }
  if (mutation.op === 'destroy') return api.delete(mutation.path).then(() => undefined)
  if (mutation.op === 'create') return api.post<Row>(mutation.path, body)
  const { baseVersion } = mutation
  return api.patch<Row>(mutation.path, body, baseVersion === null ? {} : { baseVersion })
}

/**
 * The player's choice for a conflict: the fields in `keepMine` are sent again over the
 * server's version they were shown; the others stay as the server has them.
 */
export function resolveConflict(seq: number, keepMine: readonly string[]): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const mutation = getState().outbox.mutations.find((held) => held.seq === seq && held.conflict)
    if (!mutation) return
    if (keepMine.length === 0) await dispatch(forget(seq))
    else {
      await dispatch(
        replace({
          ...mutation,
          base: valuesOf(mutation.base, keepMine),
          changes: valuesOf(mutation.changes, keepMine),
          conflict: false,
        }),
      )
    }
    dispatch(drainOutbox())
  }
}

const keptNew = (kind: Kind) =>
  `Kept on this device: the new ${singular(kind).replaceAll('_', ' ')} is made when the connection returns.`

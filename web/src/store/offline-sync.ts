import { ApiError } from '../api/client.ts'
import { refusedFields } from '../api/error-message.ts'
import type { Id, Row } from '../api/types.ts'
import type { QueuedEdit } from '../offline/edit-queue.ts'
import { mergeEdit } from '../offline/merge.ts'
import type { AppThunk, RootState } from './app-state.ts'
import { entityActions } from './entities/entities-slice.ts'
import { type Kind, singular } from './entities/kinds.ts'
import { noticeActions } from './notices.ts'
import { offlineEditsActions, waitingEdits } from './offline-edits.ts'
import { selectRow } from './selectors.ts'
import { sessionActions } from './session.ts'

// Edits made while the server cannot be reached wait in a queue on this device (IndexedDB,
// per player, in order), shown over the rows as fetched; once the connection is back they are
// sent in order, each with the version it was based on. The server refuses one whose entity
// changed since (412, with the entity as it is): it is merged field by field (merge.ts), the
// fields changed on both sides waiting for the player to choose (ConflictDialog).

/** Kinds whose PATCH takes `Loom-Base-Version`: items and their children, not players,
 *  chronicles or combat actors (whose combat needs the server anyway). */
export const keptOffline = (kind: Kind) =>
  kind !== 'players' && kind !== 'chronicles' && kind !== 'combat_actors'

/** How often one edit may meet a newer version in one sync before the sync stops for now. */
const MERGES_PER_EDIT = 3

/** Whether edits of this entity wait to be sent: a later one waits behind them. */
export const editsWaitFor = (state: RootState, kind: Kind, id: Id) =>
  waitingEdits(state).some((edit) => edit.kind === kind && edit.id === id)

/** Reads the player's queue into the store, which shows the waiting edits over the rows. */
export function readOfflineEdits(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { edits }) => {
    const player = getState().session.id
    if (player === 0) return
    const list = await edits.list(player)
    // Signed out or in as someone else meanwhile: the edits are not theirs to see.
    if (getState().session.id === player) dispatch(offlineEditsActions.loaded(list))
  }
}

/**
 * How many edits (each gathering one entity's changes) the device keeps waiting at most: the
 * spec's bound of 100 pending actions. Past it a new edit is refused, and the player told.
 */
export const KEPT_EDITS_LIMIT = 100

/**
 * Keeps an edit in the queue, shown at once; answers false, and says so, when it cannot be
 * kept (the row or its version unknown, the browser's storage refusing, the queue full). Edits
 * of one entity are gathered in one.
 */
export function keepEdit(
  { kind, id, path }: { kind: Kind; id: Id; path: string },
  changes: Record<string, unknown>,
): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { edits }) => {
    const player = getState().session.id
    const row = selectRow(getState(), kind, id)
    const notKept = () => {
      dispatch(noticeActions.shown({ message: NOT_KEPT }))
      return false
    }
    if (player === 0 || typeof row?.version !== 'number') return notKept()
    // Not the edit on its way: taking it off the queue once answered would take this one too.
    const { sending, edits: kept } = getState().offlineEdits
    const waiting = waitingEdits(getState()).findLast(
      (edit) => edit.kind === kind && edit.id === id && edit.seq !== sending,
    )
    if (!waiting && kept.length >= KEPT_EDITS_LIMIT) {
      dispatch(noticeActions.shown({ message: QUEUE_FULL }))
      return false
    }
    const base = valuesOf(row, Object.keys(changes))
    dispatch(entityActions.pendingShown([{ kind, id, changes }]))
    try {
      if (waiting) {
        // The earlier edit's base stands for the fields it holds: this one was made over it.
        const gathered = { ...waiting, base: { ...base, ...waiting.base } }
        await edits.put({ ...gathered, changes: { ...waiting.changes, ...changes } })
      } else {
        const baseVersion = row.version
        await edits.add({ player, kind, id, path, baseVersion, base, changes, conflict: false })
      }
    } catch {
      dispatch(entityActions.pendingShown([{ kind, id, changes: base }]))
      return notKept()
    }
    await dispatch(readOfflineEdits())
    return true
  }
}

const NOT_KEPT =
  'This change could not be kept on this device until the connection returns: it was not saved.'
const QUEUE_FULL = `${KEPT_EDITS_LIMIT} edits already wait on this device for the connection: this change was not saved. Changes to what you already edited are still kept.`

/** Sends the waiting edits in order while the connection holds. */
export function syncOfflineEdits(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { edits }) => {
    const { session, network, offlineEdits } = getState()
    if (session.id === 0 || network === 'offline' || offlineEdits.syncing) return
    const player = session.id
    dispatch(offlineEditsActions.syncing(true))
    const merges = new Map<number, number>()
    let drained = false
    try {
      for (;;) {
        const list = await edits.list(player)
        if (getState().session.id !== player) return
        dispatch(offlineEditsActions.loaded(list))
        const next = list.find((edit) => !edit.conflict)
        if (next === undefined) {
          drained = true
          return
        }
        dispatch(offlineEditsActions.sending(next.seq))
        const outcome = await dispatch(sendEdit(next)).finally(() =>
          dispatch(offlineEditsActions.sending(null)),
        )
        if (outcome === 'stop') return
        if (outcome === 'merged') {
          const count = (merges.get(next.seq) ?? 0) + 1
          merges.set(next.seq, count)
          if (count >= MERGES_PER_EDIT) return
        }
      }
    } finally {
      dispatch(offlineEditsActions.syncing(false))
      await dispatch(readOfflineEdits())
    }
    // An edit kept just as the queue was found empty would otherwise wait for the next sync.
    if (drained && waitingEdits(getState()).length > 0) await dispatch(syncOfflineEdits())
  }
}

type Outcome = 'done' | 'merged' | 'stop'

function sendEdit(edit: QueuedEdit): AppThunk<Promise<Outcome>> {
  return async (dispatch, _getState, { api, edits }) => {
    try {
      const body = { [singular(edit.kind)]: edit.changes }
      const row = await api.patch<Row>(edit.path, body, { baseVersion: edit.baseVersion })
      await edits.remove(edit.seq)
      await dispatch(followAnswered(edit, row))
      dispatch(entityActions.received({ kind: edit.kind, rows: [row] }))
      return 'done'
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure
      const current = currentOf(failure)
      if (current) {
        await dispatch(mergeStale(edit, current))
        return 'merged'
      }
      if (failure.status === 401) dispatch(sessionActions.loggedOut({ refused: true }))
      if (!refusedForGood(failure.status)) return 'stop'
      // Fields the refusal names go; the edit's other fields are sent again without them.
      const named = Object.keys(refusedFields(failure.body)).filter((field) =>
        Object.hasOwn(edit.changes, field),
      )
      const rest = Object.keys(edit.changes).filter((field) => !named.includes(field))
      const keepRest = failure.status === 422 && named.length > 0 && rest.length > 0
      if (keepRest) {
        await edits.put({
          ...edit,
          base: valuesOf(edit.base, rest),
          changes: valuesOf(edit.changes, rest),
        })
      } else await edits.remove(edit.seq)
      await dispatch(readOfflineEdits())
      const refused = keepRest ? named : Object.keys(edit.changes)
      dispatch(
        noticeActions.shown({
          message: `Your change to ${refused.map(spoken).join(', ')} could not be saved: ${failure.message}`,
        }),
      )
      await dispatch(refetch(edit))
      return keepRest ? 'merged' : 'done'
    }
  }
}

/**
 * An edit of the same entity made while `edit` was on its way was made over it: when the
 * answer is the very next version (nobody else changed the entity meanwhile), it is based on
 * that version, and goes without meeting a 412 first.
 */
function followAnswered(edit: QueuedEdit, row: Row): AppThunk<Promise<void>> {
  return async (_dispatch, _getState, { edits }) => {
    if (row.version !== edit.baseVersion + 1) return
    const followers = (await edits.list(edit.player)).filter(
      (other) =>
        !other.conflict &&
        other.kind === edit.kind &&
        other.id === edit.id &&
        other.baseVersion === edit.baseVersion,
    )
    for (const follower of followers) await edits.put({ ...follower, baseVersion: row.version })
  }
}

/** A refusal sending the edit again would not change; anything else (no answer, 409, 429,
 *  5xx) is tried again at the next sync. */
const refusedForGood = (status: number) => [400, 403, 404, 413, 422].includes(status)

/** The entity a 412 carries, as the server holds it now. */
function currentOf(failure: ApiError): Row | null {
  if (failure.status !== 412) return null
  const current = (failure.body as { current?: Row } | null)?.current
  return current && typeof current.version === 'number' ? current : null
}

/**
 * Replaces an edit the server refused as stale by its merge over the entity as it is now:
 * the clean fields are sent again on the new version; the conflicting ones wait for the player,
 * with the server's values as their base.
 */
function mergeStale(edit: QueuedEdit, current: Row): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { edits }) => {
    const { clean, conflicts } = mergeEdit(edit.base, edit.changes, current)
    const rebased = (changes: Record<string, unknown>, conflict: boolean): QueuedEdit => ({
      ...edit,
      baseVersion: current.version as number,
      base: valuesOf(current, Object.keys(changes)),
      changes,
      conflict,
    })
    const hasClean = Object.keys(clean).length > 0
    if (conflicts.length > 0) {
      const mine = Object.fromEntries(conflicts.map(({ field, mine }) => [field, mine]))
      await edits.put(rebased(mine, true))
      if (hasClean) {
        const { seq: _seq, ...cleanEdit } = rebased(clean, false)
        await edits.add(cleanEdit)
      }
    } else if (hasClean) await edits.put(rebased(clean, false))
    else await edits.remove(edit.seq)
    // Shown once the queue says what still waits, so that a conflict shows the server's value.
    await dispatch(readOfflineEdits())
    dispatch(entityActions.received({ kind: edit.kind, rows: [current] }))
  }
}

/**
 * The player's choice for a conflict: the fields in `keepMine` are sent again over the
 * server's version they were shown; the others stay as the server has them.
 */
export function resolveConflict(seq: number, keepMine: readonly string[]): AppThunk<Promise<void>> {
  return async (dispatch, getState, { edits }) => {
    const edit = getState().offlineEdits.edits.find((held) => held.seq === seq && held.conflict)
    if (!edit) return
    if (keepMine.length === 0) await edits.remove(seq)
    else {
      const kept = valuesOf(edit.changes, keepMine)
      await edits.put({
        ...edit,
        base: valuesOf(edit.base, keepMine),
        changes: kept,
        conflict: false,
      })
    }
    await dispatch(readOfflineEdits())
    await dispatch(syncOfflineEdits())
  }
}

/** The entity as the server has it, after an edit of it was refused. */
function refetch({ kind, path }: QueuedEdit): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    try {
      dispatch(entityActions.received({ kind, rows: [await api.get<Row>(path)] }))
    } catch {
      // Gone or out of sight: the page showing it says so when it next loads.
    }
  }
}

/** A field as a player reads it in a notice: `willpower_temporary` → "willpower temporary". */
const spoken = (field: string) => field.replaceAll('_', ' ')

function valuesOf(row: Record<string, unknown>, fields: readonly string[]) {
  return Object.fromEntries(fields.map((field) => [field, row[field] ?? null]))
}

import type { ApiError } from '../../api/client.ts'
import { refusedFields } from '../../api/error-message.ts'
import { forEachPage } from '../../api/paging.ts'
import type { Row } from '../../api/types.ts'
import { mergeEdit } from '../../offline/merge.ts'
import type { Mutation, Reread } from '../../offline/outbox-store.ts'
import type { AppThunk } from '../app-state.ts'
import { entityActions } from '../entities/entities-slice.ts'
import { singular } from '../entities/kinds.ts'
import { noticeActions } from '../notices.ts'
import { askedAt } from '../snapshots.ts'
import { outboxActions } from './outbox-slice.ts'
import { laneOf, nextSeq, settle, valuesOf, waitingOf } from './waiting.ts'

// What the server's answer to a mutation does: confirmed, merged over a row that moved on
// (412), or refused for good.

/** How a sending ended: what the outbox does next. */
export type Outcome = 'done' | 'merged' | 'unreachable' | 'later'

/** The server's answer becomes the confirmed row, and the mutation leaves the outbox. */
export function confirm(
  mutation: Mutation,
  row: Row | undefined,
  since: number,
): AppThunk<Promise<void>> {
  return async (dispatch, _getState, deps) => {
    const { kind, id } = mutation
    if (mutation.op === 'destroy') dispatch(entityActions.removed({ kind, id }))
    else if (row)
      dispatch(entityActions.received({ kind, rows: [row], link: mutation.link, since }))
    if (mutation.op === 'update' && row) await dispatch(followAnswered(mutation, row))
    // A move re-ranks its siblings: they are read again before the move stops showing.
    if (mutation.reread) await dispatch(reread(mutation.reread)).catch(() => undefined)
    await dispatch(forget(mutation.seq))
    settle(deps, mutation.seq, { kept: true, row })
  }
}

export function forget(seq: number): AppThunk<Promise<void>> {
  return async (dispatch, _getState, deps) => {
    dispatch(outboxActions.removed(seq))
    const waiting = waitingOf(deps)
    waiting.merges.delete(seq)
    await waiting.keeping.get(seq)
    waiting.keeping.delete(seq)
    await deps.outbox.remove(seq).catch(() => undefined)
  }
}

/** Replaces a mutation in the outbox and on the device. */
export function replace(mutation: Mutation): AppThunk<Promise<void>> {
  return async (dispatch, _getState, deps) => {
    dispatch(outboxActions.put(mutation))
    await deps.outbox.put(mutation).catch(() => undefined)
  }
}

/**
 * A change of the same row made while `mutation` was on its way was made over it: when the
 * answer is the very next version (nobody else changed the row meanwhile), it is based on that
 * version, and goes without meeting a 412 first.
 */
function followAnswered(mutation: Mutation, row: Row): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (mutation.baseVersion === null || row.version !== mutation.baseVersion + 1) return
    const followers = getState().outbox.mutations.filter(
      (other) =>
        other.seq !== mutation.seq &&
        !other.conflict &&
        laneOf(other) === laneOf(mutation) &&
        other.baseVersion === mutation.baseVersion,
    )
    for (const follower of followers) {
      await dispatch(replace({ ...follower, baseVersion: row.version as number }))
    }
  }
}

/** A refusal sending the mutation again would not change; anything else (no answer, 409,
 *  429, 5xx) is tried again. */
export const refusedForGood = (status: number) => [400, 403, 404, 413, 422].includes(status)

/** The row a 412 carries, as the server holds it now. */
export function currentOf(failure: ApiError): Row | null {
  if (failure.status !== 412) return null
  const current = (failure.body as { current?: Row } | null)?.current
  return current && typeof current.version === 'number' ? current : null
}

/**
 * Replaces a mutation the server refused as stale by its merge over the row as it is now: the
 * clean fields are sent again on the new version; the conflicting ones wait for the player,
 * with the server's values as their base.
 */
export function mergeStale(
  mutation: Mutation,
  current: Row,
  since: number,
): AppThunk<Promise<void>> {
  return async (dispatch, _getState, deps) => {
    const { clean, conflicts } = mergeEdit(mutation.base, mutation.changes, current)
    const rebased = (changes: Record<string, unknown>, conflict: boolean): Mutation => ({
      ...mutation,
      baseVersion: current.version as number,
      base: valuesOf(current, Object.keys(changes)),
      changes,
      conflict,
    })
    const hasClean = Object.keys(clean).length > 0
    if (conflicts.length > 0) {
      const mine = Object.fromEntries(conflicts.map(({ field, mine }) => [field, mine]))
      await dispatch(replace(rebased(mine, true)))
      if (hasClean) await dispatch(replace({ ...rebased(clean, false), seq: nextSeq(deps) }))
      settle(deps, mutation.seq, { kept: true })
    } else if (hasClean) await dispatch(replace(rebased(clean, false)))
    else {
      await dispatch(forget(mutation.seq))
      settle(deps, mutation.seq, { kept: true })
    }
    // Shown once the outbox says what still waits, so that a conflict shows the server's value.
    dispatch(entityActions.received({ kind: mutation.kind, rows: [current], since }))
  }
}

/**
 * A mutation the server refused for good leaves the outbox, and the player is told what and
 * why. Where a 422 names some of a change's fields only, the others are sent again without them.
 */
export function refuse(mutation: Mutation, failure: ApiError): AppThunk<Promise<Outcome>> {
  return async (dispatch, _getState, deps) => {
    const named = Object.keys(refusedFields(failure.body)).filter((field) =>
      Object.hasOwn(mutation.changes, field),
    )
    const rest = Object.keys(mutation.changes).filter((field) => !named.includes(field))
    const keepRest =
      mutation.op === 'update' && failure.status === 422 && named.length > 0 && rest.length > 0
    if (keepRest) {
      await dispatch(
        replace({
          ...mutation,
          base: valuesOf(mutation.base, rest),
          changes: valuesOf(mutation.changes, rest),
        }),
      )
    } else {
      await dispatch(forget(mutation.seq))
      settle(deps, mutation.seq, { kept: false, failure })
    }
    dispatch(noticeActions.shown({ message: refusal(mutation, keepRest ? named : null, failure) }))
    if (failure.status === 404) {
      dispatch(entityActions.gone({ kind: mutation.kind, rows: [{ id: mutation.id }] }))
    }
    return keepRest ? 'merged' : 'done'
  }
}

/** The notice of a refusal, naming what was refused: `fields` of a change, if only some. */
function refusal(mutation: Mutation, fields: string[] | null, failure: ApiError): string {
  const what = singular(mutation.kind).replaceAll('_', ' ')
  if (mutation.op === 'destroy') return `The ${what} could not be deleted: ${failure.message}`
  if (mutation.op === 'create') return `The new ${what} could not be saved: ${failure.message}`
  if (mutation.op === 'reorder') return `The new order could not be saved: ${failure.message}`
  const named = fields ?? Object.keys(mutation.changes)
  return `Your change to ${named.map(spoken).join(', ')} could not be saved: ${failure.message}`
}

/** Rows read again once a move is saved: one row, or every page of a list. */
function reread({ kind, path, list }: Reread): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const since = askedAt(getState())
    if (!list) {
      dispatch(entityActions.received({ kind, rows: [await api.get<Row>(path)], since }))
      return
    }
    const rows: Row[] = []
    await forEachPage(
      (page) => api.getPage<Row>(path, page),
      (page) => rows.push(...page),
    )
    dispatch(entityActions.received({ kind, rows, link: { ...list, replace: true }, since }))
  }
}

/** A field as a player reads it in a notice: `willpower_temporary` → "willpower temporary". */
const spoken = (field: string) => field.replaceAll('_', ' ')

import type { Action, Reducer, UnknownAction } from '@reduxjs/toolkit'
import type { OptimisticMeta, Transaction } from './transaction.ts'

/**
 * The optimistic layer around a reducer. While edits are pending it keeps the state
 * before the oldest one and every action since, so a failed edit can be taken out and
 * the rest replayed on top. At most `limit` actions are kept: beyond that the oldest
 * are folded into the base state and their edits can no longer be undone.
 */
export interface OptimisticState<S> {
  current: S
  base: S | null
  history: UnknownAction[]
  pending: Transaction[]
}

export const HISTORY_LIMIT = 100

export function withOptimism<S>(
  reducer: Reducer<S>,
  limit = HISTORY_LIMIT,
): Reducer<OptimisticState<S>> {
  return (state, action) => {
    if (state === undefined) {
      return { current: reducer(undefined, action), base: null, history: [], pending: [] }
    }
    const tag = tagOf(action)
    if (tag?.phase === 'begin') {
      const base = state.base ?? state.current
      return bounded(
        {
          current: reducer(state.current, action),
          base,
          history: [...(state.base ? state.history : []), action as UnknownAction],
          pending: [...state.pending, tag.txn],
        },
        reducer,
        limit,
      )
    }
    if (tag?.phase === 'revert' && state.pending.includes(tag.txn) && state.base) {
      const history = state.history.filter((past) => !isBeginOf(past, tag.txn))
      const replayed = history.reduce(reducer, state.base)
      return settle(
        { ...state, current: reducer(replayed, action), history },
        tag.txn,
        action,
        reducer,
        limit,
      )
    }
    const current = reducer(state.current, action)
    if (!state.base) return current === state.current ? state : { ...state, current }
    if (tag?.phase === 'commit' && state.pending.includes(tag.txn)) {
      return settle({ ...state, current }, tag.txn, action, reducer, limit)
    }
    return bounded(
      { ...state, current, history: [...state.history, action as UnknownAction] },
      reducer,
      limit,
    )
  }
}

/** Whether an edit can still be taken back (false once committed, reverted or folded away). */
export function isPending<S>(state: OptimisticState<S>, txn: Transaction): boolean {
  return state.pending.includes(txn)
}

function settle<S>(
  state: OptimisticState<S>,
  txn: Transaction,
  action: Action,
  reducer: Reducer<S>,
  limit: number,
): OptimisticState<S> {
  const pending = state.pending.filter((open) => open !== txn)
  if (pending.length === 0) return { current: state.current, base: null, history: [], pending }
  return bounded(
    { ...state, pending, history: [...state.history, action as UnknownAction] },
    reducer,
    limit,
  )
}

function bounded<S>(
  state: OptimisticState<S>,
  reducer: Reducer<S>,
  limit: number,
): OptimisticState<S> {
  if (state.history.length <= limit || !state.base) return state
  const overflow = state.history.length - limit
  const folded = state.history.slice(0, overflow)
  const foldedTxns = folded.flatMap((past) => {
    const tag = tagOf(past)
    return tag?.phase === 'begin' ? [tag.txn] : []
  })
  const pending = state.pending.filter((txn) => !foldedTxns.includes(txn))
  if (pending.length === 0) return { current: state.current, base: null, history: [], pending }
  return {
    current: state.current,
    base: folded.reduce(reducer, state.base),
    history: state.history.slice(overflow),
    pending,
  }
}

function tagOf(action: Action): OptimisticMeta['optimistic'] | undefined {
  const meta = (action as { meta?: Partial<OptimisticMeta> }).meta
  return meta?.optimistic
}

function isBeginOf(action: Action, txn: Transaction): boolean {
  const tag = tagOf(action)
  return tag?.phase === 'begin' && tag.txn === txn
}

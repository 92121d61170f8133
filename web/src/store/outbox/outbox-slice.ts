import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Mutation } from '../../offline/outbox-store.ts'

/**
 * The signed-in player's edits not yet answered by the server, oldest first (kept in
 * IndexedDB too, see outbox.ts), and those on their way now. The rows shown are the confirmed
 * rows with these applied on top (pending-view.ts).
 */
export interface OutboxState {
  mutations: Mutation[]
  /** The `seq` of each mutation whose request is on its way: nothing more joins it. */
  sending: number[]
  /**
   * Whether edits wait for the server to be reachable again (made offline, unanswered, kept
   * from an earlier visit) rather than only being on their way: the header then counts them.
   */
  held: boolean
}

const initialState: OutboxState = { mutations: [], sending: [], held: false }

const slice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    /** What the device kept from an earlier visit, beside what was made since it was read. */
    loaded(state, action: PayloadAction<Mutation[]>) {
      const held = new Set(state.mutations.map((mutation) => mutation.seq))
      const kept = action.payload.filter((mutation) => !held.has(mutation.seq))
      if (kept.length === 0) return
      state.held = true
      state.mutations = [...state.mutations, ...kept].sort((a, b) => a.seq - b.seq)
    },
    /** Adds a mutation, or replaces the one of its `seq`. */
    put(state, action: PayloadAction<Mutation>) {
      const at = state.mutations.findIndex((held) => held.seq === action.payload.seq)
      if (at >= 0) state.mutations[at] = action.payload
      else state.mutations.push(action.payload)
    },
    removed(state, action: PayloadAction<number>) {
      state.mutations = state.mutations.filter((mutation) => mutation.seq !== action.payload)
      if (state.mutations.length === 0) state.held = false
    },
    held(state) {
      if (state.mutations.length > 0) state.held = true
    },
    sending(state, action: PayloadAction<{ seq: number; on: boolean }>) {
      const { seq, on } = action.payload
      state.sending = state.sending.filter((held) => held !== seq)
      if (on) state.sending.push(seq)
    },
  },
})

export const outboxActions = slice.actions
export const outboxReducer = slice.reducer

type WithOutbox = { outbox: OutboxState }

/** Mutations still to be sent (a conflict waits for the player instead). */
export const waitingMutations = (state: WithOutbox) =>
  state.outbox.mutations.filter((mutation) => !mutation.conflict)

/** How many changes wait to be sent, as the player counts them: each field, each deletion… */
export const waitingChangeCount = (state: WithOutbox) =>
  waitingMutations(state).reduce(
    (count, mutation) =>
      count + (mutation.op === 'update' ? Object.keys(mutation.changes).length : 1),
    0,
  )

/** The changes the header counts: those waiting for the server, not those merely on their way. */
export const heldChangeCount = (state: WithOutbox) =>
  state.outbox.held ? waitingChangeCount(state) : 0

/** Edits that met a different change made meanwhile, for the player to choose. */
export const conflictedMutations = (state: WithOutbox) =>
  state.outbox.mutations.filter((mutation) => mutation.conflict)

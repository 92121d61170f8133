import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { QueuedEdit } from '../offline/edit-queue.ts'

/**
 * The signed-in player's edits waiting on this device (a copy of the queue in IndexedDB, see
 * offline-sync.ts), and whether they are being sent now.
 */
export interface OfflineEditsState {
  edits: QueuedEdit[]
  syncing: boolean
  /** The `seq` of the edit whose PATCH is on its way, if any: nothing more joins it. */
  sending: number | null
}

const initialState: OfflineEditsState = { edits: [], syncing: false, sending: null }

const slice = createSlice({
  name: 'offlineEdits',
  initialState,
  reducers: {
    loaded(state, action: PayloadAction<QueuedEdit[]>) {
      state.edits = action.payload
    },
    syncing(state, action: PayloadAction<boolean>) {
      state.syncing = action.payload
    },
    sending(state, action: PayloadAction<number | null>) {
      state.sending = action.payload
    },
  },
})

export const offlineEditsActions = slice.actions
export const offlineEditsReducer = slice.reducer

/** Edits still to be sent (a conflict waits for the player instead). */
export const waitingEdits = (state: { offlineEdits: OfflineEditsState }) =>
  state.offlineEdits.edits.filter((edit) => !edit.conflict)

/** How many field changes wait to be sent, as the player counts them. */
export const waitingChangeCount = (state: { offlineEdits: OfflineEditsState }) =>
  waitingEdits(state).reduce((count, edit) => count + Object.keys(edit.changes).length, 0)

/** Edits that met a different change made meanwhile, for the player to choose. */
export const conflictedEdits = (state: { offlineEdits: OfflineEditsState }) =>
  state.offlineEdits.edits.filter((edit) => edit.conflict)

import type { LiveEvent } from '@loom/core'
import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit'
import type { Id, Row, StoredRows } from '../../api/types.ts'
import { ASSOCIATIONS, KINDS, type Kind, kindOfType } from './kinds.ts'
import { normalize } from './normalize.ts'
import { optimisticMeta, type Transaction } from './transaction.ts'

export interface EntitiesState {
  currentPlayerId: Id
  byKind: { [K in Kind]: EntityState<StoredRows[K], Id> }
  /** `kind/id` of rows deleted here or by a live event, so a page showing one can move on. */
  destroyed: string[]
}

/** Where a list of ids lives: `state[kind][id][assoc]`. */
export interface Link {
  kind: Kind
  id: Id
  assoc: string
  /** The rows are the whole list, not an addition to it. */
  replace?: boolean
}

const adapter = createEntityAdapter<Row, Id>({ selectId: (row) => row.id })
const DESTROYED_KEPT = 50

export const initialEntitiesState: EntitiesState = {
  currentPlayerId: 0,
  byKind: Object.fromEntries(
    KINDS.map((kind) => [kind, adapter.getInitialState()]),
  ) as EntitiesState['byKind'],
  destroyed: [],
}

export const destroyedKey = (kind: Kind, id: Id) => `${kind}/${id}`

const slice = createSlice({
  name: 'entities',
  initialState: initialEntitiesState,
  reducers: {
    currentPlayerReceived(state, action: PayloadAction<Row>) {
      state.currentPlayerId = action.payload.id
      mergeAll(state, 'players', action.payload)
    },
    received(state, action: PayloadAction<{ kind: Kind; rows: Row[]; link?: Link }>) {
      const { kind, rows, link } = action.payload
      for (const row of rows) mergeAll(state, kind, row)
      if (link?.replace) {
        const parent = state.byKind[link.kind].entities[link.id]
        if (parent) parent[link.assoc] = rows.map((row) => row.id)
      } else if (link) for (const row of rows) linkId(state, link, row.id)
    },
    patched: {
      reducer(
        state,
        action: PayloadAction<{ kind: Kind; id: Id; changes: Record<string, unknown> }>,
      ) {
        const row = state.byKind[action.payload.kind].entities[action.payload.id]
        if (row) Object.assign(row, action.payload.changes)
      },
      prepare(payload: { kind: Kind; id: Id; changes: Record<string, unknown> }, txn: Transaction) {
        return { payload, meta: optimisticMeta('begin', txn) }
      },
    },
    /** Puts rows in the order the player dropped them, reusing their own sort values. */
    reordered: {
      reducer(state, action: PayloadAction<{ kind: Kind; ids: Id[]; field: string }>) {
        const { kind, ids, field } = action.payload
        const rows = ids.flatMap((id) => state.byKind[kind].entities[id] ?? [])
        const values = rows.map((row) => Number(row[field] ?? 0)).sort((a, b) => a - b)
        const distinct = values.every((value, index) => index === 0 || value > values[index - 1]!)
        rows.forEach((row, index) => {
          row[field] = distinct ? values[index] : index
        })
      },
      prepare(payload: { kind: Kind; ids: Id[]; field: string }, txn: Transaction) {
        return { payload, meta: optimisticMeta('begin', txn) }
      },
    },
    removed: {
      reducer(state, action: PayloadAction<{ kind: Kind; id: Id }>) {
        destroy(state, action.payload.kind, action.payload.id)
      },
      prepare(payload: { kind: Kind; id: Id }, txn: Transaction) {
        return { payload, meta: optimisticMeta('begin', txn) }
      },
    },
    committed: {
      reducer(state, action: PayloadAction<{ kind: Kind; row?: Row }>) {
        if (action.payload.row) mergeAll(state, action.payload.kind, action.payload.row)
      },
      prepare(payload: { kind: Kind; row?: Row }, txn: Transaction) {
        return { payload, meta: optimisticMeta('commit', txn) }
      },
    },
    reverted: {
      reducer() {},
      prepare(txn: Transaction) {
        return { payload: txn, meta: optimisticMeta('revert', txn) }
      },
    },
    liveEventReceived(state, action: PayloadAction<LiveEvent>) {
      applyEvent(state, action.payload)
    },
    chronicleLeft(state, action: PayloadAction<Id>) {
      destroy(state, 'chronicles', action.payload)
    },
    reset() {
      return initialEntitiesState
    },
  },
})

export const entityActions = slice.actions
export const entitiesReducer = slice.reducer

function mergeAll(state: EntitiesState, kind: Kind, row: Row): void {
  for (const part of normalize(kind, row)) mergeRow(state, part.kind, part.row)
}

/** A row merges unless the store already holds a newer version of it. */
function mergeRow(state: EntitiesState, kind: Kind, row: Row): void {
  const existing = state.byKind[kind].entities[row.id]
  if (!existing) {
    adapter.addOne(state.byKind[kind], row)
    return
  }
  if (row.version !== undefined && existing.version !== undefined && row.version < existing.version)
    return
  Object.assign(existing, row)
}

function linkId(state: EntitiesState, link: Link, id: Id): void {
  const parent = state.byKind[link.kind].entities[link.id]
  if (!parent) return
  const list = Array.isArray(parent[link.assoc]) ? (parent[link.assoc] as Id[]) : []
  if (!list.includes(id)) parent[link.assoc] = [...list, id]
}

function destroy(state: EntitiesState, kind: Kind, id: Id): void {
  adapter.removeOne(state.byKind[kind], id)
  for (const parentKind of KINDS) {
    const assocs = Object.entries(ASSOCIATIONS[parentKind]).filter(([, child]) => child === kind)
    if (assocs.length === 0) continue
    for (const parent of Object.values(state.byKind[parentKind].entities)) {
      for (const [assoc] of assocs) {
        const list = parent[assoc]
        if (Array.isArray(list) && list.includes(id)) parent[assoc] = list.filter((x) => x !== id)
      }
    }
  }
  state.destroyed = [...state.destroyed, destroyedKey(kind, id)].slice(-DESTROYED_KEPT)
}

function applyEvent(state: EntitiesState, event: LiveEvent): void {
  const kind = kindOfType(event.type)
  if (!kind) return
  if (event.event === 'create') {
    const row = parseEntity(event.entity)
    if (!row) return
    mergeAll(state, kind, { version: event.version, ...row })
    const parentKind = event.parent_type ? kindOfType(event.parent_type) : undefined
    if (parentKind && event.parent_id != null && event.assoc)
      linkId(state, { kind: parentKind, id: event.parent_id, assoc: event.assoc }, row.id)
    return
  }
  if (event.event === 'destroy') {
    destroy(state, kind, event.id)
    return
  }
  const existing = state.byKind[kind].entities[event.id]
  // An update for something never loaded would leave a partial row behind.
  if (!existing) return
  if (existing.version !== undefined && event.version <= existing.version) return
  const parts = normalize(kind, { ...(event.changes ?? {}), id: event.id })
  const own = parts.pop()
  for (const part of parts) mergeRow(state, part.kind, part.row)
  Object.assign(existing, own?.row)
  existing.version = event.version
  if (kind === 'chronicles') dropChronicleIfRemoved(state, event.id)
}

function dropChronicleIfRemoved(state: EntitiesState, id: Id): void {
  const me = state.currentPlayerId
  const chronicle = state.byKind.chronicles.entities[id]
  if (me === 0 || !chronicle || chronicle.st_id === me || !Array.isArray(chronicle.players)) return
  if (!chronicle.players.includes(me)) destroy(state, 'chronicles', id)
}

function parseEntity(entity: string | null): Row | undefined {
  if (entity === null) return undefined
  try {
    return JSON.parse(entity) as Row
  } catch {
    return undefined
  }
}

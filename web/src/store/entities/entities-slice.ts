import type { LiveEvent } from '@loom/core'
import {
  createEntityAdapter,
  createSlice,
  current,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit'
import type { Id, Row, StoredRows } from '../../api/types.ts'
import { sameValue } from '../../offline/merge.ts'
import { ASSOCIATIONS, KINDS, type Kind, kindOfType } from './kinds.ts'
import { normalize } from './normalize.ts'

export interface EntitiesState {
  currentPlayerId: Id
  byKind: { [K in Kind]: EntityState<StoredRows[K], Id> }
  /**
   * Rows deleted here or by a live event, or gone from sight, by `kind/id`, with the version
   * they had then (null when unknown): a page showing one moves on, and nothing of that version
   * or older (a late event, a repeated one, an answer that raced the deletion) brings it back.
   * A newer version of the row (the item came back into sight) takes it off.
   */
  destroyed: Record<string, number | null>
  /**
   * The latest live events and the number the next one gets. A fetch answer shows the server
   * at some moment before it arrives, maybe before events that came in meanwhile: it merges,
   * then the events received since it was asked for apply again on top (see `since`).
   */
  liveLog: { next: number; events: LiveEvent[] }
}

/** Where a list of ids lives: `state[kind][id][assoc]`. */
export interface Link {
  kind: Kind
  id: Id
  assoc: string
  /** The rows are the whole list, not an addition to it. */
  replace?: boolean
}

/** A row as the store held it when a fetch was sent. */
export interface HeldRow {
  id: Id
  version?: number
}

const adapter = createEntityAdapter<Row, Id>({ selectId: (row) => row.id })
const DESTROYED_KEPT = 500
const LIVE_LOG_KEPT = 200

export const initialEntitiesState: EntitiesState = {
  currentPlayerId: 0,
  byKind: Object.fromEntries(
    KINDS.map((kind) => [kind, adapter.getInitialState()]),
  ) as EntitiesState['byKind'],
  destroyed: {},
  liveLog: { next: 0, events: [] },
}

export const destroyedKey = (kind: Kind, id: Id) => `${kind}/${id}`

const slice = createSlice({
  name: 'entities',
  initialState: initialEntitiesState,
  reducers: {
    /** `since`: where the live log stood when the player was asked for (`liveMark`). */
    currentPlayerReceived(state, action: PayloadAction<{ player: Row; since?: number }>) {
      const { player, since } = action.payload
      state.currentPlayerId = player.id
      mergeAll(state, 'players', player)
      replaySince(state, since)
    },
    /** `since`: where the live log stood when the rows were asked for (`liveMark`). */
    received(
      state,
      action: PayloadAction<{ kind: Kind; rows: Row[]; link?: Link; since?: number }>,
    ) {
      const { kind, rows, link, since } = action.payload
      for (const row of rows) mergeAll(state, kind, row)
      const held = rows.filter((row) => state.byKind[kind].entities[row.id] !== undefined)
      if (link?.replace) {
        const parent = state.byKind[link.kind].entities[link.id]
        // Pages read while the list shifted may hold a row twice.
        if (parent) parent[link.assoc] = [...new Set(held.map((row) => row.id))]
      } else if (link) for (const row of held) linkId(state, link, row.id)
      replaySince(state, since)
    },
    /** A deletion the server confirmed. */
    removed(state, action: PayloadAction<{ kind: Kind; id: Id }>) {
      destroy(state, action.payload.kind, action.payload.id, null)
    },
    /**
     * Rows a fetch found gone (deleted, or no longer the player's to see), each with the
     * version the store held when it asked: a row that changed since (a live event came in
     * meanwhile, and the rest of its story comes the same way) stays.
     */
    gone(state, action: PayloadAction<{ kind: Kind; rows: HeldRow[] }>) {
      const { kind, rows } = action.payload
      for (const { id, version } of rows) {
        const row = state.byKind[kind].entities[id]
        if (!row) continue
        if (row.version !== undefined && version !== undefined && row.version > version) continue
        destroy(state, kind, id, version ?? null)
      }
    },
    liveEventReceived(state, action: PayloadAction<LiveEvent>) {
      const log = state.liveLog
      log.events.push(action.payload)
      log.next += 1
      if (log.events.length > LIVE_LOG_KEPT) log.events.shift()
      applyEvent(state, action.payload)
    },
    chronicleLeft(state, action: PayloadAction<Id>) {
      destroy(state, 'chronicles', action.payload, null)
    },
    reset() {
      return initialEntitiesState
    },
  },
})

export const entityActions = slice.actions
export const entitiesReducer = slice.reducer

/** Where the live log stands: a fetch notes it when it asks and passes it as `since`. */
export const liveMark = (state: EntitiesState): number => state.liveLog.next

/**
 * Applies again the live events received since `since`. Each was applied once already, and
 * applies again only where the answer merged meanwhile put back something older: a list
 * without a row created since, an id of a row deleted since. (If more came in meanwhile
 * than the log keeps, the oldest are lost; the next fetch repairs it.)
 */
function replaySince(state: EntitiesState, since: number | undefined): void {
  if (since === undefined) return
  const { next, events } = current(state.liveLog)
  for (const event of events.slice(Math.max(0, events.length - (next - since)))) {
    applyEvent(state, event)
  }
}

function mergeAll(state: EntitiesState, kind: Kind, row: Row): void {
  for (const part of normalize(kind, row)) mergeRow(state, part.kind, part.row)
}

/**
 * A row merges unless the store deleted that version of it, or holds a newer one. Even then
 * its lists merge: no version tells how new they are (a child's change leaves its parent's
 * version as it was), and the live events received since the answer was asked for apply again
 * on top of them (`since`). So do the fields the held row lacks (a summary, such as the
 * player's list of characters, made newer by an event): an event that changed one would have
 * set it, so the older row's value is the one to show.
 */
function mergeRow(state: EntitiesState, kind: Kind, row: Row): void {
  const key = destroyedKey(kind, row.id)
  if (Object.hasOwn(state.destroyed, key)) {
    const gone = state.destroyed[key] ?? null
    if (row.version !== undefined && gone !== null && row.version <= gone) return
    delete state.destroyed[key]
  }
  const existing = state.byKind[kind].entities[row.id]
  if (!existing) adapter.addOne(state.byKind[kind], row)
  else if (existing.version === undefined || row.version === undefined) assignChanged(existing, row)
  else if (row.version >= existing.version) assignChanged(existing, row)
  else assignChanged(existing, { ...absentFrom(existing, row), ...listsOf(kind, row) })
}

/**
 * Sets the fields of `row` whose values differ from what `held` has. An answer repeating what
 * the store holds (the player's list arriving after the opened sheet) then leaves the row the
 * same object, and nothing that shows it renders again.
 */
function assignChanged(held: Row, row: Row): void {
  for (const [field, value] of Object.entries(row)) {
    if (!(field in held) || !sameValue(held[field], value)) held[field] = value
  }
}

function absentFrom(held: Row, row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([field]) => !(field in held))) as Row
}

function listsOf(kind: Kind, row: Row): Row {
  return Object.fromEntries(
    Object.keys(ASSOCIATIONS[kind]).flatMap((assoc) => (assoc in row ? [[assoc, row[assoc]]] : [])),
  ) as Row
}

/**
 * Adds an id to a list the parent holds. A parent without the list is a summary (an item
 * that came into sight arrives without its lists): a list of only the newest row would pass
 * for the whole of it, so the list stays missing until the whole parent is fetched.
 */
function linkId(state: EntitiesState, link: Link, id: Id): void {
  const list = state.byKind[link.kind].entities[link.id]?.[link.assoc]
  if (Array.isArray(list) && !list.includes(id)) list.push(id)
}

/** Removes a row and every mention of it; `version` is the version it is gone at, if known. */
export function destroy(state: EntitiesState, kind: Kind, id: Id, version: number | null): void {
  const known = version ?? state.byKind[kind].entities[id]?.version ?? null
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
  rememberDestroyed(state, destroyedKey(kind, id), known)
}

/** Keeps the newest version a row is gone at; the oldest entries make room past the limit. */
function rememberDestroyed(state: EntitiesState, key: string, version: number | null): void {
  const before = state.destroyed[key] ?? null
  delete state.destroyed[key]
  state.destroyed[key] =
    before === null || version === null ? (version ?? before) : Math.max(before, version)
  const keys = Object.keys(state.destroyed)
  for (const old of keys.slice(0, Math.max(0, keys.length - DESTROYED_KEPT))) {
    delete state.destroyed[old]
  }
}

function applyEvent(state: EntitiesState, event: LiveEvent): void {
  const kind = kindOfType(event.type)
  if (!kind) return
  if (event.event === 'create') {
    const row = parseEntity(event.entity)
    if (!row) return
    // A create heard again, late, is no news for a row held at its version or newer: its lists
    // are as they were at the creation, older than the children's events heard since.
    const held = state.byKind[kind].entities[row.id]?.version
    if (held === undefined || event.version > held) {
      mergeAll(state, kind, { version: event.version, ...row })
    }
    if (!state.byKind[kind].entities[row.id]) return
    const parentKind = event.parent_type ? kindOfType(event.parent_type) : undefined
    if (parentKind && event.parent_id != null && event.assoc)
      linkId(state, { kind: parentKind, id: event.parent_id, assoc: event.assoc }, row.id)
    return
  }
  if (event.event === 'destroy') {
    const existing = state.byKind[kind].entities[event.id]
    // The row came back into sight since (unhidden, added to the chronicle again).
    if (existing?.version !== undefined && event.version < existing.version) return
    destroy(state, kind, event.id, event.version)
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
  if (!chronicle.players.includes(me)) destroy(state, 'chronicles', id, null)
}

function parseEntity(entity: string | null): Row | undefined {
  if (entity === null) return undefined
  try {
    return JSON.parse(entity) as Row
  } catch {
    return undefined
  }
}

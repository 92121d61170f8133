import type { Id } from '../api/types.ts'
import type { Link } from '../store/entities/entities-slice.ts'
import type { Kind } from '../store/entities/kinds.ts'

/** Which order a move changes: the owner's own (`sorting`) or the chronicle's. */
export type RankField = 'sorting' | 'chronicle_sorting'

/**
 * One edit the player made, kept until the server has answered it (store/outbox). `base`
 * holds each edited field as the player saw it when the edit was made and `baseVersion` the
 * row's version then, so that the server refuses it if the row moved on (412) and the edit is
 * merged field by field (merge.ts). A `conflict` waits for the player to choose: there,
 * `base` holds the server's values the player chooses between and `baseVersion` the server's
 * version.
 */
export interface Mutation {
  /** Its place in the outbox: one row's mutations are sent in this order. */
  seq: number
  /** The player who made it: nobody else is shown or sent it. */
  player: Id
  op: 'update' | 'destroy' | 'reorder' | 'create'
  kind: Kind
  /** The row it changes; 0 for a create, whose row has no id until the server answers. */
  id: Id
  /** Where it is sent: the row's path, or for a create the list's. */
  path: string
  /** Null where the kind's PATCH takes no base version (players, chronicles, combat actors). */
  baseVersion: number | null
  base: Record<string, unknown>
  /** The fields sent: an update's changes, a create's fields, a reorder's new position. */
  changes: Record<string, unknown>
  conflict: boolean
  /** A reorder: the siblings in their new order, and the field that ranks them. */
  order?: { ids: Id[]; field: RankField }
  /** What a reorder reads again once saved, since one move can re-rank the siblings. */
  reread?: Reread
  /** A create: the list the new row joins. */
  link?: Link
}

/** A GET whose answer replaces rows of `kind`; `list` pages it and makes it the whole list. */
export interface Reread {
  kind: Kind
  path: string
  list?: Link
}

/** Where the mutations wait: IndexedDB in the browser, memory in tests. */
export interface OutboxStore {
  /** The player's mutations, oldest first. */
  list(player: Id): Promise<Mutation[]>
  /** Adds or replaces the mutation of that `seq`. */
  put(mutation: Mutation): Promise<void>
  remove(seq: number): Promise<void>
  /** Forgets every mutation of every player (sign-out). */
  clear(): Promise<void>
}

// The database and store names of the first offline queue, kept so that edits a device held
// then are still sent: they are updates, and read as such (`op` missing).
const DATABASE = 'loom-offline'
const STORE = 'edits'

/** The outbox in IndexedDB, opened on first use; it survives reloads and closed tabs. */
export function indexedDbOutbox(): OutboxStore {
  let opened: ReturnType<typeof open> | null = null
  const database = () => {
    opened ??= open()
    return opened
  }
  return {
    async list(player) {
      const all = (await (await database()).getAll(STORE)) as Mutation[]
      return all
        .filter((mutation) => mutation.player === player)
        .map((mutation) => ({ ...mutation, op: mutation.op ?? 'update' }))
    },
    async put(mutation) {
      await (await database()).put(STORE, mutation)
    },
    async remove(seq) {
      await (await database()).delete(STORE, seq)
    },
    async clear() {
      await (await database()).clear(STORE)
    },
  }
}

/** `idb` is asked for on first use, once the player is known: a first visit never waits for it. */
async function open() {
  const { openDB } = await import('idb')
  return openDB(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true })
    },
  })
}

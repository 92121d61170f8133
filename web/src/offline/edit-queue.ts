import type { Id } from '../api/types.ts'
import type { Kind } from '../store/entities/kinds.ts'

/**
 * An edit made while the server could not be reached, kept until it is sent. `base` holds
 * each edited field as it was when the edit was made and `baseVersion` the entity's version
 * then, so that the server can refuse it if the entity changed since (412) and the edit can be
 * merged field by field (merge.ts). A `conflict` waits for the player to choose: there, `base`
 * holds the server's values the player chooses between and `baseVersion` the server's version.
 */
export interface QueuedEdit {
  /** Its place in the queue: edits are sent in this order. */
  seq: number
  /** The player who made it: nobody else is shown or sent it. */
  player: Id
  kind: Kind
  id: Id
  path: string
  baseVersion: number
  base: Record<string, unknown>
  changes: Record<string, unknown>
  conflict: boolean
}

export type NewEdit = Omit<QueuedEdit, 'seq'>

/** Where the edits wait: IndexedDB in the browser, memory in tests. */
export interface EditQueue {
  /** The player's edits, oldest first. */
  list(player: Id): Promise<QueuedEdit[]>
  add(edit: NewEdit): Promise<void>
  /** Replaces the edit of that `seq`. */
  put(edit: QueuedEdit): Promise<void>
  remove(seq: number): Promise<void>
  /** Forgets every edit of every player (sign-out). */
  clear(): Promise<void>
}

const DATABASE = 'loom-offline'
const STORE = 'edits'

/** The queue in IndexedDB, opened on first use; it survives reloads and closed tabs. */
export function indexedDbEditQueue(): EditQueue {
  let opened: Promise<IDBDatabase> | null = null
  const database = () => {
    opened ??= openDatabase()
    return opened
  }
  async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
    const transaction = (await database()).transaction(STORE, mode)
    const request = work(transaction.objectStore(STORE))
    return new Promise<T>((resolve, reject) => {
      transaction.oncomplete = () => resolve(request.result)
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () => reject(transaction.error)
    })
  }
  return {
    async list(player) {
      const all = await run('readonly', (store) => store.getAll())
      return (all as QueuedEdit[]).filter((edit) => edit.player === player)
    },
    async add(edit) {
      await run('readwrite', (store) => store.add(edit))
    },
    async put(edit) {
      await run('readwrite', (store) => store.put(edit))
    },
    async remove(seq) {
      await run('readwrite', (store) => store.delete(seq))
    },
    async clear() {
      await run('readwrite', (store) => store.clear())
    },
  }
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true })
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

import { ApiError } from '../api/client.ts'
import type { Id, Row } from '../api/types.ts'
import type { RootState } from './app-state.ts'
import { type HeldRow, liveMark } from './entities/entities-slice.ts'
import type { Kind } from './entities/kinds.ts'

// A fetch answer shows the server at one moment between the ask and the answer, while live
// events keep coming. What a fetch notes when it asks, so that merging its answer never undoes
// what the live channel said meanwhile, and rows it no longer names can leave the store.

/** Where the live log stands now: pass it as `since` with the rows the answer brings. */
export const askedAt = (state: RootState): number => liveMark(state.entities.confirmed)

/** The rows of `kind` the store holds that `concerned` picks, with their versions now. */
export function heldRows(
  state: RootState,
  kind: Kind,
  concerned: (row: Row) => boolean,
): HeldRow[] {
  return Object.values(state.entities.confirmed.byKind[kind].entities).flatMap((row) =>
    row && concerned(row) ? [{ id: row.id, version: row.version }] : [],
  )
}

/** Whether a call failed because its row is not there for the player any more (404). */
export const foundGone = (failure: unknown): boolean =>
  failure instanceof ApiError && failure.status === 404

/** Those of `held` that `listed` leaves out: gone, unless they changed since (`gone`). */
export function unlisted(held: readonly HeldRow[], listed: readonly Id[]): HeldRow[] {
  return held.filter((row) => !listed.includes(row.id))
}

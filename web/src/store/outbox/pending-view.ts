import { createNextState, current } from '@reduxjs/toolkit'
import type { Id, Row } from '../../api/types.ts'
import { sameValue } from '../../offline/merge.ts'
import type { Mutation } from '../../offline/outbox-store.ts'
import { destroy, type EntitiesState } from '../entities/entities-slice.ts'
import { ASSOCIATIONS, KINDS, type Kind } from '../entities/kinds.ts'
import { ruledChanges } from '../entities/write-rules.ts'

/**
 * What the player sees: the rows as the server confirmed them, with the edits not yet
 * answered applied on top, in order, through the server's own write rules. Computed again
 * whenever either moves, never patched: an answer or a live event that changes a row under a
 * pending edit shows that edit over the new row. Unchanged rows keep their identity, so only
 * what an edit touches renders again.
 */
export function pendingView(confirmed: EntitiesState, mutations: readonly Mutation[]) {
  const shown = mutations.filter((mutation) => !mutation.conflict)
  if (shown.length === 0) return confirmed
  return createNextState(confirmed, (draft) => {
    for (const mutation of shown) apply(draft, mutation)
  })
}

function apply(state: EntitiesState, mutation: Mutation): void {
  const { op, kind, id } = mutation
  if (op === 'update') showEdit(state, kind, id, mutation.changes)
  else if (op === 'destroy') destroy(state, kind, id, null)
  else if (op === 'reorder' && mutation.order) {
    reorderRows(state, kind, mutation.order.ids, mutation.order.field)
  }
  // A create shows once the server has answered it with the new row's id.
}

/**
 * Shows an edit on its row: the fields sent and what the server's write rules derive from
 * them (write-rules.ts), each field only if it differs, so that the row keeps its identity
 * when the edit changes nothing.
 */
function showEdit(state: EntitiesState, kind: Kind, id: Id, changes: Record<string, unknown>) {
  const row = state.byKind[kind].entities[id]
  if (!row) return
  const shown = ruledChanges(kind, current(row), changes, rootOf(state, kind, id))
  for (const [field, value] of Object.entries(shown)) {
    if (!sameValue(row[field], value)) row[field] = value
  }
}

/** Puts rows in the order the player dropped them, reusing their own sort values. */
function reorderRows(state: EntitiesState, kind: Kind, ids: readonly Id[], field: string) {
  const rows = ids.flatMap((id) => state.byKind[kind].entities[id] ?? [])
  const values = rows.map((row) => Number(row[field] ?? 0)).sort((a, b) => a - b)
  const distinct = values.every((value, index) => index === 0 || value > values[index - 1]!)
  rows.forEach((row, index) => {
    const value = distinct ? values[index] : index
    if (row[field] !== value) row[field] = value
  })
}

/** The row whose list holds a child (a weapon's character), as a plain object; null for an item. */
function rootOf(state: EntitiesState, kind: Kind, id: Id): Row | null {
  for (const parentKind of KINDS) {
    for (const [assoc, childKind] of Object.entries(ASSOCIATIONS[parentKind])) {
      if (childKind !== kind || parentKind === 'players' || parentKind === 'chronicles') continue
      for (const parent of Object.values(state.byKind[parentKind].entities)) {
        const list = parent?.[assoc]
        if (Array.isArray(list) && list.includes(id)) return current(parent!)
      }
    }
  }
  return null
}

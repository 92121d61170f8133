import { listItemIdFrom } from '@loom/core'

/** A row of a list field: every row carries an id unique within its list. */
export interface ListRow {
  id: string
}

/** One change to a list field, applied to whatever the list holds when it is sent. */
export type ListEdit<T extends ListRow> =
  | { op: 'add'; row: T }
  | { op: 'update'; id: string; changes: Partial<Omit<T, 'id'>> }
  | { op: 'remove'; id: string }
  | { op: 'move'; id: string; index: number }
  | { op: 'restore'; row: T; index: number }

/**
 * Applies an edit by row id, so two people editing different rows of the same list do not
 * undo each other's work: a row someone else removed stays removed.
 */
export function applyListEdit<T extends ListRow>(rows: readonly T[], edit: ListEdit<T>): T[] {
  switch (edit.op) {
    case 'add':
      return [...rows, edit.row]
    case 'update':
      return rows.map((row) => (row.id === edit.id ? { ...row, ...edit.changes } : row))
    case 'remove':
      return rows.filter((row) => row.id !== edit.id)
    case 'move': {
      const row = rows.find((r) => r.id === edit.id)
      if (!row) return [...rows]
      const rest = rows.filter((r) => r.id !== edit.id)
      const index = Math.min(Math.max(edit.index, 0), rest.length)
      return [...rest.slice(0, index), row, ...rest.slice(index)]
    }
    case 'restore': {
      if (rows.some((r) => r.id === edit.row.id)) return [...rows]
      const index = Math.min(Math.max(edit.index, 0), rows.length)
      return [...rows.slice(0, index), edit.row, ...rows.slice(index)]
    }
  }
}

/** A fresh row id, unlike any already in the list. */
export function newRowId(rows: readonly ListRow[]): string {
  const taken = new Set(rows.map((row) => row.id))
  for (;;) {
    const id = listItemIdFrom(crypto.getRandomValues(new Uint8Array(16)))
    if (id !== null && !taken.has(id)) return id
  }
}

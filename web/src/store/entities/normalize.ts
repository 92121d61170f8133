import type { Id, Row } from '../../api/types.ts'
import { ASSOCIATIONS, type Kind } from './kinds.ts'

export interface NormalizedRow {
  kind: Kind
  row: Row
}

/**
 * Flattens an API answer into one row per entity: embedded lists become id lists,
 * and the rows they held are returned beside their parent (children first).
 */
export function normalize(kind: Kind, row: Row): NormalizedRow[] {
  const out: NormalizedRow[] = []
  const flat: Row = { ...row }
  for (const [assoc, childKind] of Object.entries(ASSOCIATIONS[kind])) {
    const list = row[assoc]
    if (!Array.isArray(list)) continue
    flat[assoc] = list.flatMap((child: unknown): Id[] => {
      if (typeof child === 'number') return [child]
      if (!isRow(child)) return []
      out.push(...normalize(childKind, child))
      return [child.id]
    })
  }
  // A full chronicle embeds its storyteller as an object; keep the player, link by id.
  if (kind === 'chronicles' && isRow(row.st)) {
    out.push(...normalize('players', row.st))
    flat.st = row.st.id
  }
  out.push({ kind, row: flat })
  return out
}

function isRow(value: unknown): value is Row {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number'
  )
}

import { type CombatantKind, type Fighter, type FighterSource, fighterOf } from '@loom/core'
import type { Row } from '../../api/types.ts'
import { childIds, inRankOrder } from '../../sheet/child-rows.ts'
import type { RootState } from '../../store/app-state.ts'
import { ASSOCIATIONS, type Kind, storeKind } from '../../store/entities/kinds.ts'

type Tables = RootState['entities']['current']['byKind']

/** A row with each embedded list's ids replaced by its rows, as the item routes answer it. */
function fullItem(tables: Tables, kind: Kind, row: Row): Record<string, unknown> {
  const item: Record<string, unknown> = { ...row }
  for (const [assoc, childKind] of Object.entries(ASSOCIATIONS[kind])) {
    const rows = tables[childKind].entities
    item[assoc] = inRankOrder(childIds(row, assoc).flatMap((id) => rows[id] ?? []))
  }
  return item
}

/** The qc or battlegroup a combat actor copies, as a full item, or null when it is not shared. */
function sourceOf(tables: Tables, actor: Row): FighterSource | null {
  const kind = actor.actor_type === 'battlegroup' ? 'battlegroup' : 'qc'
  const row = tables[storeKind(kind)].entities[Number(actor.actor_id)]
  return row ? { kind, item: fullItem(tables, storeKind(kind), row) } : null
}

/**
 * A combatant as the server's attack resolution sees it (core's `fighterOf`), built from the
 * rows this browser holds, so the attack dialog shows the pool and Defence the server will
 * use. Null when the stat block a combat actor copies is not shared with the viewer.
 */
export function fighterFromStore(tables: Tables, kind: CombatantKind, row: Row): Fighter | null {
  if (kind !== 'combat_actor') return fighterOf(kind, fullItem(tables, storeKind(kind), row))
  const source = sourceOf(tables, row)
  return source && fighterOf(kind, fullItem(tables, 'combat_actors', row), source)
}

import { KINDS, type KindName, withoutSecrets } from '@loom/core'
import type { Db } from '../db/schema.ts'
import { sameValue } from '../items/item-document.ts'
import { findItems } from '../items/item-reads.ts'
import { parentOf } from '../items/item-tree.ts'
import type { FieldChanges, RecordedChange } from './item-history.ts'

/** One change as the API answers it (GET …/history). */
export interface HistoryChangeJson {
  readonly id: number
  readonly at: string
  readonly event: RecordedChange['event']
  /** Who made it; null when that player is gone or no player did. */
  readonly player: { readonly id: number; readonly name: string } | null
  /** The child that changed, with where it sits now (null when it is gone). */
  readonly child: {
    readonly kind: KindName
    readonly id: number
    readonly parent: { readonly kind: KindName; readonly id: number } | null
  } | null
  readonly changes: Readonly<Record<string, { readonly from: unknown; readonly to: unknown }>>
}

/**
 * What a viewer who may not edit the item sees of a change: the values of the kind's secret
 * lists without their secret entries (core's withoutSecrets, as the sheet and the live channel
 * redact them), and no field whose change was only to secrets.
 */
export function visibleChanges(kind: KindName, changes: FieldChanges, editor: boolean) {
  const from = Object.fromEntries(Object.entries(changes).map(([field, [value]]) => [field, value]))
  const to = Object.fromEntries(Object.entries(changes).map(([field, [, value]]) => [field, value]))
  const [shownFrom, shownTo] = editor
    ? [from, to]
    : [withoutSecrets(kind, from), withoutSecrets(kind, to)]
  const shown: Record<string, { from: unknown; to: unknown }> = {}
  for (const field of Object.keys(changes)) {
    const change = { from: shownFrom[field] ?? null, to: shownTo[field] ?? null }
    if (!editor && sameValue(change.from, change.to)) continue
    shown[field] = change
  }
  return shown
}

/** A page of changes as `editor` (or not) may see them, with names and children's places. */
export async function historyJson(
  db: Db,
  changes: readonly RecordedChange[],
  editor: boolean,
): Promise<HistoryChangeJson[]> {
  const names = await playerNames(db, changes)
  const parents = await childParents(db, changes)
  return changes.map((change) => ({
    id: change.id,
    at: change.at,
    event: change.event,
    player:
      change.by === null || !names.has(change.by)
        ? null
        : { id: change.by, name: names.get(change.by)! },
    child:
      change.child === null
        ? null
        : {
            ...change.child,
            parent: parents.get(`${change.child.kind}:${change.child.id}`) ?? null,
          },
    changes: visibleChanges(change.child?.kind ?? change.item.kind, change.changes, editor),
  }))
}

async function playerNames(db: Db, changes: readonly RecordedChange[]) {
  const ids = [...new Set(changes.flatMap((change) => (change.by === null ? [] : [change.by])))]
  if (ids.length === 0) return new Map<number, string>()
  const rows = await db
    .selectFrom('players')
    .select(['id', 'display_name'])
    .where('id', 'in', ids)
    .execute()
  return new Map(rows.map((row) => [row.id, row.display_name]))
}

/** Where each child named in `changes` sits now, by `kind:id`; gone children are absent. */
async function childParents(db: Db, changes: readonly RecordedChange[]) {
  const byKind = new Map<KindName, Set<number>>()
  for (const { child } of changes) {
    if (child === null) continue
    byKind.set(child.kind, (byKind.get(child.kind) ?? new Set()).add(child.id))
  }
  const parents = new Map<string, { kind: KindName; id: number }>()
  for (const [name, ids] of byKind) {
    const kind = KINDS[name]
    for (const { entity } of await findItems(db, kind, [...ids])) {
      parents.set(`${name}:${entity.id}`, parentOf(kind, entity))
    }
  }
  return parents
}

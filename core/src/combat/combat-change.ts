import type { CombatantKind } from './combatant.ts'

/**
 * One entity's part of a combat transition: the fields that change, with their values before
 * and after. Applying `after` makes the transition; applying `before` undoes it.
 */
export interface CombatChange {
  readonly kind: CombatantKind
  readonly id: number
  readonly before: Readonly<Record<string, unknown>>
  readonly after: Readonly<Record<string, unknown>>
}

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}

/**
 * The change that writes `next` over `current`, keeping only the fields whose values differ;
 * null when nothing would change.
 */
export function changeOf(
  entity: { readonly kind: CombatantKind; readonly id: number },
  current: object,
  next: Readonly<Record<string, unknown>>,
): CombatChange | null {
  const values = current as Readonly<Record<string, unknown>>
  const before: Record<string, unknown> = {}
  const after: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(next)) {
    if (same(values[field], value)) continue
    before[field] = values[field]
    after[field] = value
  }
  if (Object.keys(after).length === 0) return null
  return { kind: entity.kind, id: entity.id, before, after }
}

/** Drops the nulls of entities a transition leaves alone. */
export function compact(changes: readonly (CombatChange | null)[]): CombatChange[] {
  return changes.filter((change): change is CombatChange => change !== null)
}

/** The transition that takes every change back, in reverse order. */
export function undoOf(changes: readonly CombatChange[]): CombatChange[] {
  return [...changes]
    .reverse()
    .map(({ kind, id, before, after }) => ({ kind, id, before: after, after: before }))
}

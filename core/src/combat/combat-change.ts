import type { CombatantKind } from '../vocabulary/combatants.ts'

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

/** `entity` with the `after` values of every change to it applied, in order. */
export function withChanges<T extends { readonly kind: CombatantKind; readonly id: number }>(
  entity: T,
  changes: readonly CombatChange[],
): T {
  let current = entity
  for (const change of changes) {
    if (change.kind === entity.kind && change.id === entity.id) {
      current = { ...current, ...change.after }
    }
  }
  return current
}

/**
 * One change per entity from changes made one after another: each field's value before the
 * first change to it and after the last, leaving out the fields that came back to where they
 * were (and entities with nothing left).
 */
export function netChanges(changes: readonly CombatChange[]): CombatChange[] {
  const net = new Map<
    string,
    {
      kind: CombatantKind
      id: number
      before: Record<string, unknown>
      after: Record<string, unknown>
    }
  >()
  for (const change of changes) {
    const key = `${change.kind}:${change.id}`
    const entry = net.get(key) ?? { kind: change.kind, id: change.id, before: {}, after: {} }
    net.set(key, entry)
    for (const [field, value] of Object.entries(change.before)) {
      if (!(field in entry.before)) entry.before[field] = value
    }
    Object.assign(entry.after, change.after)
  }
  return compact([...net.values()].map((entry) => changeOf(entry, entry.before, entry.after)))
}

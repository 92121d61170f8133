import { KIND_DEFAULT_VALUES } from './kind-default-values.ts'
import type { KindName } from './kind-tree.ts'

interface KindDefaults {
  readonly values: Readonly<Record<string, unknown>>
  readonly fields: readonly string[]
}

const defaultsByKind = new Map<KindName, KindDefaults>()

function defaultsOf(kind: KindName): KindDefaults {
  let defaults = defaultsByKind.get(kind)
  if (defaults === undefined) {
    const values: Readonly<Record<string, unknown>> | undefined = (
      KIND_DEFAULT_VALUES as Partial<Record<KindName, Readonly<Record<string, unknown>>>>
    )[kind]
    // A player's name has no default: nothing fills a player's row.
    if (values === undefined) throw new Error(`a ${kind} has fields without defaults`)
    defaults = { values, fields: Object.keys(values) }
    defaultsByKind.set(kind, defaults)
  }
  return defaults
}

/**
 * The value of every field of a kind when nothing was ever written to it: what its schema's
 * defaults give (kind-default-values.ts is written from them).
 */
export function kindDefaults(kind: KindName): Readonly<Record<string, unknown>> {
  return defaultsOf(kind).values
}

/**
 * `row` as if it had been written with today's schema: each field it lacks (a row stored
 * before the field existed, a summary, another app's export) takes the kind's default. A row
 * that lacks nothing is answered as it is, so whole rows cost no copy.
 */
export function withDefaults<T extends object>(kind: KindName, row: T): T {
  const { values, fields } = defaultsOf(kind)
  const sent = row as Readonly<Record<string, unknown>>
  for (const field of fields) {
    if (sent[field] === undefined) return filled(values, sent) as T
  }
  return row
}

function filled(
  defaults: Readonly<Record<string, unknown>>,
  sent: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const whole = { ...defaults }
  for (const [field, value] of Object.entries(sent)) if (value !== undefined) whole[field] = value
  return whole
}

/**
 * Lists already made whole, by identity: the rules run on every keystroke over lists that
 * rarely change (rows are never changed in place, so a list object always holds the same rows).
 */
const wholeLists = new WeakMap<readonly object[], readonly object[]>()

/** Each row of a list with its defaults (see withDefaults); a missing list is an empty one. */
export function rowsWithDefaults<T extends object>(
  kind: KindName,
  rows: readonly T[] | undefined,
): readonly T[] {
  if (rows === undefined) return []
  let whole = wholeLists.get(rows)
  if (whole === undefined) {
    whole = rows.map((row) => withDefaults(kind, row))
    wholeLists.set(rows, whole)
  }
  return whole as readonly T[]
}

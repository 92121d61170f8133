import type { Row } from '../../api/types.ts'
import { sameValue } from '../../offline/merge.ts'
import { type Kind, singular } from './kinds.ts'

type Rules = typeof import('@loom/core/write-rules')['KIND_RULES']

let rules: Rules | null = null
let loading: Promise<void> | null = null

/**
 * Loads core's write rules as a chunk of their own: imported statically they made the landing
 * page's script, which never edits, 31 KB heavier. Item pages ask for them as they open
 * (ItemGate); an edit shown before they arrive shows the fields as sent, as the answer then
 * corrects.
 */
export function loadWriteRules(): Promise<void> {
  loading ??= import('@loom/core/write-rules').then(
    (module) => {
      rules = module.KIND_RULES
    },
    () => {
      // Not reachable now (offline before the chunk was kept): the next item page asks again.
      loading = null
    },
  )
  return loading
}

/**
 * What an edit shown before the server answers does to a row: the fields sent, and what the
 * server's own write rules (core's KIND_RULES, the same the server runs on every PATCH) derive
 * from them, such as motes clamped to what is left available or a weapon set up for its tags.
 * So the sheet shows at once what the answer will say, and nothing jumps when it arrives.
 *
 * A row the store holds only in part (a summary) can make a rule read a field it lacks: a
 * derived field is taken only if the row already holds it and the rule gave a value JSON can
 * carry, and a rule that throws leaves the fields as sent.
 */
export function ruledChanges(
  kind: Kind,
  row: Row,
  changes: Readonly<Record<string, unknown>>,
  root: Row | null,
): Record<string, unknown> {
  if (rules === null) return { ...changes }
  let ruled: Record<string, unknown>
  try {
    ruled = rules[singular(kind)].update({ ...row, ...changes }, row, root).fields
  } catch {
    return { ...changes }
  }
  const derived = Object.entries(ruled).filter(
    ([field, value]) =>
      !Object.hasOwn(changes, field) &&
      Object.hasOwn(row, field) &&
      carriable(value) &&
      !sameValue(row[field], value),
  )
  // A sent field the rules themselves changed (a current pool past its new total) shows ruled.
  const sent = Object.keys(changes).map((field) => [
    field,
    Object.hasOwn(ruled, field) && carriable(ruled[field]) ? ruled[field] : changes[field],
  ])
  return Object.fromEntries([...sent, ...derived])
}

/** A value an API answer could hold: not undefined, and no number JSON cannot write. */
function carriable(value: unknown): boolean {
  if (value === undefined) return false
  return typeof value !== 'number' || Number.isFinite(value)
}

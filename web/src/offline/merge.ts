/** One field both this device and someone else changed, to different values. */
export interface FieldConflict {
  field: string
  mine: unknown
  theirs: unknown
}

/** An edit made from `base` merged over what the server holds now. */
export interface MergedEdit {
  /** Fields the server did not change since the edit's base: the edit's values stand. */
  clean: Record<string, unknown>
  /** Fields changed on both sides to different values: the player chooses. */
  conflicts: FieldConflict[]
}

/**
 * Merges an edit field by field over the entity as the server now holds it: a field the server
 * still holds as it was when the edit was made (`base`) takes the edit's value; a field the
 * server now holds as the edit would set it needs nothing; any other is a conflict.
 */
export function mergeEdit(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): MergedEdit {
  const clean: Record<string, unknown> = {}
  const conflicts: FieldConflict[] = []
  for (const [field, value] of Object.entries(mine)) {
    const now = theirs[field]
    if (sameValue(now, value)) continue
    if (sameValue(now, base[field])) clean[field] = value
    else conflicts.push({ field, mine: value, theirs: now })
  }
  return { clean, conflicts }
}

/** Equality of JSON values (a list field holds objects), whatever the order of their keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    // A field the entity does not hold reads as null, as the server would answer it.
    return (a ?? null) === (b ?? null)
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const aKeys = Object.keys(a)
  const bKeys = Object.keys(b)
  if (aKeys.length !== bKeys.length) return false
  return aKeys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

import { KINDS, type KindName, WHOLLY_SECRET_LISTS } from './schemas/registry.ts'

/**
 * What someone who may view but not edit an item sees of it (or of a set of changed fields):
 * the same fields, minus the intimacies marked `hidden: true` in the kind's secret lists and
 * every item of a wholly secret list (a sorcerer's workings).
 * Fields that are absent stay absent, so it applies to whole entities and to update changes.
 */
export function withoutSecrets<T extends Readonly<Record<string, unknown>>>(
  kind: KindName,
  fields: T,
): T {
  const secretLists = KINDS[kind].secretLists.filter((field) => Array.isArray(fields[field]))
  if (secretLists.length === 0) return fields
  const visible: Record<string, unknown> = { ...fields }
  for (const field of secretLists) {
    visible[field] = WHOLLY_SECRET_LISTS.has(field)
      ? []
      : (fields[field] as unknown[]).filter((entry) => !isSecret(entry))
  }
  return visible as T
}

function isSecret(entry: unknown): boolean {
  return (
    typeof entry === 'object' && entry !== null && (entry as { hidden?: unknown }).hidden === true
  )
}

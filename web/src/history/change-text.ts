import { traitLabel } from '../character/trait-labels.ts'
import type { HistoryChange } from '../store/item-history.ts'

/** A field's name as a reader says it: "attr_strength" → "Strength", "willpower_temporary" → "Willpower Temporary". */
export function fieldLabel(field: string): string {
  return traitLabel(field.replace(/^(attr|abil)_/, ''))
}

/** What a change did, in a few words: "Changed", "Added merit 12", "Removed weapon 3"… */
export function describeChange(change: HistoryChange): string {
  const { child, event } = change
  if (child === null) return event === 'create' ? 'Created' : 'Changed'
  const what = `${child.kind.replaceAll('_', ' ')} ${child.id}`
  if (event === 'create') return `Added ${what}`
  if (event === 'destroy') return `Removed ${what}`
  return `Changed ${what}`
}

const MAX_SHOWN = 80

/** A field's value in one short line: lists by their entries' names, "—" for nothing. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  const text = Array.isArray(value)
    ? `[${value.map(entryName).join(', ')}]`
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text
}

function entryName(entry: unknown): string {
  if (typeof entry !== 'object' || entry === null) return shownValue(entry)
  const fields = entry as Record<string, unknown>
  const name = fields.subject ?? fields.name ?? fields.style ?? fields.ability ?? fields.context
  const rating = typeof fields.rating === 'number' ? ` ${fields.rating}` : ''
  return name === undefined ? shownValue(entry) : `${String(name)}${rating}`
}

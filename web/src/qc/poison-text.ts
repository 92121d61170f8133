import type { PoisonRow } from './qc-rows.ts'

/**
 * The short codes poisons store for their damage (data-model §4.5): "i" is the poison's own
 * damage, "x" none; the others name a damage type.
 */
export const POISON_DAMAGE_TYPES = [
  { value: 'i', label: 'Poison (i)' },
  { value: 'b', label: 'Bashing' },
  { value: 'l', label: 'Lethal' },
  { value: 'a', label: 'Aggravated' },
  { value: 'x', label: 'None' },
] as const

export function poisonDamageLabel(code: string): string {
  return POISON_DAMAGE_TYPES.find((type) => type.value === code)?.label ?? code
}

const singular = (unit: string) => unit.replace(/s$/, '')

/** "Arrow frog venom: 3L/round for 5 rounds, -2 penalty (ingested)", as stat blocks write it. */
export function describePoison(poison: PoisonRow): string {
  const name = poison.name || 'Unnamed poison'
  const code = poison.damage_type === 'i' ? 'i' : poison.damage_type.toUpperCase()
  const damage =
    poison.damage_type === 'x'
      ? 'no damage'
      : `${poison.damage}${code}/${singular(poison.interval)}`
  const vector = poison.vector ? ` (${poison.vector})` : ''
  return `${name}: ${damage} for ${poison.duration} ${poison.duration_type}, -${poison.penalty} penalty${vector}`
}

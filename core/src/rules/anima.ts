import type { CharacterSheet } from './sheet-input.ts'

/** Anima levels by number: 0 Dim, 1 Glowing, 2 Burning, 3 Bonfire. */
export const ANIMA_LEVELS = ['Dim', 'Glowing', 'Burning', 'Bonfire'] as const
export const BONFIRE = 3

/** Any level outside 0–3 reads as Dim. */
export function animaLabel(level: number): string {
  return ANIMA_LEVELS[level] ?? 'Dim'
}

/** Bonfire turns some anima powers from paid-for notes into constant bonuses. */
export function isBonfire(sheet: Pick<CharacterSheet, 'anima_level'>): boolean {
  return sheet.anima_level === BONFIRE
}

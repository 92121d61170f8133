import type { StatDetail } from './stat-detail.ts'

interface ParryCandidate {
  readonly name: string
  readonly ranged: boolean
  readonly parry: StatDetail
  readonly shield: boolean
}

function compare(a: ParryCandidate, b: ParryCandidate): number {
  return (
    b.parry.total - a.parry.total ||
    // A ranged weapon cannot really parry, so it never beats a melee weapon on a tie.
    Number(a.ranged) - Number(b.ranged) ||
    (b.parry.excellency?.cap ?? 0) - (a.parry.excellency?.cap ?? 0) ||
    b.parry.specialties.length - a.parry.specialties.length ||
    Number(b.shield) - Number(a.shield)
  )
}

/**
 * The weapon to parry with: highest parry, then (melee before ranged) highest excellency, most
 * specialties, a shield; otherwise the first listed. Null when there are no weapons.
 */
export function bestParry<T extends ParryCandidate>(weapons: readonly T[]): T | null {
  let best: T | null = null
  for (const weapon of weapons) if (best === null || compare(weapon, best) < 0) best = weapon
  return best
}

/**
 * Bonus points per dot or purchase, the same for every type (docs/rules.md, "Character creation
 * and experience"): the core book's Solar table, which the other types' books repeat or leave
 * unsaid.
 */
export const BONUS_POINT_COSTS = {
  /** Primary, secondary and tertiary attribute group. */
  attribute: [4, 4, 3],
  ability: { favored: 1, other: 2 },
  specialty: 1,
  merit: 1,
  charm: { favored: 4, other: 5 },
  willpower: 2,
} as const

/** Dots of one price: how many there are and what each costs in bonus points. */
export interface PricedDots {
  readonly dots: number
  readonly cost: number
}

/**
 * The dots past the free allowance and what they cost. The free dots go to the dearest dots
 * first, as a player spending them well would, so only the cheapest are left to pay for.
 */
export function paidDots(groups: readonly PricedDots[], free: number) {
  let left = free
  let overflow = 0
  let bonusPoints = 0
  for (const { dots, cost } of [...groups].sort((a, b) => b.cost - a.cost)) {
    const covered = Math.min(left, dots)
    left -= covered
    overflow += dots - covered
    bonusPoints += (dots - covered) * cost
  }
  return { overflow, bonusPoints }
}

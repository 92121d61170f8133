const PENALTY_KINDS = ['wound', 'mobility', 'poison', 'onslaught'] as const
export type PenaltyKind = (typeof PENALTY_KINDS)[number]

/** The current value of each penalty; a statistic applies the kinds it is subject to. */
export type Penalties = Readonly<Record<PenaltyKind, number>>

export interface AppliedPenalty {
  readonly kind: PenaltyKind
  readonly value: number
}

/** The penalties of the given kinds that are in force (zero penalties are left out). */
export function applyPenalties(
  penalties: Penalties,
  kinds: readonly PenaltyKind[],
): AppliedPenalty[] {
  const applied: AppliedPenalty[] = []
  for (const kind of kinds) {
    const value = penalties[kind]
    if (value !== 0) applied.push({ kind, value })
  }
  return applied
}

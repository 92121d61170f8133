/**
 * Gambits (docs/rules.md, "Grappling, gambits, unexpected attacks, mounts"): a decisive attack
 * that, instead of damage, rolls the attacker's Initiative against the gambit's difficulty. A
 * miss costs Initiative as any decisive miss; a hit costs the difficulty + 1 Initiative whether
 * the gambit succeeds or not, and a gambit whose cost would crash the attacker may not be tried.
 */

export const GAMBITS = ['grapple', 'disarm', 'distract', 'unhorse'] as const
export type Gambit = (typeof GAMBITS)[number]

/** Each gambit's difficulty: the Initiative roll's successes it must meet. */
export const GAMBIT_DIFFICULTY: Readonly<Record<Gambit, number>> = {
  grapple: 2,
  disarm: 3,
  distract: 3,
  unhorse: 4,
}

/** What a landed gambit does, as the log tells it. */
export const GAMBIT_EFFECT: Readonly<Record<Gambit, string>> = {
  grapple: 'clinched: the control roll follows',
  disarm: 'disarmed: the weapon flies to short range',
  distract: 'distracted: the attacker may give an ally the Initiative it spent',
  unhorse: 'unhorsed: one level of bashing damage, prone, and the mount flees',
}

/** Initiative a gambit costs once it lands: its difficulty + 1. */
export function gambitCost(gambit: Gambit): number {
  return GAMBIT_DIFFICULTY[gambit] + 1
}

/** A gambit may be tried only when paying its cost leaves the attacker above 0 Initiative. */
export function mayAttemptGambit(initiative: number, gambit: Gambit): boolean {
  return initiative - gambitCost(gambit) > 0
}

/** Whether the Initiative roll's successes meet the gambit's difficulty. */
export function gambitSucceeds(gambit: Gambit, successes: number): boolean {
  return successes >= GAMBIT_DIFFICULTY[gambit]
}

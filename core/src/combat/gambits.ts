import type { WeaponTags } from '../rules/weapon-tags.ts'

/**
 * Gambits (docs/rules.md, "Grappling, gambits, unexpected attacks, mounts"): a decisive attack
 * that, instead of damage, rolls the attacker's Initiative against the gambit's difficulty. A
 * miss costs Initiative as any decisive miss; a hit costs the difficulty + 1 Initiative whether
 * the gambit succeeds or not, and a gambit whose cost would crash the attacker may not be tried.
 * The weapon's tags may make a gambit easier: Disarming a disarm, Smashing a knockdown.
 */

export const GAMBITS = ['grapple', 'disarm', 'distract', 'knockdown', 'unhorse'] as const
export type Gambit = (typeof GAMBITS)[number]

/** Each gambit's difficulty with a weapon that makes it no easier. */
const BASE_DIFFICULTY: Readonly<Record<Gambit, number>> = {
  grapple: 2,
  disarm: 3,
  distract: 3,
  knockdown: 3,
  unhorse: 4,
}

/**
 * The weapon tags that lower a gambit's difficulty, and so its cost, by one: Disarming and
 * Smashing, and the elemental bolts that carry them (Water is disarming, Earth smashing, as
 * the attack summary's tag notes say).
 */
const EASING_TAGS: Readonly<Partial<Record<Gambit, readonly string[]>>> = {
  disarm: ['disarming', 'water'],
  knockdown: ['smashing', 'earth'],
}

/** What a landed gambit does, as the log tells it. */
export const GAMBIT_EFFECT: Readonly<Record<Gambit, string>> = {
  grapple: 'clinched: the control roll follows',
  disarm: 'disarmed: the weapon flies to short range',
  distract: 'distracted: the attacker may give an ally the Initiative it spent',
  knockdown: 'knocked down: prone',
  unhorse: 'unhorsed: one level of bashing damage, prone, and the mount flees',
}

/** A gambit's terms with one weapon: the successes it needs and the Initiative it costs. */
export interface GambitTerms {
  readonly gambit: Gambit
  /** The Initiative roll's successes it must meet. */
  readonly difficulty: number
  /** Initiative it costs once the attack hits: the difficulty + 1. */
  readonly cost: number
  /** The weapon's tag that made it one easier, or null. */
  readonly easedBy: string | null
}

/** The terms of `gambit` tried with a weapon (or qc attack) carrying `tags`. */
export function gambitTerms(gambit: Gambit, tags: WeaponTags): GambitTerms {
  const easedBy = EASING_TAGS[gambit]?.find((tag) => tags.includes(tag)) ?? null
  const difficulty = BASE_DIFFICULTY[gambit] - (easedBy === null ? 0 : 1)
  return { gambit, difficulty, cost: difficulty + 1, easedBy }
}

/** "difficulty 2 (smashing weapon −1)", as the log and the attack dialog say it. */
export function gambitDifficultyText(terms: GambitTerms): string {
  const eased = terms.easedBy === null ? '' : ` (${terms.easedBy} weapon −1)`
  return `difficulty ${terms.difficulty}${eased}`
}

/** A gambit may be tried only when paying its cost leaves the attacker above 0 Initiative. */
export function mayAttemptGambit(initiative: number, terms: GambitTerms): boolean {
  return initiative - terms.cost > 0
}

/** Whether the Initiative roll's successes meet the gambit's difficulty. */
export function gambitSucceeds(terms: GambitTerms, successes: number): boolean {
  return successes >= terms.difficulty
}

/**
 * What a character type gets free at creation (docs/rules.md, "Character creation and
 * experience"): dots past the first in each attribute group by priority, ability dots, and so
 * on, and the bonus points that pay for anything past them.
 */
export interface CreationBudget {
  /** Attribute dots past the free first dot: primary, secondary and tertiary group. */
  readonly attributes: readonly [number, number, number]
  readonly abilities: number
  /** The highest ability rating free dots may buy; every dot above it costs bonus points. */
  readonly abilityFreeMax: number
  readonly specialties: number
  readonly merits: number
  /** Charms and spells together. */
  readonly charms: number
  /** The Willpower a new character starts with; each dot above it costs bonus points. */
  readonly willpower: number
  readonly bonusPoints: number
}

/** Exalted Third Edition core, Solar character creation. */
export const SOLAR_CREATION_BUDGET: CreationBudget = {
  attributes: [8, 6, 4],
  abilities: 28,
  abilityFreeMax: 3,
  specialties: 4,
  merits: 10,
  charms: 15,
  willpower: 5,
  bonusPoints: 15,
}

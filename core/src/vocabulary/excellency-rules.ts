/** The type rules that `excellencies_for` may also switch on by name. */
export const EXCELLENCY_RULES = ['solar', 'dragonblood', 'lunar', 'sidereal'] as const
export type ExcellencyRule = (typeof EXCELLENCY_RULES)[number]

/**
 * Every type rule: the nameable ones, and the Alchemical rule, which only the Alchemical type
 * switches on (its cap needs the type's own formula, so naming it elsewhere would mislead).
 */
export type TypeExcellencyRule = ExcellencyRule | 'alchemical'

export function isExcellencyRule(name: string): name is ExcellencyRule {
  return (EXCELLENCY_RULES as readonly string[]).includes(name)
}

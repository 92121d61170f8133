import type { CharacterTypeRecord } from '../character-types/character-type.ts'
import { CHARACTER_TYPE_TABLE } from '../character-types/table.ts'
import { EXCELLENCY_RULES } from '../vocabulary/excellency-rules.ts'
import type { ExcellencyFormula, ExcellencySheet, Roll, RollKind } from './custom-excellency.ts'
import { evaluateExcellency, parseExcellencyFormula } from './custom-excellency.ts'
import type { EligibleTraits } from './excellency-eligibility.ts'
import type { ExcellencyDetail } from './stat-detail.ts'
import { abilityFamily } from './traits.ts'

/** A character's excellency, worked out once per sheet and then asked about each roll. */
export interface CharacterExcellency {
  readonly eligible: EligibleTraits
  readonly normal: ExcellencyFormula | null
  readonly stunt: ExcellencyFormula | null
}

interface FixedFormulas {
  readonly normal: ExcellencyFormula
  readonly stunt: ExcellencyFormula
}

const FIXED_FORMULAS: ReadonlyMap<string, FixedFormulas> = new Map(
  Object.values(CHARACTER_TYPE_TABLE).flatMap(({ type, excellency }) => {
    if (excellency === null || excellency === 'custom') return []
    const formulas = {
      normal: parseExcellencyFormula(excellency.normal),
      stunt: parseExcellencyFormula(excellency.stunt),
    }
    return [[type, formulas] as const]
  }),
)

export function characterExcellency(
  sheet: ExcellencySheet,
  type: CharacterTypeRecord,
  eligible: EligibleTraits,
): CharacterExcellency {
  const { excellency } = type
  if (excellency === null) return { eligible, normal: null, stunt: null }
  if (excellency === 'custom') {
    return {
      eligible,
      normal: parseExcellencyFormula(sheet.excellency),
      stunt: parseExcellencyFormula(sheet.excellency_stunt),
    }
  }
  const fixed = FIXED_FORMULAS.get(type.type)
  return { eligible, normal: fixed?.normal ?? null, stunt: fixed?.stunt ?? null }
}

/** The traits that can take the excellency, sorted ("*" for all), without the rule names. */
export function excellencyTraitList(excellency: CharacterExcellency): string[] {
  const { normal } = excellency
  // A custom type whose formula is still blank adds nothing to any roll yet.
  if (normal === null || (normal.tokens.length === 0 && normal.constant === 0)) return []
  const rules: readonly string[] = EXCELLENCY_RULES
  return [...excellency.eligible].filter((trait) => !rules.includes(trait)).sort()
}

const NO_EXCELLENCY: ExcellencyDetail = { cap: 0, cost: 0, stunt: 0, stunt_cost: 0 }

/** Whether the roll's attribute, its ability family, or "*" has an excellency. */
function hasExcellency(eligible: EligibleTraits, roll: Roll): boolean {
  return (
    eligible.has('*') || eligible.has(roll.attribute) || eligible.has(abilityFamily(roll.ability))
  )
}

/** The cap and mote cost for a roll: dice cost one mote each, static-rating points two. */
export function excellencyFor(
  excellency: CharacterExcellency,
  sheet: ExcellencySheet,
  roll: Roll,
  kind: RollKind,
): ExcellencyDetail {
  const { normal, stunt } = excellency
  if (normal === null || stunt === null || !hasExcellency(excellency.eligible, roll)) {
    return NO_EXCELLENCY
  }
  const cap = evaluateExcellency(normal, sheet, roll, kind)
  const stuntCap = evaluateExcellency(stunt, sheet, roll, kind)
  const perPoint = kind === 'pool' ? 1 : 2
  return { cap, cost: cap * perPoint, stunt: stuntCap, stunt_cost: stuntCap * perPoint }
}

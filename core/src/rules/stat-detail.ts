import type { AppliedPenalty } from './penalties.ts'
import { halfUp } from './rounding.ts'

/** One labelled number that goes into a figure. */
export interface Figure {
  readonly label: string
  readonly value: number
}

/** A situational bonus: shown beside the figure as a note, never added to it. */
export interface ConditionalBonus {
  readonly label: string
  readonly value: number
  readonly note: string
}

/** The excellency beside a figure: the most dice (or points) it may buy, and their mote cost. */
export interface ExcellencyDetail {
  readonly cap: number
  readonly cost: number
  readonly stunt: number
  readonly stunt_cost: number
}

/**
 * Where a figure comes from. `total` is the sum of `parts` (halved, rounding up, when `halved`),
 * plus `bonuses`, minus `penalties`, never below `floor`.
 */
export interface StatDetail {
  readonly total: number
  readonly parts: readonly Figure[]
  readonly halved: boolean
  readonly bonuses: readonly Figure[]
  readonly penalties: readonly AppliedPenalty[]
  readonly conditional: readonly ConditionalBonus[]
  readonly specialties: readonly string[]
  readonly excellency?: ExcellencyDetail
  /** Static ratings: an even attribute + ability, so one specialty die would raise the rating. */
  readonly specialty_matters?: boolean
}

export function sumOf(figures: readonly { readonly value: number }[]): number {
  let sum = 0
  for (const figure of figures) sum += figure.value
  return sum
}

export interface DetailParts {
  readonly parts: readonly Figure[]
  readonly halved?: boolean
  readonly bonuses?: readonly Figure[]
  readonly penalties?: readonly AppliedPenalty[]
  readonly conditional?: readonly ConditionalBonus[]
  readonly specialties?: readonly string[]
  readonly excellency?: ExcellencyDetail
  readonly specialty_matters?: boolean
  /** The lowest the total may be; ratings and pools stop at 0. */
  readonly floor?: number
}

const NONE: readonly never[] = []

/**
 * Builds a detail and works out its total, so every figure is computed in exactly one way.
 * Every detail has the same fields (absent ones undefined) to keep this hot path cheap.
 */
export function detail(input: DetailParts): StatDetail {
  const halved = input.halved ?? false
  const bonuses = input.bonuses ?? NONE
  const penalties = input.penalties ?? NONE
  const base = halved ? halfUp(sumOf(input.parts)) : sumOf(input.parts)
  const raw = base + sumOf(bonuses) - sumOf(penalties)
  return {
    total: Math.max(raw, input.floor ?? 0),
    parts: input.parts,
    halved,
    bonuses,
    penalties,
    conditional: input.conditional ?? NONE,
    specialties: input.specialties ?? NONE,
    excellency: input.excellency,
    specialty_matters: input.specialty_matters,
  }
}

export function penaltyTotal(stat: StatDetail): number {
  return sumOf(stat.penalties)
}

export function conditionalTotal(stat: StatDetail): number {
  return sumOf(stat.conditional)
}

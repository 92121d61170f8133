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

interface DetailParts {
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
 * (Positional, so the hot path sees one argument shape; see `detail` for the named form.)
 */
export function statDetail(
  parts: readonly Figure[],
  halved: boolean,
  bonuses: readonly Figure[],
  penalties: readonly AppliedPenalty[],
  conditional: readonly ConditionalBonus[],
  specialties: readonly string[],
  excellency: ExcellencyDetail | undefined,
  specialty_matters: boolean | undefined,
  floor: number,
): StatDetail {
  const base = halved ? halfUp(sumOf(parts)) : sumOf(parts)
  const raw = base + sumOf(bonuses) - sumOf(penalties)
  return {
    total: Math.max(raw, floor),
    parts,
    halved,
    bonuses,
    penalties,
    conditional,
    specialties,
    excellency,
    specialty_matters,
  }
}

/** `statDetail` with named parts; anything left out is empty, and the floor is 0. */
export function detail(input: DetailParts): StatDetail {
  return statDetail(
    input.parts,
    input.halved ?? false,
    input.bonuses ?? NONE,
    input.penalties ?? NONE,
    input.conditional ?? NONE,
    input.specialties ?? NONE,
    input.excellency,
    input.specialty_matters,
    input.floor ?? 0,
  )
}

/** A figure entered on a stat block that takes no penalty, only bonuses (effects). */
export function enteredFigure(
  label: string,
  value: number,
  bonuses: readonly Figure[],
): StatDetail {
  return detail({ parts: [{ label, value }], bonuses })
}

export function penaltyTotal(stat: StatDetail): number {
  return sumOf(stat.penalties)
}

export function conditionalTotal(stat: StatDetail): number {
  return sumOf(stat.conditional)
}

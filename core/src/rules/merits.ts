import type { MeritInput } from './sheet-input.ts'

/** Merits the rules recognise by the start of their name, case and spacing ignored. */
export const RECOGNISED_MERITS = [
  'pain tolerance',
  'fast reflexes',
  'fleet of foot',
  'danger sense',
  'mighty thew',
  'unusual hide',
  'inhuman visage',
  'well-bred',
  'thin-blooded',
  'hideous',
  'vital focus cultivation',
] as const
export type RecognisedMerit = (typeof RECOGNISED_MERITS)[number]

/** A merit rating of 6 is shown as "N/A": the merit is held but has no dots to add. */
export const MERIT_RATING_NOT_APPLICABLE = 6

/** The recognised merits a character holds, each with the rating it adds. */
export type MeritRatings = ReadonlyMap<RecognisedMerit, number>

function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase()
}

/** The recognised merit a name stands for (by its start, case and spacing ignored), or null. */
export function recognisedMerit(name: string): RecognisedMerit | null {
  const normal = normaliseName(name)
  return RECOGNISED_MERITS.find((key) => normal.startsWith(key)) ?? null
}

/** Whether a character's merits include Pain Tolerance, which eases its wound penalties. */
export function hasPainTolerance(merits: readonly MeritInput[]): boolean {
  return merits.some((merit) => recognisedMerit(merit.merit_name) === 'pain tolerance')
}

/**
 * Finds the recognised merits. When the same merit is listed twice the higher rating counts,
 * because these merits never stack.
 */
export function recogniseMerits(merits: readonly MeritInput[]): MeritRatings {
  const held = new Map<RecognisedMerit, number>()
  for (const merit of merits) {
    const known = recognisedMerit(merit.merit_name)
    if (known === null) continue
    const rating = merit.rating === MERIT_RATING_NOT_APPLICABLE ? 0 : merit.rating
    held.set(known, Math.max(rating, held.get(known) ?? 0))
  }
  return held
}

/** QC merits are named freely: Pain Tolerance must start the name, Tiny Creature may be anywhere. */
export function qcHasPainTolerance(names: readonly { readonly name: string }[]): boolean {
  return names.some((merit) => normaliseName(merit.name).startsWith('pain tolerance'))
}

export function qcIsTinyCreature(names: readonly { readonly name: string }[]): boolean {
  return names.some((merit) => normaliseName(merit.name).includes('tiny creature'))
}

import type { PenaltyKind, StatDetail } from '@loom/core'

/** Whether a figure is a dice pool (rolled) or a static rating (a target number). */
export type FigureKind = 'pool' | 'rating'

export const PENALTY_LABELS: Readonly<Record<PenaltyKind, string>> = {
  wound: 'Wound',
  mobility: 'Mobility',
  poison: 'Poison',
  onslaught: 'Onslaught',
}

const signed = (value: number) => (value < 0 ? `- ${-value}` : `+ ${value}`)

/** "(Dexterity 3 + Dodge 2) / 2 + 1 Fleet of Foot - 2 mobility = 3": where the total comes from. */
export function formulaText(detail: StatDetail): string {
  const parts = detail.parts.map((part) => `${part.label} ${part.value}`).join(' + ')
  let text = detail.parts.length > 0 ? `(${parts})` : '0'
  if (detail.halved) text += ' / 2, rounded up,'
  for (const bonus of detail.bonuses) text += ` ${signed(bonus.value)} ${bonus.label}`
  for (const penalty of detail.penalties) text += ` - ${penalty.value} ${penalty.kind}`
  return `${text} = ${detail.total}`
}

/** "Penalties: Mobility -2, Wound -1", or null when none apply. */
export function penaltiesText(detail: StatDetail): string | null {
  if (detail.penalties.length === 0) return null
  const list = detail.penalties.map((p) => `${PENALTY_LABELS[p.kind]} -${p.value}`).join(', ')
  return `Penalties: ${list}`
}

/** "Can add up to 5 dice for 5m (7 for 7m on stunt)"; ratings say points, not dice. */
export function excellencyText(detail: StatDetail, kind: FigureKind): string | null {
  const excellency = detail.excellency
  if (!excellency || (excellency.cap <= 0 && excellency.stunt <= 0)) return null
  const unit = kind === 'pool' ? ' dice' : ''
  let text = `Can add up to ${excellency.cap}${unit} for ${excellency.cost}m`
  if (excellency.stunt > 0 && excellency.stunt !== excellency.cap) {
    text += ` (${excellency.stunt} for ${excellency.stunt_cost}m on stunt)`
  }
  return text
}

/** The short lines under a tile's number: excellency, stunt, situational bonuses, specialty. */
export function tileExtras(detail: StatDetail, kind: FigureKind): string[] {
  const lines: string[] = []
  const excellency = detail.excellency
  if (excellency && excellency.cap > 0) lines.push(`+${excellency.cap}/${excellency.cost}m`)
  if (excellency && excellency.stunt > 0 && excellency.stunt !== excellency.cap) {
    lines.push(`stunt +${excellency.stunt}/${excellency.stunt_cost}m`)
  }
  for (const bonus of detail.conditional) lines.push(conditionalText(bonus))
  if (specialtyCounts(detail, kind)) lines.push('+1 specialty')
  return lines
}

/** "+1 Danger Sense (situational)". */
export function conditionalText(bonus: StatDetail['conditional'][number]): string {
  const value = bonus.value === 0 ? '' : `${bonus.value > 0 ? '+' : ''}${bonus.value} `
  return `${value}${bonus.label} (${bonus.note})`
}

/** A specialty adds a die to a pool; to a rating only when it would change the halved value. */
export function specialtyCounts(detail: StatDetail, kind: FigureKind): boolean {
  if (detail.specialties.length === 0) return false
  return kind === 'pool' || detail.specialty_matters === true
}

/** "Specialties will raise the rating by 1" (ratings only; pools simply add a die). */
export function specialtyRatingText(detail: StatDetail, kind: FigureKind): string | null {
  if (kind !== 'rating' || detail.specialties.length === 0) return null
  return `Specialties ${detail.specialty_matters ? 'will' : 'will not'} raise the rating by 1`
}

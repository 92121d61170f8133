import type { HealthTrack } from '@loom/core'

export type DamageKind = 'bashing' | 'lethal' | 'aggravated'
export const DAMAGE_KINDS: readonly DamageKind[] = ['bashing', 'lethal', 'aggravated']

export const DAMAGE_FIELDS = {
  bashing: 'damage_bashing',
  lethal: 'damage_lethal',
  aggravated: 'damage_aggravated',
} as const satisfies Record<DamageKind, keyof HealthTrack>

export const DAMAGE_LABELS: Readonly<Record<DamageKind, string>> = {
  bashing: 'Bashing',
  lethal: 'Lethal',
  aggravated: 'Aggravated',
}

/** The mark of each damage kind in a health box. */
export const DAMAGE_MARKS: Readonly<Record<DamageKind, string>> = {
  aggravated: '✱',
  lethal: '✖',
  bashing: '╲',
}

/** Health levels in track order, with the caption each box carries. */
const LEVELS = [
  { field: 'health_level_0s', caption: '0' },
  { field: 'health_level_1s', caption: '-1' },
  { field: 'health_level_2s', caption: '-2' },
  { field: 'health_level_4s', caption: '-4' },
  { field: 'health_level_incap', caption: 'in' },
] as const satisfies readonly { field: keyof HealthTrack; caption: string }[]

export interface HealthBox {
  caption: string
  damage: DamageKind | null
}

/** One box per health level, filled from the left: aggravated, then lethal, then bashing. */
export function healthBoxes(track: HealthTrack): HealthBox[] {
  const fill: DamageKind[] = [
    ...Array<DamageKind>(Math.max(track.damage_aggravated, 0)).fill('aggravated'),
    ...Array<DamageKind>(Math.max(track.damage_lethal, 0)).fill('lethal'),
    ...Array<DamageKind>(Math.max(track.damage_bashing, 0)).fill('bashing'),
  ]
  const boxes: HealthBox[] = []
  for (const level of LEVELS) {
    for (let n = 0; n < Math.max(track[level.field], 0); n += 1) {
      boxes.push({ caption: level.caption, damage: fill[boxes.length] ?? null })
    }
  }
  return boxes
}

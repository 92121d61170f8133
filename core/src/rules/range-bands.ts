import { RANGE_BANDS, type RangeBand } from '../vocabulary/range-bands.ts'
import { bandAccuracy, maxRange, type RangeTable, rangeTable } from './ranged.ts'
import { dicePool } from './roll.ts'
import type { WeaponInput } from './sheet-input.ts'
import type { Figure, StatDetail } from './stat-detail.ts'
import { type AttackFigures, accuracyBonus, attackPool } from './weapon-attack.ts'
import type { WeaponTags } from './weapon-tags.ts'

export interface RangedAttack {
  readonly table: RangeTable
  /** The farthest band, 0 (close) to 4 (extreme). */
  readonly max_range: number
  /** Bands past the range tag's reach cannot be attacked at; close always can. */
  readonly available: readonly RangeBand[]
  readonly bands: Readonly<Record<RangeBand, StatDetail>>
}

const ARTIFACT_BAND_BONUS: Figure = { label: 'artifact', value: 1 }

const BAND_LABELS = Object.fromEntries(
  (['archery', 'thrown', 'siege'] as const).map((table) => [
    table,
    Object.fromEntries(RANGE_BANDS.map((band) => [band, `${table} ${band} range`])),
  ]),
) as Record<RangeTable, Record<RangeBand, string>>

/**
 * One withering pool per range band: attribute + ability + band accuracy (+1 for an artifact)
 * + the weapon's accuracy bonus − wound and poison. The weight's accuracy does not apply.
 */
export function rangedAttack(
  weapon: WeaponInput,
  tags: WeaponTags,
  figures: AttackFigures,
): RangedAttack {
  const table = rangeTable(weapon, tags)
  const reach = maxRange(tags)
  const bonuses = accuracyBonus(weapon, figures)
  const bands = {} as Record<RangeBand, StatDetail>
  for (const band of RANGE_BANDS) {
    const extraParts: Figure[] = [
      { label: BAND_LABELS[table][band], value: bandAccuracy(table, band, tags) },
    ]
    if (weapon.is_artifact) extraParts.push(ARTIFACT_BAND_BONUS)
    bands[band] = dicePool(figures.facts, attackPool(figures, extraParts, bonuses))
  }
  return { table, max_range: reach, available: RANGE_BANDS.slice(0, reach + 1), bands }
}

import type { CharacterContext } from './character-context.ts'
import { bandAccuracy, maxRange, RANGE_BANDS, type RangeBand, rangeTable } from './ranged.ts'
import { dicePool } from './roll.ts'
import type { WeaponInput } from './sheet-input.ts'
import type { Figure, StatDetail } from './stat-detail.ts'
import { type AttackFigures, accuracyBonus } from './weapon-attack.ts'
import type { WeaponTags } from './weapon-tags.ts'

export interface BandDetail extends StatDetail {
  /** Bands past the range tag's reach cannot be attacked at; close always can. */
  readonly available: boolean
}

export interface RangedAttack {
  readonly table: 'archery' | 'thrown'
  readonly max_range: number
  readonly bands: Readonly<Record<RangeBand, BandDetail>>
}

/**
 * One withering pool per range band: attribute + ability + band accuracy (+1 for an artifact)
 * + the weapon's accuracy bonus − wound and poison. The weight's accuracy does not apply.
 */
export function rangedAttack(
  context: CharacterContext,
  weapon: WeaponInput,
  tags: WeaponTags,
  figures: AttackFigures,
): RangedAttack {
  const table = rangeTable(weapon, tags)
  const reach = maxRange(tags)
  const bonuses = accuracyBonus(weapon)
  const bands = {} as Record<RangeBand, BandDetail>
  RANGE_BANDS.forEach((band, index) => {
    const extraParts: Figure[] = [
      { label: `${table} ${band} range`, value: bandAccuracy(table, band, tags) },
    ]
    if (weapon.is_artifact) extraParts.push({ label: 'artifact', value: 1 })
    const pool = dicePool(context.sheet, figures.roll, { ...figures, extraParts, bonuses })
    bands[band] = { ...pool, available: index <= reach }
  })
  return { table, max_range: reach, bands }
}

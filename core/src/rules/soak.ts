import { armorSoak } from './armor.ts'
import type { CharacterContext } from './character-context.ts'
import type { Figure, StatDetail } from './stat-detail.ts'
import { detail } from './stat-detail.ts'

export interface SoakDetail {
  /** Stamina. */
  readonly natural: number
  /** The armour's soak plus the sheet's soak bonus. */
  readonly armored: number
  readonly soak: StatDetail
}

/** Stamina + armour + soak bonus + Unusual Hide, Invulnerable Skin of Bronze and Earth anima. */
export function soak(context: CharacterContext): SoakDetail {
  const { sheet } = context
  const armor = armorSoak(sheet.armor_weight, sheet.armor_is_artifact)
  const bonuses = context.bonuses('soak')
  const added: Figure[] = []
  if (sheet.bonus_soak !== 0) added.push({ label: 'soak bonus', value: sheet.bonus_soak })
  added.push(...bonuses.added)
  return {
    natural: sheet.attr_stamina,
    armored: armor + sheet.bonus_soak,
    soak: detail({
      parts: [
        { label: context.attributeLabel('stamina'), value: sheet.attr_stamina },
        { label: `${armorLabel(sheet)} armor`, value: armor },
      ],
      bonuses: added,
      conditional: bonuses.conditional,
    }),
  }
}

export function armorLabel(sheet: CharacterContext['sheet']): string {
  return sheet.armor_is_artifact ? `artifact ${sheet.armor_weight}` : sheet.armor_weight
}

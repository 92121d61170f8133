import { isBonfire } from './anima.ts'
import { armorHardness } from './armor.ts'
import { isTwilightSolar } from './caste-powers.ts'
import type { CharacterContext } from './character-context.ts'
import { armorLabel } from './soak.ts'
import type { ConditionalBonus, Figure, StatDetail } from './stat-detail.ts'
import { detail, sumOf } from './stat-detail.ts'

/** Twilight anima makes Hardness at least this much. */
const TWILIGHT_HARDNESS = 5

/**
 * Artifact armour's hardness + the hardness bonus + Earth anima at Bonfire; a Twilight Solar at
 * Bonfire has at least 5. Never below 0.
 */
export function hardness(context: CharacterContext): StatDetail {
  const { sheet } = context
  const bonuses = context.bonuses('hardness')
  const parts: Figure[] = [
    {
      label: `${armorLabel(sheet)} armor`,
      value: armorHardness(sheet.armor_weight, sheet.armor_is_artifact),
    },
  ]
  const added: Figure[] = []
  if (sheet.bonus_hardness !== 0)
    added.push({ label: 'hardness bonus', value: sheet.bonus_hardness })
  added.push(...bonuses.added)
  const conditional: ConditionalBonus[] = [...bonuses.conditional]
  const raw = sumOf(parts) + sumOf(added)
  if (isTwilightSolar(sheet, context.type)) {
    if (!isBonfire(sheet)) {
      const gain = Math.max(TWILIGHT_HARDNESS - Math.max(raw, 0), 0)
      conditional.push({ label: 'Twilight anima', value: gain, note: '5/5m anima' })
    } else if (raw < TWILIGHT_HARDNESS) {
      added.push({ label: 'Twilight anima (at least 5)', value: TWILIGHT_HARDNESS - raw })
    }
  }
  return detail({ parts, bonuses: added, conditional })
}

import type { CharacterContext } from './character-context.ts'
import { penaltiesOf, rollOf, weaponBonuses } from './character-context.ts'
import type { PenaltyKind } from './penalties.ts'
import { staticRating } from './roll.ts'
import type { WeaponInput } from './sheet-input.ts'
import type { ConditionalBonus, Figure, StatDetail } from './stat-detail.ts'
import { detail } from './stat-detail.ts'
import { defenseAttribute } from './weapon-attributes.ts'
import type { WeaponTags } from './weapon-tags.ts'
import { byWeight, weightFigure } from './weapon-weights.ts'

const PARRY_PENALTIES: readonly PenaltyKind[] = ['wound', 'poison', 'onslaught']
const SHIELD_NOTE: ConditionalBonus = { label: 'Shield', value: 0, note: 'shield' }

/** The weapon's defence: the weight's defence (heavy −1, 0 as an artifact) + its defence bonus. */
export function parryDefense(weapon: WeaponInput): number {
  return byWeight('defense', weapon) + weapon.bonus_defense
}

function defenseFigures(weapon: WeaponInput): Figure[] {
  const figures = [weightFigure('defense', weapon)]
  if (weapon.bonus_defense !== 0) {
    figures.push({ label: 'defense bonus', value: weapon.bonus_defense })
  }
  return figures
}

/**
 * Parry: half of (defence attribute + ability) rounded up + defence − wound, poison and
 * onslaught penalties. Ranged weapons cannot parry: their parry is 0.
 */
export function weaponParry(
  context: CharacterContext,
  weapon: WeaponInput,
  tags: WeaponTags,
  ranged: boolean,
): StatDetail {
  if (ranged) return detail({ parts: [] })
  const roll = { attribute: defenseAttribute(weapon), ability: weapon.ability.trim() }
  const notes = context.bonuses('parry').conditional
  return staticRating(rollOf(context, roll), {
    bonuses: [...defenseFigures(weapon), ...weaponBonuses(context, 'parry', weapon)],
    conditional: tags.includes('shield') ? [...notes, SHIELD_NOTE] : notes,
    penalties: penaltiesOf(context, PARRY_PENALTIES),
  })
}

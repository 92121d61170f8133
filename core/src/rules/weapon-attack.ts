import type { CharacterContext } from './character-context.ts'
import { rollExcellency } from './character-context.ts'
import type { Roll } from './custom-excellency.ts'
import { type AppliedPenalty, applyPenalties } from './penalties.ts'
import { dicePool, type RollFigures } from './roll.ts'
import type { WeaponInput } from './sheet-input.ts'
import type { ConditionalBonus, ExcellencyDetail, Figure, StatDetail } from './stat-detail.ts'
import { specialtiesFor } from './traits.ts'
import { attackAttribute } from './weapon-attributes.ts'
import { hasClashBonus, type WeaponTags } from './weapon-tags.ts'
import { byWeight, weightLabel } from './weapon-weights.ts'

/** What every attack pool of one weapon shares: the roll, penalties, notes and excellency. */
export interface AttackFigures {
  readonly roll: Roll
  readonly penalties: readonly AppliedPenalty[]
  readonly conditional: readonly ConditionalBonus[]
  readonly excellency: ExcellencyDetail
  readonly specialties: readonly string[]
}

const CLASH: readonly ConditionalBonus[] = [{ label: 'Clash', value: 2, note: 'in a clash' }]

export function attackFigures(
  context: CharacterContext,
  weapon: WeaponInput,
  tags: WeaponTags,
): AttackFigures {
  const roll = { attribute: attackAttribute(weapon), ability: weapon.ability.trim() }
  return {
    roll,
    penalties: applyPenalties(context.penalties, ['wound', 'poison']),
    conditional: hasClashBonus(tags) ? CLASH : [],
    excellency: rollExcellency(context, roll, 'pool'),
    specialties: specialtiesFor(context.sheet, roll.ability),
  }
}

/** The figures of one attack pool of the weapon: its extra parts and bonuses on the shared ones. */
export function attackPool(
  figures: AttackFigures,
  extraParts: readonly Figure[],
  bonuses: readonly Figure[],
): RollFigures {
  return {
    extraParts,
    bonuses,
    conditional: figures.conditional,
    penalties: figures.penalties,
    excellency: figures.excellency,
    specialties: figures.specialties,
  }
}

/** The weapon's bonus accuracy as a labelled figure, when it has one. */
export function accuracyBonus(weapon: WeaponInput): Figure[] {
  return weapon.bonus_accuracy === 0
    ? []
    : [{ label: 'accuracy bonus', value: weapon.bonus_accuracy }]
}

/** Accuracy of a close-combat withering attack: the weight's accuracy + the weapon's bonus. */
export function accuracy(weapon: WeaponInput): number {
  return byWeight('accuracy', weapon) + weapon.bonus_accuracy
}

/** Withering attack: attribute + ability + accuracy − wound and poison penalties. */
export function witheringAttack(
  context: CharacterContext,
  weapon: WeaponInput,
  figures: AttackFigures,
): StatDetail {
  const weightAccuracy = {
    label: `${weightLabel(weapon)} accuracy`,
    value: byWeight('accuracy', weapon),
  }
  return dicePool(
    context.sheet,
    figures.roll,
    attackPool(figures, [weightAccuracy], accuracyBonus(weapon)),
  )
}

/** Decisive attack: attribute + ability − wound and poison penalties; accuracy does not apply. */
export function decisiveAttack(context: CharacterContext, figures: AttackFigures): StatDetail {
  return dicePool(context.sheet, figures.roll, attackPool(figures, [], []))
}

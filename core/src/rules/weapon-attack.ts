import type { CharacterContext } from './character-context.ts'
import { penaltiesOf, rollOf, weaponBonuses } from './character-context.ts'
import type { AppliedPenalty, PenaltyKind } from './penalties.ts'
import { dicePool, type RollFacts, type RollFigures } from './roll.ts'
import type { WeaponInput } from './sheet-input.ts'
import type { ConditionalBonus, Figure, StatDetail } from './stat-detail.ts'
import { sumOf } from './stat-detail.ts'
import { attackAttribute } from './weapon-attributes.ts'
import { hasClashBonus, isSiege, type WeaponTags } from './weapon-tags.ts'
import { byWeight, weightFigure } from './weapon-weights.ts'

/** What every attack pool of one weapon shares: the roll, penalties and notes. */
export interface AttackFigures {
  readonly facts: RollFacts
  readonly penalties: readonly AppliedPenalty[]
  readonly conditional: readonly ConditionalBonus[]
  /** Effects on every weapon's accuracy (withering attacks) and on decisive attacks. */
  readonly accuracyEffects: readonly Figure[]
  readonly decisiveEffects: readonly Figure[]
}

const ATTACK_PENALTIES: readonly PenaltyKind[] = ['wound', 'poison']
const CLASH: ConditionalBonus = { label: 'Clash', value: 2, note: 'in a clash' }
const SIEGE: ConditionalBonus = { label: 'Siege weapon', value: -4, note: 'vs small targets' }
const NONE: readonly never[] = []

/** The notes on every attack pool of a weapon: +2 in a clash, −4 for siege engines vs small targets. */
function attackNotes(tags: WeaponTags): readonly ConditionalBonus[] {
  const notes: ConditionalBonus[] = []
  if (hasClashBonus(tags)) notes.push(CLASH)
  if (isSiege(tags)) notes.push(SIEGE)
  return notes
}

export function attackFigures(
  context: CharacterContext,
  weapon: WeaponInput,
  tags: WeaponTags,
): AttackFigures {
  return {
    facts: rollOf(context, { attribute: attackAttribute(weapon), ability: weapon.ability.trim() }),
    penalties: penaltiesOf(context, ATTACK_PENALTIES),
    conditional: attackNotes(tags),
    accuracyEffects: weaponBonuses(context, 'weapon_accuracy', weapon),
    decisiveEffects: weaponBonuses(context, 'decisive_attack', weapon),
  }
}

/** The figures of one attack pool of the weapon: its extra parts and bonuses on the shared ones. */
export function attackPool(
  figures: AttackFigures,
  extraParts: readonly Figure[],
  bonuses: readonly Figure[],
): RollFigures {
  return { extraParts, bonuses, conditional: figures.conditional, penalties: figures.penalties }
}

/** The weapon's bonus accuracy and the accuracy effects as labelled figures. */
export function accuracyBonus(weapon: WeaponInput, figures: AttackFigures): readonly Figure[] {
  return weapon.bonus_accuracy === 0
    ? figures.accuracyEffects
    : [{ label: 'accuracy bonus', value: weapon.bonus_accuracy }, ...figures.accuracyEffects]
}

/**
 * Accuracy of a close-combat withering attack: the weight's accuracy + the weapon's bonus +
 * accuracy effects.
 */
export function accuracy(weapon: WeaponInput, figures: AttackFigures): number {
  return byWeight('accuracy', weapon) + weapon.bonus_accuracy + sumOf(figures.accuracyEffects)
}

/** Withering attack: attribute + ability + accuracy − wound and poison penalties. */
export function witheringAttack(weapon: WeaponInput, figures: AttackFigures): StatDetail {
  const extra = [weightFigure('accuracy', weapon)]
  return dicePool(figures.facts, attackPool(figures, extra, accuracyBonus(weapon, figures)))
}

/** Decisive attack: attribute + ability − wound and poison penalties; accuracy does not apply. */
export function decisiveAttack(figures: AttackFigures): StatDetail {
  return dicePool(figures.facts, attackPool(figures, NONE, figures.decisiveEffects))
}

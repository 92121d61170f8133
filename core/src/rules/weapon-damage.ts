import { type CharacterContext, weaponBonuses } from './character-context.ts'
import type { WeaponInput } from './sheet-input.ts'
import type { Figure, StatDetail } from './stat-detail.ts'
import { detail, sumOf } from './stat-detail.ts'
import { attributeRating } from './traits.ts'
import { damageAttribute } from './weapon-attributes.ts'
import { isSiege, type WeaponTags } from './weapon-tags.ts'
import { weightFigure } from './weapon-weights.ts'

/** Tags that replace the damage attribute with a fixed value; the first listed wins. */
const FIXED_DAMAGE_ATTRIBUTE: readonly (readonly [string, number])[] = [
  ['subtle', 0],
  ['flame', 4],
  ['crossbow', 4],
  ['firearm', 4],
]

const SIEGE_ATTRIBUTE: Figure = { label: 'siege weapon', value: 0 }

/**
 * The attribute (or fixed tag value) a weapon adds to its withering damage; a siege weapon's
 * damage is its own alone.
 */
export function damageAttributeFigure(
  context: CharacterContext,
  weapon: WeaponInput,
  tags: WeaponTags,
): Figure {
  if (isSiege(tags)) return SIEGE_ATTRIBUTE
  for (const [tag, value] of FIXED_DAMAGE_ATTRIBUTE) {
    if (tags.includes(tag)) return { label: tag, value }
  }
  const attribute = damageAttribute(weapon)
  return {
    label: context.attributeLabel(attribute),
    value: attributeRating(context.sheet, attribute),
  }
}

const SUBTLE: Figure = { label: 'subtle', value: 0 }
const SIEGE_DAMAGE = {
  mundane: { label: 'siege weapon damage', value: 15 },
  artifact: { label: 'siege artifact damage', value: 20 },
} as const satisfies Record<string, Figure>

/**
 * The damage the weapon itself gives: nothing for subtle weapons, 15 (artifact 20) for siege
 * weapons whatever their weight, otherwise its weight's.
 */
function baseDamage(weapon: Pick<WeaponInput, 'weight' | 'is_artifact'>, tags: WeaponTags): Figure {
  if (tags.includes('subtle')) return SUBTLE
  if (isSiege(tags)) return weapon.is_artifact ? SIEGE_DAMAGE.artifact : SIEGE_DAMAGE.mundane
  return weightFigure('damage', weapon)
}

/** A weapon's own damage: its weight's damage + its damage bonus + damage effects. */
export function weaponDamage(
  context: CharacterContext,
  weapon: WeaponInput,
  tags: WeaponTags,
): number {
  return (
    baseDamage(weapon, tags).value +
    weapon.bonus_damage +
    sumOf(weaponBonuses(context, 'weapon_damage', weapon))
  )
}

function damageBonuses(context: CharacterContext, weapon: WeaponInput, tags: WeaponTags): Figure[] {
  const bonuses: Figure[] = []
  if (weapon.bonus_damage !== 0) bonuses.push({ label: 'damage bonus', value: weapon.bonus_damage })
  if (tags.includes('shield')) bonuses.push({ label: 'shield', value: -2 })
  bonuses.push(...weaponBonuses(context, 'weapon_damage', weapon))
  return bonuses
}

function damageDetail(
  context: CharacterContext,
  weapon: WeaponInput,
  tags: WeaponTags,
  base: Figure,
  minimum: number,
): StatDetail {
  return detail({
    parts: [damageAttributeFigure(context, weapon, tags), base],
    bonuses: damageBonuses(context, weapon, tags),
    floor: minimum,
  })
}

/** Withering damage: damage attribute + weapon damage (− 2 for a shield), never below the minimum. */
export function witheringDamage(
  context: CharacterContext,
  weapon: WeaponInput,
  tags: WeaponTags,
  minimum: number,
): StatDetail {
  return damageDetail(context, weapon, tags, baseDamage(weapon, tags), minimum)
}

/**
 * A powerful weapon's damage as if it were heavy (same make; subtle still 0; siege weapons
 * unchanged). Unlike the reference it keeps the damage bonus and the minimum, like every other
 * damage figure, and a siege weapon adds no attribute here either.
 */
export function powerfulDamage(
  context: CharacterContext,
  weapon: WeaponInput,
  tags: WeaponTags,
  minimum: number,
): StatDetail {
  const heavy = baseDamage({ weight: 'heavy', is_artifact: weapon.is_artifact }, tags)
  return damageDetail(context, weapon, tags, heavy, minimum)
}

import type { CharacterContext } from './character-context.ts'
import { parryDefense, weaponParry } from './parry.ts'
import { type RangedAttack, rangedAttack } from './range-bands.ts'
import { isRanged } from './ranged.ts'
import type { WeaponInput } from './sheet-input.ts'
import type { StatDetail } from './stat-detail.ts'
import { accuracy, attackFigures, decisiveAttack, witheringAttack } from './weapon-attack.ts'
import {
  damageAttributeFigure,
  powerfulDamage,
  weaponDamage,
  witheringDamage,
} from './weapon-damage.ts'
import { overwhelming } from './weapon-overwhelming.ts'
import { type DamageType, damageType } from './weapon-tags.ts'

/** Every figure of one weapon, with where each comes from. */
export interface WeaponDetails {
  readonly name: string
  readonly is_ranged: boolean
  readonly shield: boolean
  readonly damage_type: DamageType | null
  readonly accuracy: number
  readonly weapon_damage: number
  readonly damage_attribute_rating: number
  readonly parry_defense: number
  readonly withering_attack: StatDetail
  readonly decisive_attack: StatDetail
  readonly withering_damage: StatDetail
  /** Only for weapons with the powerful tag. */
  readonly powerful_damage: StatDetail | null
  readonly overwhelming: StatDetail
  readonly parry: StatDetail
  /** Only for ranged weapons. */
  readonly ranged: RangedAttack | null
}

export function weaponDetails(context: CharacterContext, weapon: WeaponInput): WeaponDetails {
  const tags = weapon.tags
  const ranged = isRanged(weapon, tags)
  const attack = attackFigures(context, weapon, tags)
  const minimum = overwhelming(context, weapon, tags)
  return {
    name: weapon.name,
    is_ranged: ranged,
    shield: tags.includes('shield'),
    damage_type: damageType(tags),
    accuracy: accuracy(weapon, attack),
    weapon_damage: weaponDamage(context, weapon, tags),
    damage_attribute_rating: damageAttributeFigure(context, weapon, tags).value,
    parry_defense: parryDefense(weapon),
    withering_attack: witheringAttack(weapon, attack),
    decisive_attack: decisiveAttack(attack),
    withering_damage: witheringDamage(context, weapon, tags, minimum.total),
    powerful_damage: tags.includes('powerful')
      ? powerfulDamage(context, weapon, tags, minimum.total)
      : null,
    overwhelming: minimum,
    parry: weaponParry(context, weapon, tags, ranged),
    ranged: ranged ? rangedAttack(weapon, tags, attack) : null,
  }
}

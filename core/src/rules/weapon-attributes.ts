import type { AttributeOverride, WeaponInput } from './sheet-input.ts'

function chosen(override: AttributeOverride | undefined, otherwise: string): string {
  const use = override?.use.trim().toLowerCase() ?? ''
  return use === '' ? otherwise : use
}

/** The attribute a weapon attacks with: Dexterity unless overridden (may be `essence`). */
export function attackAttribute(weapon: Pick<WeaponInput, 'overrides'>): string {
  return chosen(weapon.overrides.attack_attribute, 'dexterity')
}

/** The attribute a weapon parries with: Dexterity unless overridden. */
export function defenseAttribute(weapon: Pick<WeaponInput, 'overrides'>): string {
  return chosen(weapon.overrides.defense_attribute, 'dexterity')
}

/** The attribute a weapon adds to damage: Strength unless overridden. */
export function damageAttribute(weapon: Pick<WeaponInput, 'overrides'>): string {
  return chosen(weapon.overrides.damage_attribute, 'strength')
}

/** Weapon weights: each gives its own accuracy, damage, overwhelming and defence. */
export const WEAPON_WEIGHTS = ['light', 'medium', 'heavy'] as const
export type WeaponWeight = (typeof WEAPON_WEIGHTS)[number]

/** Armour weights; any other stored value is read as unarmored. */
export const ARMOR_WEIGHTS = ['unarmored', 'light', 'medium', 'heavy'] as const
export type ArmorWeight = (typeof ARMOR_WEIGHTS)[number]

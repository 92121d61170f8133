export const WEAPON_WEIGHTS = ['light', 'medium', 'heavy'] as const
export type WeaponWeight = (typeof WEAPON_WEIGHTS)[number]

/** A figure that differs between mundane and artifact weapons. */
export interface ByMake {
  readonly mundane: number
  readonly artifact: number
}

export interface WeaponWeightRow {
  readonly accuracy: ByMake
  readonly damage: ByMake
  readonly overwhelming: ByMake
  readonly defense: ByMake
}

/** What a weapon's weight gives, mundane and artifact. */
const WEIGHTS: Readonly<Record<WeaponWeight, WeaponWeightRow>> = {
  light: {
    accuracy: { mundane: 4, artifact: 5 },
    damage: { mundane: 7, artifact: 10 },
    overwhelming: { mundane: 1, artifact: 3 },
    defense: { mundane: 0, artifact: 0 },
  },
  medium: {
    accuracy: { mundane: 2, artifact: 3 },
    damage: { mundane: 9, artifact: 12 },
    overwhelming: { mundane: 1, artifact: 4 },
    defense: { mundane: 1, artifact: 1 },
  },
  heavy: {
    accuracy: { mundane: 0, artifact: 1 },
    damage: { mundane: 11, artifact: 14 },
    overwhelming: { mundane: 1, artifact: 5 },
    defense: { mundane: -1, artifact: 0 },
  },
}

/** A weight the table does not know reads as light. */
export function weightOf(weight: string): WeaponWeight {
  return Object.hasOwn(WEIGHTS, weight) ? (weight as WeaponWeight) : 'light'
}

/** The weight table's value of one figure for a weapon. */
export function byWeight(
  figure: keyof WeaponWeightRow,
  weapon: { readonly weight: string; readonly is_artifact: boolean },
): number {
  const row = WEIGHTS[weightOf(weapon.weight)][figure]
  return weapon.is_artifact ? row.artifact : row.mundane
}

/** "light weapon", "heavy artifact": the label of a weight-table figure. */
export function weightLabel(weapon: { readonly weight: string; readonly is_artifact: boolean }) {
  return `${weightOf(weapon.weight)} ${weapon.is_artifact ? 'artifact' : 'weapon'}`
}

import { WEAPON_WEIGHTS, type WeaponWeight } from '../vocabulary/weights.ts'
import type { WeaponInput } from './sheet-input.ts'
import type { Figure } from './stat-detail.ts'

/** A figure that differs between mundane and artifact weapons. */
interface ByMake {
  readonly mundane: number
  readonly artifact: number
}

interface WeaponWeightRow {
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
function weightOf(weight: string): WeaponWeight {
  return Object.hasOwn(WEIGHTS, weight) ? (weight as WeaponWeight) : 'light'
}

type WeaponMake = Pick<WeaponInput, 'weight' | 'is_artifact'>

/** The weight table's value of one figure for a weapon. */
export function byWeight(figure: keyof WeaponWeightRow, weapon: WeaponMake): number {
  const row = WEIGHTS[weightOf(weapon.weight)][figure]
  return weapon.is_artifact ? row.artifact : row.mundane
}

const FIGURE_NAMES: Readonly<Record<keyof WeaponWeightRow, string>> = {
  accuracy: 'accuracy',
  damage: 'damage',
  overwhelming: 'minimum',
  defense: 'defense',
}

type LabelledRow = Record<keyof WeaponWeightRow, { mundane: Figure; artifact: Figure }>

// Labelled once at load: figures are read-only, so every sheet can share them.
const LABELLED = Object.fromEntries(
  WEAPON_WEIGHTS.map((weight) => {
    const row = Object.fromEntries(
      (Object.keys(FIGURE_NAMES) as (keyof WeaponWeightRow)[]).map((figure) => [
        figure,
        {
          mundane: {
            label: `${weight} weapon ${FIGURE_NAMES[figure]}`,
            value: WEIGHTS[weight][figure].mundane,
          },
          artifact: {
            label: `${weight} artifact ${FIGURE_NAMES[figure]}`,
            value: WEIGHTS[weight][figure].artifact,
          },
        },
      ]),
    )
    return [weight, row]
  }),
) as Record<WeaponWeight, LabelledRow>

/** The weight table's figure for a weapon with its label, e.g. "medium artifact accuracy" 3. */
export function weightFigure(figure: keyof WeaponWeightRow, weapon: WeaponMake): Figure {
  const entry = LABELLED[weightOf(weapon.weight)][figure]
  return weapon.is_artifact ? entry.artifact : entry.mundane
}

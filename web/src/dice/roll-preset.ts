import type { ExtendedTarget, RollBasis, StatDetail } from '@loom/core'

// What a roll control hands the roll dialog: the bottom of the dice folder, so that the roller,
// its resources and the roll request all read it without importing each other.

/** What a roll control knows of its roll: the sheet's figure and what kind of roll it is. */
export interface RollPreset {
  /** "Join Battle", "Sword: Withering Attack". */
  readonly label: string
  /** The sheet's figure: its total (penalties applied) and the excellency beside it. */
  readonly detail?: StatDetail | undefined
  /** A plain number of dice, for figures the rules do not explain (a QC's damage). */
  readonly pool?: number | undefined
  /** Withering or decisive damage: no doubles, no stunt. */
  readonly damage?: boolean | undefined
  /** A Join Battle roll: in a chronicle, it can put the roller into combat. */
  readonly joinBattle?: boolean | undefined
  /** The next interval of this extended roll on the roller's sheet (a working). */
  readonly extended?: ExtendedTarget | undefined
}

/** The pool, excellency and kind of roll the preset stands for, as the rules read them. */
export function presetBasis(preset: RollPreset): RollBasis {
  return {
    pool: preset.detail?.total ?? preset.pool ?? 0,
    excellency: preset.detail?.excellency,
    damage: preset.damage === true,
  }
}

import { type StatDetail, uniqueKeys } from '@loom/core'
import type { QcAttackRow } from '../qc-rows.ts'

/** One attack's figures from the rules engine; a battlegroup's add its size and might. */
export interface AttackFigures {
  readonly pool: StatDetail
  readonly damage: StatDetail | number
  readonly overwhelming: number
}

/** The rules engine's figures, keyed by attack name (a repeated name gets " (2)", …). */
export type AttackFiguresByKey = Readonly<Record<string, AttackFigures>>

/** Each attack's figures, in the attacks' order; undefined where the engine has none yet. */
export function figuresOfAttacks(
  attacks: readonly QcAttackRow[],
  figures: AttackFiguresByKey,
): (AttackFigures | undefined)[] {
  const keys = uniqueKeys(attacks.map((attack) => attack.name))
  return attacks.map((attack, index) => figures[keys[index] ?? attack.name])
}

import type { PoolResult, PoolSettings } from '../dice/pool.ts'
import type { CombatantKind } from '../vocabulary/combatants.ts'
import type { CombatChange } from './combat-change.ts'

/** What resolving an attack (or a grapple's action) answers: its rolls and changes. */

export type ResolutionRollKind =
  | 'attack'
  | 'damage'
  | 'join_battle'
  | 'gambit'
  | 'control'
  | 'escape'

/** One roll of the resolution, with what followed from it, as the roll log shows it. */
export interface ResolutionRoll {
  readonly roll: ResolutionRollKind
  readonly roller: { readonly kind: CombatantKind; readonly id: number }
  readonly label: string
  readonly settings: PoolSettings & { readonly damage: boolean }
  readonly result: PoolResult
  /** What the roll led to, in order (hit or miss, Initiative, damage, crash, shift…). */
  readonly notes: readonly string[]
}

export interface Resolution {
  readonly hit: boolean
  readonly rolls: readonly ResolutionRoll[]
  /** One change per combatant: applying every `after` makes the attack, every `before` undoes it. */
  readonly changes: readonly CombatChange[]
  /** How the log names a resolution with no rolls (a grapple's restrain or release). */
  readonly label?: string
}

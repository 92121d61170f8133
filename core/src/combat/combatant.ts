/**
 * Who takes part in a chronicle's combat: characters, qcs, battlegroups and combat actors
 * (copies of a qc or battlegroup), all carrying the same combat state fields.
 */

import { COMBATANT_KEY_PATTERN, type CombatantKind } from '../vocabulary/combatants.ts'

/** The combat state every combatant stores, named as the entities name it. */
export interface CombatState {
  readonly initiative: number
  readonly in_combat: boolean
  readonly has_acted: boolean
  readonly onslaught: number
  /** `kind:id` of whoever crashed this combatant; blank when nobody did or it is not crashed. */
  readonly crashed_by: string
  /** Turns taken while crashed; the third one resets Initiative to 3. */
  readonly crash_turns: number
  /** `kind:id` of the one this combatant holds in a grapple; blank when it holds nobody. */
  readonly grappling: string
  /** `kind:id` of whoever holds this combatant in a grapple; blank when nobody does. */
  readonly grappled_by: string
  /** The controller's rounds of control left, counting the turn it is on (see grapple-control.ts). */
  readonly control_rounds: number
  /** The controller restrained the one it holds, who may not act (nor escape) until it acts again. */
  readonly grapple_restrained: boolean
  /** It fights from horseback or a similar mount (mounted.ts). */
  readonly mounted: boolean
}

export interface Combatant extends CombatState {
  readonly kind: CombatantKind
  readonly id: number
  readonly name: string
}

/** A combatant's stable name in other records: `qc:12`. */
type CombatantKey = `${CombatantKind}:${number}`

export function combatantKey(combatant: { kind: CombatantKind; id: number }): CombatantKey {
  return `${combatant.kind}:${combatant.id}`
}

export function parseCombatantKey(key: string): { kind: CombatantKind; id: number } | null {
  if (!COMBATANT_KEY_PATTERN.test(key)) return null
  const [kind, id] = key.split(':') as [CombatantKind, string]
  return { kind, id: Number(id) }
}

/** Crash: a combatant in combat whose Initiative has fallen to 0 or below. */
export function isCrashed(state: Pick<CombatState, 'in_combat' | 'initiative'>): boolean {
  return state.in_combat && state.initiative <= 0
}

/** The Initiative a combatant has when it comes out of crash after three turns. */
export const CRASH_RESET_INITIATIVE = 3
/** Initiative gained by an attacker who crashes an opponent. */
export const INITIATIVE_BREAK = 5
/** Added to the Join Battle successes to give starting Initiative. */
export const JOIN_BATTLE_BONUS = 3

/** The crash fields of a combatant that is not (or no longer) crashed. */
export const NOT_CRASHED = { crashed_by: '', crash_turns: 0 } as const

/** The grapple fields of a combatant that neither holds nor is held. */
export const NOT_GRAPPLING = {
  grappling: '',
  grappled_by: '',
  control_rounds: 0,
  grapple_restrained: false,
} as const

import type { RollRecord } from '../dice/roll-record.ts'
import type { AttackKind } from './attack.ts'
import type { CombatantRef, CombatChangeJson } from './requests.ts'

/**
 * What the attack routes answer (POST …/combat/attack and …/attack/undo, GET …/combat/attacks),
 * shared by the server that sends it and the web app that reads it.
 */

/** One resolved attack in the chronicle's history, as the API shows it. */
export interface AttackResolutionJson {
  readonly id: number
  readonly player_id: number
  readonly attacker: CombatantRef
  readonly target: CombatantRef
  /** The attack's kind, or `grapple` for a grapple action that is no attack (restrain, escape…). */
  readonly attack: AttackKind | 'grapple'
  readonly hit: boolean
  /** How the roll log named the attack: "Ayla: withering attack with Sword on Bandit". */
  readonly label: string
  readonly created_at: string
}

/** An attack resolved (or undone): its resolution, the rolls logged and the changes made. */
export interface AttackAnswer {
  readonly resolution: AttackResolutionJson
  readonly rolls: readonly RollRecord[]
  readonly changes: readonly CombatChangeJson[]
}

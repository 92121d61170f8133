import type { ExcellencyDetail } from '../rules/stat-detail.ts'
import type { WeaponTags } from '../rules/weapon-tags.ts'
import type { RangeBand } from '../vocabulary/range-bands.ts'
import type { Combatant } from './combatant.ts'
import type { HealthState } from './participant.ts'

/**
 * A combatant as attack resolution sees it: its combat state and the figures an attack reads
 * (pools, defences, soak, hardness, health or magnitude), worked out by the rules engine from
 * its sheet (see fighter-sheets.ts). Defences here carry no onslaught penalty: resolution
 * applies the combatant's current onslaught itself, as it adds to it.
 */
export interface Fighter extends Combatant {
  /** Whose rules it follows: a combat actor follows the qc or battlegroup it stands for. */
  readonly side: 'character' | 'qc' | 'battlegroup'
  readonly attacks: readonly FighterAttack[]
  readonly evasion: number
  /** What it may parry with: a character's weapons, or a qc's or battlegroup's one Parry. */
  readonly parries: readonly FighterParry[]
  readonly soak: number
  readonly hardness: number
  /** The Join Battle pool, rolled again on an Initiative Shift. */
  readonly join_battle: number
  /** The control roll's pool (Strength + Brawl; a qc's Grapple Control), which escapes use too. */
  readonly grapple_control: number
  /** Characters and qcs; null for battlegroups. */
  readonly health: HealthState | null
  /** Battlegroups (and combat actors standing for one); null for everyone else. */
  readonly battlegroup: BattlegroupState | null
}

export const DAMAGE_KINDS = ['bashing', 'lethal', 'aggravated'] as const
export type DamageKind = (typeof DAMAGE_KINDS)[number]

/** One way to attack: a character's weapon or a qc's or battlegroup's attack. */
export interface FighterAttack {
  /** The weapon's or qc attack's id. */
  readonly id: number
  readonly name: string
  /** The withering attack pool; for a ranged weapon, the pool at each band it reaches. */
  readonly withering: number
  readonly bands: Partial<Readonly<Record<RangeBand, number>>> | null
  readonly decisive: number
  /** Withering raw damage before extra successes and soak (damage attribute + weapon). */
  readonly damage: number
  /** The least a withering hit's damage pool may be after soak. */
  readonly overwhelming: number
  /** What a decisive hit marks on the health track. */
  readonly damage_type: DamageKind
  /** The weapon's or qc attack's tags (none when it has none), which some gambits read. */
  readonly tags: WeaponTags
  /** The excellency beside the attack pool (its cap and mote cost), when the attacker has one. */
  readonly excellency?: ExcellencyDetail | undefined
}

export interface FighterParry {
  /** The weapon parried with; null for a qc's or battlegroup's Parry. */
  readonly weapon_id: number | null
  readonly name: string
  readonly value: number
}

export interface BattlegroupState {
  readonly size: number
  /** Magnitude left at the current size. */
  readonly magnitude: number
  /** One member's health levels, which with size and morale make the full Magnitude. */
  readonly health_levels: number
  readonly perfect_morale: boolean
}

/** How a combatant is named in the log: its name, or its kind and id when it has none. */
export function fighterName(fighter: Pick<Combatant, 'kind' | 'id' | 'name'>): string {
  const name = fighter.name.trim()
  return name === '' ? `${fighter.kind.replaceAll('_', ' ')} ${fighter.id}` : name
}

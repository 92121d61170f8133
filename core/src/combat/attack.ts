import {
  DEFAULT_TARGET_NUMBER,
  defaultDoubles,
  type PoolResult,
  type PoolSettings,
  rollPool,
} from '../dice/pool.ts'
import type { RandomInt } from '../dice/random.ts'
import type { RangeBand } from '../vocabulary/range-bands.ts'
import { type Fighter, type FighterAttack, fighterName } from './fighter.ts'

/**
 * The attack roll (docs/rules.md, "Combat resolution"): the attack pool, with the attacker's
 * excellency, stunt and other dice, against the target's Defence (Evasion or a Parry, the best
 * by default, less its onslaught). Successes that meet the Defence hit; those beyond it are
 * extra successes, which add to a withering attack's raw damage.
 */

export const ATTACK_KINDS = ['withering', 'decisive'] as const
export type AttackKind = (typeof ATTACK_KINDS)[number]

export const DEFENCE_CHOICES = ['best', 'evasion', 'parry'] as const
export type DefenceChoice = (typeof DEFENCE_CHOICES)[number]

/** A stunt of any level adds two dice to the roll it enhances. */
export const STUNT_DICE = 2

/** What the attacker and defender add to the roll, beyond the sheets' numbers. */
export interface AttackBoosts {
  readonly excellency_dice: number
  /** The stunt's level, 0 to 3. */
  readonly stunt: number
  /** Willpower spent on the roll: one automatic success. */
  readonly willpower: boolean
  /** Any other dice, added or (negative) taken away. */
  readonly bonus_dice: number
}

export interface DefenceRequest {
  readonly choice: DefenceChoice
  /** With `parry`: the character's weapon to parry with; null for the best one. */
  readonly parry_weapon_id: number | null
  /** Added to the Defence (the defender's own charms, stunt, cover…); may be negative. */
  readonly bonus: number
}

export interface Defence {
  readonly kind: 'evasion' | 'parry'
  /** `Evasion`, or the name of what parries. */
  readonly label: string
  /** Before onslaught and bonus. */
  readonly rating: number
  readonly onslaught: number
  readonly bonus: number
  /** What the attack must meet: rating − onslaught + bonus, never below 0. */
  readonly value: number
}

export interface AttackRoll {
  readonly settings: PoolSettings
  readonly result: PoolResult
  readonly defence: Defence
  readonly hit: boolean
  /** Successes beyond the Defence on a hit; 0 on a miss. */
  readonly extra_successes: number
}

/** A reason the attack cannot be made as asked, naming the request field at fault. */
export interface AttackProblem {
  readonly field: string
  readonly message: string
}

export function isAttackProblem<T extends object>(
  value: T | AttackProblem,
): value is AttackProblem {
  return 'field' in value && 'message' in value
}

function bestParry(fighter: Fighter) {
  let best: Fighter['parries'][number] | null = null
  for (const parry of fighter.parries) if (best === null || parry.value > best.value) best = parry
  return best
}

/**
 * The target's Defence against one attack. `best` takes the higher of Evasion and the best
 * Parry (Evasion on a tie); `parry` without a weapon takes the best Parry.
 */
export function defenceOf(target: Fighter, request: DefenceRequest): Defence | AttackProblem {
  let kind: Defence['kind'] = 'evasion'
  let label = 'Evasion'
  let rating = target.evasion
  const parry =
    request.parry_weapon_id === null
      ? bestParry(target)
      : (target.parries.find((p) => p.weapon_id === request.parry_weapon_id) ?? null)
  if (request.parry_weapon_id !== null && parry === null) {
    return {
      field: 'parry_weapon_id',
      message: `${fighterName(target)} has no weapon ${request.parry_weapon_id} to parry with`,
    }
  }
  if (request.choice === 'parry' && parry === null) {
    return { field: 'defence', message: `${fighterName(target)} has nothing to parry with` }
  }
  const useParry =
    parry !== null &&
    (request.choice === 'parry' || (request.choice === 'best' && parry.value > target.evasion))
  if (useParry) {
    kind = 'parry'
    label = parry.weapon_id === null ? 'Parry' : `Parry (${parry.name})`
    rating = parry.value
  }
  return {
    kind,
    label,
    rating,
    onslaught: target.onslaught,
    bonus: request.bonus,
    value: Math.max(0, rating - target.onslaught + request.bonus),
  }
}

/** The attack's pool from the sheet: withering (at a band, for ranged weapons) or decisive. */
export function attackPoolOf(
  attack: FighterAttack,
  kind: AttackKind,
  range: RangeBand | null,
): number | AttackProblem {
  if (kind === 'decisive' || attack.bands === null) {
    return kind === 'decisive' ? attack.decisive : attack.withering
  }
  // Short range is where most ranged attacks are made; a weapon that cannot reach it shoots close.
  const band = range ?? (attack.bands.short === undefined ? 'close' : 'short')
  const pool = attack.bands[band]
  if (pool === undefined) {
    const reach = Object.keys(attack.bands).join(', ')
    return { field: 'range', message: `${attack.name} cannot reach ${band} range (only ${reach})` }
  }
  return pool
}

/** The attack roll's settings: the pool and every boost, 10s counting double. */
export function attackRollSettings(pool: number, boosts: AttackBoosts): PoolSettings {
  const stunt = boosts.stunt > 0 ? STUNT_DICE : 0
  return {
    dice: Math.max(0, pool + boosts.excellency_dice + stunt + boosts.bonus_dice),
    target_number: DEFAULT_TARGET_NUMBER,
    double: defaultDoubles(false),
    reroll: [],
    reroll_once: true,
    auto_successes: boosts.willpower ? 1 : 0,
  }
}

/** Rolls the attack against the Defence: a hit when the successes meet it. */
export function rollAttack(
  settings: PoolSettings,
  defence: Defence,
  random: RandomInt,
): AttackRoll {
  const result = rollPool(settings, random)
  const hit = result.successes >= defence.value
  return {
    settings,
    result,
    defence,
    hit,
    extra_successes: hit ? result.successes - defence.value : 0,
  }
}

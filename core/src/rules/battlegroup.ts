import { rowsWithDefaults, withDefaults } from '../schemas/kind-defaults.ts'
import { type AppliedEffect, effectFigures, withEffects } from './effects.ts'
import { applyPenalties, type Penalties } from './penalties.ts'
import { type WorstPoison, worstPoison } from './poison-penalty.ts'
import { uniqueKeys } from './record-keys.ts'
import type { BattlegroupSheet, PoisonInput, QcAttackInput } from './sheet-input.ts'
import type { Figure, StatDetail } from './stat-detail.ts'
import { detail, enteredFigure } from './stat-detail.ts'

export interface BattlegroupInput {
  readonly battlegroup: BattlegroupSheet
  readonly qc_attacks: readonly QcAttackInput[]
  readonly poisons?: readonly PoisonInput[] | undefined
}

export const DRILL_LABELS = ['Poor', 'Average', 'Elite'] as const

/** 0 Poor, 1 Average, 2 Elite; anything else "N/A". */
export function drillLabel(drill: number): string {
  return DRILL_LABELS[drill] ?? 'N/A'
}

/** Perfect morale is worth three more magnitude. */
const PERFECT_MORALE_MAGNITUDE = 3

type MagnitudeSheet = Pick<BattlegroupSheet, 'health_levels' | 'size' | 'perfect_morale'>

/** Magnitude: the members' health levels + size + 3 with perfect morale. */
export function battlegroupMagnitude(battlegroup: MagnitudeSheet): number {
  return (
    battlegroup.health_levels +
    battlegroup.size +
    (battlegroup.perfect_morale ? PERFECT_MORALE_MAGNITUDE : 0)
  )
}

/** The defence bonus: drill + 1 at might 1 or more + 1 more at might 3. */
function defenseBonus(battlegroup: Pick<BattlegroupSheet, 'drill' | 'might'>): number {
  return battlegroup.drill + (battlegroup.might >= 1 ? 1 : 0) + (battlegroup.might >= 3 ? 1 : 0)
}

interface BattlegroupAttackDetails {
  readonly name: string
  readonly pool: StatDetail
  readonly damage: StatDetail
  readonly overwhelming: number
}

export interface BattlegroupStatDetails {
  readonly penalties: Penalties
  readonly worst_poison: WorstPoison | null
  readonly defense_bonus: number
  readonly magnitude_total: number
  readonly join_battle: StatDetail
  readonly evasion: StatDetail
  readonly parry: StatDetail
  readonly soak: StatDetail
  readonly hardness: StatDetail
  /** Every active effect's share of every figure (after stacking). */
  readonly effects: readonly AppliedEffect[]
  /** Entered as the stat block gives them; no penalty applies to them. */
  readonly senses: StatDetail
  readonly resolve: StatDetail
  readonly guile: StatDetail
  readonly appearance: StatDetail
  readonly attacks: Readonly<Record<string, BattlegroupAttackDetails>>
}

export function battlegroupStatDetails(stored: BattlegroupInput): BattlegroupStatDetails {
  const input = wholeBattlegroupInput(stored)
  const bg = input.battlegroup
  const effects = effectFigures(bg.effects)
  const poison = worstPoison(input.poisons ?? [])
  const penalties: Penalties = {
    wound: 0,
    mobility: 0,
    poison: poison?.penalty ?? 0,
    onslaught: bg.onslaught,
  }
  const defensive = applyPenalties(penalties, ['poison', 'onslaught'])
  const bonus = defenseBonus(bg)
  const defense = (label: string, entered: number, target: string): StatDetail =>
    detail({
      parts: [{ label, value: entered }],
      bonuses: withEffects([{ label: 'drill and might', value: bonus }], effects, target),
      penalties: defensive,
    })
  const entered = (label: string, value: number, target: string): StatDetail =>
    enteredFigure(label, value, effects.on(target))
  const scale: Figure[] = [
    { label: 'size', value: bg.size },
    { label: 'might', value: bg.might },
  ]
  const attacks: Record<string, BattlegroupAttackDetails> = {}
  const keys = uniqueKeys(input.qc_attacks.map((a) => a.name))
  input.qc_attacks.forEach((attack, index) => {
    attacks[keys[index] ?? attack.name] = {
      name: attack.name,
      pool: detail({
        parts: [{ label: attack.name, value: attack.pool }],
        bonuses: withEffects(scale, effects, 'attack'),
        penalties: applyPenalties(penalties, ['poison']),
      }),
      damage: detail({
        parts: [{ label: attack.name, value: attack.damage }],
        bonuses: withEffects(scale, effects, 'attack_damage'),
      }),
      overwhelming: attack.overwhelming,
    }
  })
  return {
    penalties,
    worst_poison: poison,
    defense_bonus: bonus,
    magnitude_total: Math.max(battlegroupMagnitude(bg) + effects.sum('magnitude'), 0),
    join_battle: detail({
      parts: [{ label: 'Join Battle', value: bg.join_battle }],
      bonuses: effects.on('join_battle'),
      penalties: defensive,
    }),
    evasion: defense('Evasion', bg.evasion, 'evasion'),
    parry: defense('Parry', bg.parry, 'parry'),
    soak: detail({
      parts: [{ label: 'Soak', value: bg.soak }],
      bonuses: withEffects([{ label: 'size', value: bg.size }], effects, 'soak'),
    }),
    hardness: entered('Hardness', bg.hardness, 'hardness'),
    senses: entered('Senses', bg.senses, 'senses'),
    resolve: entered('Resolve', bg.resolve, 'resolve'),
    guile: entered('Guile', bg.guile, 'guile'),
    appearance: entered('Appearance', bg.appearance, 'appearance'),
    effects: effects.applied,
    attacks,
  }
}

interface BattlegroupAttackStats {
  readonly pool: number
  readonly damage: number
  readonly overwhelming: number
}

export interface BattlegroupStats {
  readonly join_battle: number
  readonly defense_bonus: number
  readonly evasion: number
  readonly parry: number
  readonly soak: number
  readonly hardness: number
  readonly magnitude_total: number
  readonly attacks: Readonly<Record<string, BattlegroupAttackStats>>
}

function summariseBattlegroup(details: BattlegroupStatDetails): BattlegroupStats {
  const attacks: Record<string, BattlegroupAttackStats> = {}
  for (const [key, attack] of Object.entries(details.attacks)) {
    attacks[key] = {
      pool: attack.pool.total,
      damage: attack.damage.total,
      overwhelming: attack.overwhelming,
    }
  }
  return {
    join_battle: details.join_battle.total,
    defense_bonus: details.defense_bonus,
    evasion: details.evasion.total,
    parry: details.parry.total,
    soak: details.soak.total,
    hardness: details.hardness.total,
    magnitude_total: details.magnitude_total,
    attacks,
  }
}

/** A battlegroup as stored in any version, or sent without lists, with every field read. */
function wholeBattlegroupInput(input: BattlegroupInput): BattlegroupInput {
  return {
    battlegroup: withDefaults('battlegroup', input.battlegroup),
    qc_attacks: rowsWithDefaults('qc_attack', input.qc_attacks),
    poisons: rowsWithDefaults('poison', input.poisons),
  }
}

/** The summary numbers of a battlegroup. */
export function battlegroupStats(input: BattlegroupInput): BattlegroupStats {
  return summariseBattlegroup(battlegroupStatDetails(input))
}

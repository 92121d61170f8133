import { effectFigures, withTemporaryHealth } from '../rules/effects.ts'
import type { StoredCommitment } from '../rules/mote-spend.ts'
import type { MoteCommitment } from '../rules/sheet-input.ts'
import type { HeldEffect } from '../schemas/effects.ts'
import type { CombatantKind } from '../vocabulary/combatants.ts'
import { effectiveMoteTotals } from '../writes/mote-pools.ts'
import type { Combatant, CombatState } from './combatant.ts'

/**
 * A chronicle's participant as the storyteller's controls see it: its combat state plus the
 * resources they restore. Every field keeps the entity's own name, so a change to a combat
 * actor's `motes_peripheral_current` is written exactly like a character's.
 */
export interface Participant extends Combatant {
  /** Whose rules it follows: a combat actor follows the qc or battlegroup it stands for. */
  readonly side: 'character' | 'qc' | 'battlegroup'
  /** Null for those without motes (battlegroups). */
  readonly motes: MotePools | null
  readonly willpower: { readonly temporary: number; readonly permanent: number } | null
  readonly health: HealthState | null
  readonly anima_level: number | null
  /** Null for kinds without an aura or commitments (battlegroups, combat actors). */
  readonly aura: string | null
  readonly motes_committed: readonly StoredCommitment[] | null
  /**
   * The active effects it holds, which the round and scene run down; null for combat actors,
   * which follow the effects of the qc or battlegroup they stand for.
   */
  readonly effects: readonly HeldEffect[] | null
}

export interface MotePools {
  readonly personal_total: number
  readonly peripheral_total: number
  readonly personal_current: number
  readonly peripheral_current: number
  readonly committed: readonly MoteCommitment[]
}

export interface HealthState {
  /** Boxes per level: 0, -1, -2, -4, incapacitated. */
  readonly levels: readonly [number, number, number, number, number]
  readonly bashing: number
  readonly lethal: number
  readonly aggravated: number
  /** Heals at the Exalted's rates (any Exalt, a qc with personal motes, Exalted Healing). */
  readonly exalted: boolean
}

type Sheet = Readonly<Record<string, unknown>>

const num = (value: unknown, fallback = 0) => (typeof value === 'number' ? value : fallback)
const text = (value: unknown) => (typeof value === 'string' ? value : '')

function combatStateOf(entity: Sheet): CombatState {
  return {
    initiative: num(entity.initiative),
    in_combat: entity.in_combat === true,
    has_acted: entity.has_acted === true,
    onslaught: num(entity.onslaught),
    crashed_by: text(entity.crashed_by),
    crash_turns: num(entity.crash_turns),
    grappling: text(entity.grappling),
    grappled_by: text(entity.grappled_by),
    control_rounds: num(entity.control_rounds),
    grapple_restrained: entity.grapple_restrained === true,
    mounted: entity.mounted === true,
  }
}

/** A bare combatant from a character, qc, battlegroup or combat actor entity. */
export function combatantOf(kind: CombatantKind, entity: Sheet): Combatant {
  return {
    kind,
    id: num(entity.id),
    name: text(entity.name),
    ...combatStateOf(entity),
  }
}

/** The health levels, with the temporary ones of the active `effects` added. */
function healthLevels(sheet: Sheet, effects: readonly HeldEffect[]): HealthState['levels'] {
  const track = withTemporaryHealth(
    {
      health_level_0s: num(sheet.health_level_0s),
      health_level_1s: num(sheet.health_level_1s),
      health_level_2s: num(sheet.health_level_2s),
      health_level_4s: num(sheet.health_level_4s),
      health_level_incap: num(sheet.health_level_incap),
      damage_bashing: 0,
      damage_lethal: 0,
      damage_aggravated: 0,
    },
    effectFigures(effects),
  )
  return [
    track.health_level_0s,
    track.health_level_1s,
    track.health_level_2s,
    track.health_level_4s,
    track.health_level_incap,
  ]
}

/** Merits that let a mortal heal at the Exalted's rates. */
const EXALTED_HEALING = 'exalted healing'

function commitmentsOf(sheet: Sheet): StoredCommitment[] {
  return Array.isArray(sheet.motes_committed) ? (sheet.motes_committed as StoredCommitment[]) : []
}

/**
 * What the storyteller's controls need of one entity. A combat actor takes its totals (motes,
 * willpower, health levels) from `source`, the qc or battlegroup it stands for; a character's
 * `merits` say whether a mortal heals like an Exalt.
 */
export function participantOf(
  kind: CombatantKind,
  entity: Sheet,
  extras: {
    readonly source?: Sheet
    readonly sourceKind?: 'qc' | 'battlegroup'
    readonly merits?: readonly { readonly merit_name?: unknown }[]
  } = {},
): Participant {
  const combatant = combatantOf(kind, entity)
  const side: Participant['side'] =
    kind === 'combat_actor' ? (extras.sourceKind ?? 'qc') : (kind as Participant['side'])
  const stats = kind === 'combat_actor' ? (extras.source ?? {}) : entity
  const totals = effectiveMoteTotals({
    motes_personal_total: num(stats.motes_personal_total),
    motes_peripheral_total: num(stats.motes_peripheral_total),
    effects: kind === 'combat_actor' ? [] : effectsOf(entity),
  })
  const personalTotal = totals.personal
  const peripheralTotal = totals.peripheral
  const commitments = kind === 'character' || kind === 'qc' ? commitmentsOf(entity) : null
  const motes: MotePools | null =
    side === 'battlegroup'
      ? null
      : {
          personal_total: personalTotal,
          peripheral_total: peripheralTotal,
          personal_current: num(entity.motes_personal_current),
          peripheral_current: num(entity.motes_peripheral_current),
          committed: commitments ?? [],
        }
  const exalted =
    side === 'qc'
      ? personalTotal > 0
      : text(entity.type) !== 'Character' ||
        (extras.merits ?? []).some((merit) =>
          text(merit.merit_name).toLowerCase().includes(EXALTED_HEALING),
        )
  return {
    ...combatant,
    side,
    motes,
    willpower: {
      temporary: num(entity.willpower_temporary),
      permanent: num(stats.willpower_permanent, 1),
    },
    health:
      side === 'battlegroup'
        ? null
        : {
            levels: healthLevels(stats, effectsOf(stats)),
            bashing: num(entity.damage_bashing),
            lethal: num(entity.damage_lethal),
            aggravated: num(entity.damage_aggravated),
            exalted,
          },
    anima_level: side === 'battlegroup' ? null : num(entity.anima_level),
    aura: kind === 'character' || kind === 'qc' ? text(entity.aura) : null,
    motes_committed: commitments,
    effects: kind === 'combat_actor' ? null : effectsOf(entity),
  }
}

function effectsOf(sheet: Sheet): HeldEffect[] {
  return Array.isArray(sheet.effects) ? (sheet.effects as HeldEffect[]) : []
}

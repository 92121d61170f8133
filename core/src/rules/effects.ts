import {
  HEALTH_LEVEL_TARGETS,
  type HealthLevelTarget,
  weaponEffectKey,
} from '../vocabulary/effect-targets.ts'
import type { CharacterMotes } from './motes.ts'
import type { EffectInput, HealthTrack } from './sheet-input.ts'
import type { Figure } from './stat-detail.ts'

/** One effect's share of one figure, as the breakdowns show it. */
export interface AppliedEffect {
  /** The target, or `target@weaponId` for one weapon's figure. */
  readonly target: string
  readonly label: string
  readonly value: number
  readonly effect_id: string
}

/** The active effects, answered per target as labelled figures. */
export interface EffectFigures {
  readonly applied: readonly AppliedEffect[]
  readonly on: (target: string) => readonly Figure[]
  readonly sum: (target: string) => number
}

const NONE: readonly never[] = []

/**
 * What counts as "the same effect" for stacking: effects granted by one source (the same Charm
 * activated twice) share a key; every other effect is its own.
 */
function stackingKey(effect: EffectInput): string {
  return effect.source_id === undefined || effect.source_id === null
    ? `effect:${effect.id}`
    : `${effect.source}:${effect.source_id}`
}

/**
 * Works out the active effects once. Different effects add up; one source does not stack with
 * itself: of its effects on the same target only the strongest (largest size) counts.
 */
export function effectFigures(effects: readonly EffectInput[] | undefined): EffectFigures {
  const strongest = new Map<string, AppliedEffect>()
  for (const effect of effects ?? NONE) {
    if (!effect.active) continue
    const key = stackingKey(effect)
    for (const modifier of effect.modifiers) {
      if (modifier.value === 0) continue
      const target =
        modifier.weapon_id === undefined || modifier.weapon_id === null
          ? modifier.target
          : weaponEffectKey(modifier.target, modifier.weapon_id)
      const slot = `${key}\u0000${target}`
      const held = strongest.get(slot)
      if (held !== undefined && Math.abs(held.value) >= Math.abs(modifier.value)) continue
      strongest.set(slot, {
        target,
        label: effect.name,
        value: modifier.value,
        effect_id: effect.id,
      })
    }
  }
  const applied = [...strongest.values()]
  const byTarget = new Map<string, Figure[]>()
  for (const figure of applied) {
    const list = byTarget.get(figure.target)
    const entry = { label: figure.label, value: figure.value }
    if (list === undefined) byTarget.set(figure.target, [entry])
    else list.push(entry)
  }
  const on = (target: string): readonly Figure[] => byTarget.get(target) ?? NONE
  const sum = (target: string): number => {
    let total = 0
    for (const figure of on(target)) total += figure.value
    return total
  }
  return { applied, on, sum }
}

/** The figures plus the effects on `target`, or the same list when no effect touches it. */
export function withEffects(
  figures: readonly Figure[],
  effects: EffectFigures,
  target: string,
): readonly Figure[] {
  const added = effects.on(target)
  return added.length === 0 ? figures : [...figures, ...added]
}

/** A health track with the temporary health levels of the effects added (never below 0). */
export function withTemporaryHealth<T extends HealthTrack>(track: T, effects: EffectFigures): T {
  let changed: Record<string, number> | null = null
  for (const [target, field] of Object.entries(HEALTH_LEVEL_TARGETS)) {
    const extra = effects.sum(target as HealthLevelTarget)
    if (extra === 0) continue
    changed ??= {}
    changed[field] = Math.max(track[field] + extra, 0)
  }
  return changed === null ? track : { ...track, ...changed }
}

/** Mote pools with the mote effects added to their totals and to what is available. */
export function withMoteEffects(motes: CharacterMotes, effects: EffectFigures): CharacterMotes {
  const personal = effects.sum('motes_personal')
  const peripheral = effects.sum('motes_peripheral')
  if (personal === 0 && peripheral === 0) return motes
  return {
    personal_total: Math.max(motes.personal_total + personal, 0),
    peripheral_total: Math.max(motes.peripheral_total + peripheral, 0),
    personal_available: Math.max(motes.personal_available + personal, 0),
    peripheral_available: Math.max(motes.peripheral_available + peripheral, 0),
  }
}

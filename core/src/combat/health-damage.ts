import { type CombatChange, changeOf } from './combat-change.ts'
import { type DamageKind, type Fighter, fighterName } from './fighter.ts'

/** The health-track field each kind of damage is marked in. */
export const DAMAGE_FIELDS: Readonly<Record<DamageKind, string>> = {
  bashing: 'damage_bashing',
  lethal: 'damage_lethal',
  aggravated: 'damage_aggravated',
}

export interface HealthDamage {
  readonly change: CombatChange | null
  /** The levels marked: fewer than dealt when the track fills up. */
  readonly marked: number
  readonly note: string
}

/**
 * Marks `levels` of damage of one kind on a character's or qc's health track. The track holds
 * no more boxes than it has: damage beyond a full track is not recorded (what it means, and
 * turning bashing into lethal on a full track, is the storyteller's call; docs/rules.md).
 */
export function damageHealth(target: Fighter, kind: DamageKind, levels: number): HealthDamage {
  const health = target.health
  if (health === null) return { change: null, marked: 0, note: '' }
  const boxes = health.levels.reduce((sum, level) => sum + level, 0)
  const taken = health.bashing + health.lethal + health.aggravated
  const marked = Math.max(0, Math.min(levels, boxes - taken))
  const field = DAMAGE_FIELDS[kind]
  const current = { bashing: health.bashing, lethal: health.lethal, aggravated: health.aggravated }[
    kind
  ]
  const lost = marked < levels ? ` (${levels - marked} beyond a full track)` : ''
  return {
    change: changeOf(target, { [field]: current }, { [field]: current + marked }),
    marked,
    note: `${fighterName(target)} takes ${marked} ${kind} damage${lost}`,
  }
}

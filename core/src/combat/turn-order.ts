import type { CombatantKind } from '../vocabulary/combatants.ts'
import type { Combatant } from './combatant.ts'

/**
 * Players' characters act before the storyteller's qcs, combat actors and battlegroups when
 * Initiative ties (the players' side wins ties, a common table ruling).
 */
const KIND_ORDER: Readonly<Record<CombatantKind, number>> = {
  character: 0,
  qc: 1,
  combat_actor: 2,
  battlegroup: 3,
}

function compareText(a: string, b: string): number {
  const left = a.toLowerCase()
  const right = b.toLowerCase()
  return left < right ? -1 : left > right ? 1 : 0
}

/**
 * The order of turns: higher Initiative first; ties go to characters before qcs, combat actors
 * and battlegroups, then by name, then by id, so every browser shows the same order.
 */
function compareTurnOrder(a: Combatant, b: Combatant): number {
  return (
    b.initiative - a.initiative ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    compareText(a.name, b.name) ||
    a.id - b.id
  )
}

/** The combatants in combat, in turn order. */
export function turnOrder<C extends Combatant>(combatants: readonly C[]): C[] {
  return combatants.filter((combatant) => combatant.in_combat).sort(compareTurnOrder)
}

/** The combatant whose turn comes next: the first in turn order who has not acted this round. */
export function nextUp<C extends Combatant>(combatants: readonly C[]): C | null {
  return turnOrder(combatants).find((combatant) => !combatant.has_acted) ?? null
}

/** Where the round stands, as the tracker's top line shows it. */
type RoundState =
  | { readonly state: 'no-combat' }
  | { readonly state: 'turn'; readonly initiative: number; readonly next: Combatant }
  | { readonly state: 'round-over' }

export function roundState(combatants: readonly Combatant[]): RoundState {
  if (!combatants.some((combatant) => combatant.in_combat)) return { state: 'no-combat' }
  const next = nextUp(combatants)
  return next === null
    ? { state: 'round-over' }
    : { state: 'turn', initiative: next.initiative, next }
}

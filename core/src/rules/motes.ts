import type { MoteFormula } from '../character-types/character-type.ts'
import { CHARACTER_TYPE_TABLE } from '../character-types/table.ts'
import type { CharacterType } from '../vocabulary/character-types.ts'
import { atLeastZero } from './rounding.ts'
import type { CharacterSheet, MoteCommitment } from './sheet-input.ts'

export const MOTE_POOLS = ['personal', 'peripheral'] as const
export type MotePool = (typeof MOTE_POOLS)[number]

/** How a pool is named on a sheet. */
export const MOTE_POOL_LABELS: Readonly<Record<MotePool, string>> = {
  personal: 'Personal',
  peripheral: 'Peripheral',
}

interface MoteTotals {
  readonly personal: number
  readonly peripheral: number
}

function grow(formula: MoteFormula, essence: number): number {
  return formula.perEssence * essence + formula.base
}

/**
 * The mote totals a type has at an Essence, or null when the player sets them (custom types).
 * The server stores these whenever Essence or the type changes.
 */
export function moteTotals(type: CharacterType, essence: number): MoteTotals | null {
  const { motes } = CHARACTER_TYPE_TABLE[type]
  if (motes === 'editable') return null
  if (motes === 'none') return { personal: 0, peripheral: 0 }
  return { personal: grow(motes.personal, essence), peripheral: grow(motes.peripheral, essence) }
}

/** Motes of a pool not tied up in commitments; over-committing leaves 0, never less. */
export function motesAvailable(
  total: number,
  committed: readonly MoteCommitment[],
  pool: MotePool,
): number {
  let tied = 0
  for (const commitment of committed) if (commitment.pool === pool) tied += commitment.motes
  return atLeastZero(total - tied)
}

export interface CharacterMotes {
  readonly personal_total: number
  readonly peripheral_total: number
  readonly personal_available: number
  readonly peripheral_available: number
}

/** A character's pools: the type's formula when it has one, otherwise the stored totals. */
export function characterMotes(
  sheet: Pick<
    CharacterSheet,
    'essence' | 'motes_personal_total' | 'motes_peripheral_total' | 'motes_committed'
  >,
  type: CharacterType,
): CharacterMotes {
  const totals = moteTotals(type, sheet.essence) ?? {
    personal: sheet.motes_personal_total,
    peripheral: sheet.motes_peripheral_total,
  }
  return {
    personal_total: totals.personal,
    peripheral_total: totals.peripheral,
    personal_available: motesAvailable(totals.personal, sheet.motes_committed, 'personal'),
    peripheral_available: motesAvailable(totals.peripheral, sheet.motes_committed, 'peripheral'),
  }
}

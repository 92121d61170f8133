import { effectFigures } from '../rules/effects.ts'
import { motesAvailable } from '../rules/motes.ts'
import type { CharacterFields } from '../schemas/character.ts'
import type { HeldEffect } from '../schemas/effects.ts'
import { addValidationError, type ValidationErrors } from '../schemas/validation-errors.ts'

/** The mote fields characters and qcs share. */
export type MotePoolFields = Pick<
  CharacterFields,
  | 'motes_personal_total'
  | 'motes_personal_current'
  | 'motes_peripheral_total'
  | 'motes_peripheral_current'
  | 'motes_committed'
> & {
  /** Active effects on `motes_personal` and `motes_peripheral` raise the totals. */
  readonly effects?: readonly HeldEffect[] | undefined
}

/** The pools' totals with the active mote effects added, never below 0. */
export function effectiveMoteTotals(
  pools: Pick<MotePoolFields, 'motes_personal_total' | 'motes_peripheral_total' | 'effects'>,
): {
  personal: number
  peripheral: number
} {
  const figures = effectFigures(pools.effects)
  return {
    personal: Math.max(pools.motes_personal_total + figures.sum('motes_personal'), 0),
    peripheral: Math.max(pools.motes_peripheral_total + figures.sum('motes_peripheral'), 0),
  }
}

/** Each current pool lowered to what the total (with mote effects) leaves after commitments. */
export function clampMotesToAvailable<T extends MotePoolFields>(pools: T): T {
  const totals = effectiveMoteTotals(pools)
  return {
    ...pools,
    motes_personal_current: Math.min(
      pools.motes_personal_current,
      motesAvailable(totals.personal, pools.motes_committed, 'personal'),
    ),
    motes_peripheral_current: Math.min(
      pools.motes_peripheral_current,
      motesAvailable(totals.peripheral, pools.motes_committed, 'peripheral'),
    ),
  }
}

/** Whether a pool's total (effects included) or commitments differ between two versions. */
export function motePoolsChanged(next: MotePoolFields, previous: MotePoolFields | null): boolean {
  if (previous === null) return true
  const [now, before] = [effectiveMoteTotals(next), effectiveMoteTotals(previous)]
  return (
    now.personal !== before.personal ||
    now.peripheral !== before.peripheral ||
    JSON.stringify(next.motes_committed) !== JSON.stringify(previous.motes_committed)
  )
}

/** A current pool may not exceed its total (with mote effects). */
export function addMotePoolProblems(errors: ValidationErrors, pools: MotePoolFields): void {
  const totals = effectiveMoteTotals(pools)
  for (const pool of ['personal', 'peripheral'] as const) {
    if (pools[`motes_${pool}_current`] > totals[pool]) {
      addValidationError(
        errors,
        `motes_${pool}_current`,
        `motes_${pool}_current cannot be more than motes_${pool}_total`,
      )
    }
  }
}

/** A qc's adjustment: current pools follow changes of totals and commitments (§3.3 row 1). */
export function adjustQcMotes<T extends MotePoolFields>(
  next: T,
  previous: MotePoolFields | null,
): T {
  return motePoolsChanged(next, previous) ? clampMotesToAvailable(next) : next
}

/** A qc's cross-field rule: current pools within their totals. */
export function qcProblems(qc: MotePoolFields): ValidationErrors {
  const errors: ValidationErrors = {}
  addMotePoolProblems(errors, qc)
  return errors
}

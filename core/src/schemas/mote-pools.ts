import { motesAvailable } from '../rules/index.ts'
import type { CharacterFields } from './character.ts'
import { addValidationError, type ValidationErrors } from './validation-errors.ts'

/** The mote fields characters and qcs share. */
export type MotePoolFields = Pick<
  CharacterFields,
  | 'motes_personal_total'
  | 'motes_personal_current'
  | 'motes_peripheral_total'
  | 'motes_peripheral_current'
  | 'motes_committed'
>

/** Each current pool lowered to what the total leaves after commitments. */
export function clampMotesToAvailable<T extends MotePoolFields>(pools: T): T {
  return {
    ...pools,
    motes_personal_current: Math.min(
      pools.motes_personal_current,
      motesAvailable(pools.motes_personal_total, pools.motes_committed, 'personal'),
    ),
    motes_peripheral_current: Math.min(
      pools.motes_peripheral_current,
      motesAvailable(pools.motes_peripheral_total, pools.motes_committed, 'peripheral'),
    ),
  }
}

/** Whether a pool's total or commitments differ between two versions. */
export function motePoolsChanged(next: MotePoolFields, previous: MotePoolFields | null): boolean {
  return (
    previous === null ||
    next.motes_personal_total !== previous.motes_personal_total ||
    next.motes_peripheral_total !== previous.motes_peripheral_total ||
    JSON.stringify(next.motes_committed) !== JSON.stringify(previous.motes_committed)
  )
}

/** A current pool may not exceed its total. */
export function addMotePoolProblems(errors: ValidationErrors, pools: MotePoolFields): void {
  for (const pool of ['personal', 'peripheral'] as const) {
    if (pools[`motes_${pool}_current`] > pools[`motes_${pool}_total`]) {
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

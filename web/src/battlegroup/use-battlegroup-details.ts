import { type BattlegroupStatDetails, battlegroupStatDetails } from '@loom/core'
import { useMemo } from 'react'
import type { BattlegroupRow, PoisonRow, QcAttackRow } from '../qc/qc-rows.ts'
import { useChildRows } from '../sheet/child-rows.ts'

/** Every figure of a battlegroup, worked out by the rules engine from it and its rows. */
export function useBattlegroupDetails(battlegroup: BattlegroupRow): BattlegroupStatDetails {
  const attacks = useChildRows<QcAttackRow>(battlegroup, 'qc_attacks', 'qc_attacks')
  const poisons = useChildRows<PoisonRow>(battlegroup, 'poisons', 'poisons')
  return useMemo(
    () => battlegroupStatDetails({ battlegroup, qc_attacks: attacks, poisons }),
    [battlegroup, attacks, poisons],
  )
}

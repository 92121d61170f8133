import { type QcStatDetails, qcStatDetails } from '@loom/core'
import { useMemo } from 'react'
import { useChildRows } from '../sheet/child-rows.ts'
import type { PoisonRow, QcAttackRow, QcMeritRow, QcRow } from './qc-rows.ts'

/** Every figure of a QC, worked out by the rules engine from the QC and its rows. */
export function useQcDetails(qc: QcRow): QcStatDetails {
  const attacks = useChildRows<QcAttackRow>(qc, 'qc_attacks', 'qc_attacks')
  const merits = useChildRows<QcMeritRow>(qc, 'qc_merits', 'qc_merits')
  const poisons = useChildRows<PoisonRow>(qc, 'poisons', 'poisons')
  return useMemo(
    () => qcStatDetails({ qc, qc_merits: merits, qc_attacks: attacks, poisons }),
    [qc, merits, attacks, poisons],
  )
}

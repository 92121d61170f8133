import { type QcStatDetails, uniqueKeys } from '@loom/core'
import Typography from '@mui/material/Typography'
import { AttackView } from './AttackView.tsx'
import type { QcAttackRow, QcRow } from './qc-rows.ts'
import { SheetSection } from './SheetSection.tsx'
import { useChildRows } from './use-child-rows.ts'

/** The QC's attacks, each with the pool the rules engine gives it. */
export function QcAttacks({ qc, details }: { qc: QcRow; details: QcStatDetails }) {
  const attacks = useChildRows<QcAttackRow>(qc, 'qc_attacks', 'qc_attacks')
  const keys = uniqueKeys(attacks.map((attack) => attack.name))
  return (
    <SheetSection title="Attacks" testId="qc-attacks">
      {attacks.length === 0 && <Typography color="text.secondary">None</Typography>}
      {attacks.map((attack, index) => {
        const figures = details.attacks[keys[index] ?? attack.name]
        return (
          figures && (
            <AttackView
              key={attack.id}
              attack={attack}
              pool={figures.pool}
              damage={figures.damage}
              overwhelming={figures.overwhelming}
              testId={`qc-attack-${index}`}
            />
          )
        )
      })}
    </SheetSection>
  )
}

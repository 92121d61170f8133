import { type BattlegroupStatDetails, uniqueKeys } from '@loom/core'
import Typography from '@mui/material/Typography'
import { AttackView } from '../qc/AttackView.tsx'
import type { BattlegroupRow, QcAttackRow } from '../qc/qc-rows.ts'
import { SheetSection } from '../qc/SheetSection.tsx'
import { useChildRows } from '../qc/use-child-rows.ts'

interface Props {
  battlegroup: BattlegroupRow
  details: BattlegroupStatDetails
}

/** The battlegroup's attacks, with its size and might added to pool and damage. */
export function BattlegroupAttacks({ battlegroup, details }: Props) {
  const attacks = useChildRows<QcAttackRow>(battlegroup, 'qc_attacks', 'qc_attacks')
  const keys = uniqueKeys(attacks.map((attack) => attack.name))
  return (
    <SheetSection title="Attacks" testId="battlegroup-attacks">
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
              testId={`battlegroup-attack-${index}`}
            />
          )
        )
      })}
    </SheetSection>
  )
}

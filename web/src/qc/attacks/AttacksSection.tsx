import Typography from '@mui/material/Typography'
import type { Row } from '../../api/types.ts'
import { useChildRows } from '../../sheet/child-rows.ts'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { QcAttackRow } from '../qc-rows.ts'
import { AttackView } from './AttackView.tsx'
import { type AttackFiguresByKey, figuresOfAttacks } from './attack-figures.ts'

interface Props {
  /** The QC or battlegroup the attacks belong to. */
  owner: Row
  figures: AttackFiguresByKey
  /** `qc` gives the section `qc-attacks` and its attacks `qc-attack-0`, `qc-attack-1`… */
  testId: string
}

/** The attacks on a QC's or battlegroup's sheet, each with its figures. */
export function AttacksSection({ owner, figures, testId }: Props) {
  const attacks = useChildRows<QcAttackRow>(owner, 'qc_attacks', 'qc_attacks')
  const figured = figuresOfAttacks(attacks, figures)
  return (
    <SheetBlock title="Attacks" testId={`${testId}-attacks`}>
      {attacks.length === 0 && <Typography color="text.secondary">None</Typography>}
      {attacks.map((attack, index) => {
        const figure = figured[index]
        return (
          figure && (
            <AttackView
              key={attack.id}
              attack={attack}
              pool={figure.pool}
              damage={figure.damage}
              overwhelming={figure.overwhelming}
              testId={`${testId}-attack-${index}`}
            />
          )
        )
      })}
    </SheetBlock>
  )
}

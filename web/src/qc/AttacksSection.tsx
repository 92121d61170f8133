import { type StatDetail, uniqueKeys } from '@loom/core'
import Typography from '@mui/material/Typography'
import type { Row } from '../api/types.ts'
import { SheetBlock } from '../sheet/SheetBlock.tsx'
import { AttackView } from './AttackView.tsx'
import type { QcAttackRow } from './qc-rows.ts'
import { useChildRows } from './use-child-rows.ts'

/** One attack's figures from the rules engine; a battlegroup's add its size and might. */
interface AttackFigures {
  readonly pool: StatDetail
  readonly damage: StatDetail | number
  readonly overwhelming: number
}

interface Props {
  /** The QC or battlegroup the attacks belong to. */
  owner: Row
  /** The rules engine's figures, keyed by attack name (a repeated name gets " (2)", …). */
  figures: Readonly<Record<string, AttackFigures>>
  /** `qc` gives the section `qc-attacks` and its attacks `qc-attack-0`, `qc-attack-1`… */
  testId: string
}

/** The attacks on a QC's or battlegroup's sheet, each with its figures. */
export function AttacksSection({ owner, figures, testId }: Props) {
  const attacks = useChildRows<QcAttackRow>(owner, 'qc_attacks', 'qc_attacks')
  const keys = uniqueKeys(attacks.map((attack) => attack.name))
  return (
    <SheetBlock title="Attacks" testId={`${testId}-attacks`}>
      {attacks.length === 0 && <Typography color="text.secondary">None</Typography>}
      {attacks.map((attack, index) => {
        const figure = figures[keys[index] ?? attack.name]
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

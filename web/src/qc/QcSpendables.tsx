import {
  ANIMA_LEVELS,
  AURAS,
  MOTE_POOL_LABELS,
  MOTE_POOLS,
  type MotePool,
  motesAvailable,
  type QcStatDetails,
  type StoredCommitment,
} from '@loom/core'
import Box from '@mui/material/Box'
import { useState } from 'react'
import { DamageDialog } from '../sheet/DamageDialog.tsx'
import { HealthBoxes } from '../sheet/HealthBoxes.tsx'
import type { ListEdit } from '../sheet/list-edit.ts'
import { MoteSpendDialog } from '../sheet/MoteSpendDialog.tsx'
import { ResourceDisplay } from '../sheet/ResourceDisplay.tsx'
import { TileRow } from '../sheet/TileRow.tsx'
import { WillpowerTile } from '../sheet/WillpowerTile.tsx'
import { ChoiceTile } from './ChoiceTile.tsx'
import { MoteCommitmentsEditor } from './MoteCommitmentsEditor.tsx'
import type { QcRow } from './qc-rows.ts'

interface Props {
  qc: QcRow
  details: QcStatDetails
  painTolerance: boolean
  /** Editors change resources here; everyone else only reads them. */
  save?: (changes: Record<string, unknown>) => void
  /** Editors change committed motes row by row, so others' rows are kept. */
  editCommitments?: (edit: ListEdit<StoredCommitment>) => void
}

const ANIMA_OPTIONS = ANIMA_LEVELS.map((label, value) => ({ value, label }))
const AURA_OPTIONS = AURAS.map((value) => ({
  value,
  label: value,
}))

type Dialog = MotePool | 'damage' | null

/** Essence, motes, willpower, anima, aura and health: what a QC spends in play. */
export function QcSpendables({ qc, details, painTolerance, save, editCommitments }: Props) {
  const [dialog, setDialog] = useState<Dialog>(null)
  const open = (which: Dialog) => (save ? () => setDialog(which) : undefined)
  const commitments = qc.motes_committed as StoredCommitment[]
  const pool = (which: MotePool) => {
    const total = which === 'personal' ? qc.motes_personal_total : qc.motes_peripheral_total
    const current = which === 'personal' ? qc.motes_personal_current : qc.motes_peripheral_current
    return { total, current, committed: total - motesAvailable(total, commitments, which) }
  }
  const shownPools = MOTE_POOLS.map((which) => ({ which, ...pool(which) })).filter(
    ({ total }) => total > 0,
  )
  // A QC with no personal motes is no Exalt, and so has no anima to flare (ui.md §4.4).
  const hasAnima = qc.motes_personal_total > 0
  return (
    <Box data-testid="qc-spendables">
      <TileRow>
        <ResourceDisplay label="Essence" current={qc.essence} testId="qc-essence" />
        {shownPools.map(({ which, current, total, committed }) => (
          <ResourceDisplay
            key={which}
            label={MOTE_POOL_LABELS[which]}
            current={current}
            total={total}
            committed={committed}
            onClick={open(which)}
            testId={`qc-motes-${which}`}
          />
        ))}
        {qc.is_sorcerer && (
          <ResourceDisplay label="Sorcerous" current={qc.sorcerous_motes} testId="qc-sorcerous" />
        )}
        <WillpowerTile
          current={qc.willpower_temporary}
          permanent={qc.willpower_permanent}
          save={save}
          testId="qc-willpower"
        />
        {qc.aura !== '' && (
          <ChoiceTile
            label="Aura"
            value={qc.aura}
            options={AURA_OPTIONS}
            onChoose={save && ((aura) => save({ aura }))}
            testId="qc-aura"
          />
        )}
        {hasAnima && (
          <ChoiceTile
            label="Anima"
            value={qc.anima_level}
            options={ANIMA_OPTIONS}
            onChoose={save && ((anima_level) => save({ anima_level }))}
            testId="qc-anima"
          />
        )}
      </TileRow>
      <HealthBoxes
        track={details.health_track}
        woundPenalty={details.penalties.wound}
        onClick={open('damage')}
        testId="qc-health"
      />
      {save && (
        <>
          {(dialog === 'personal' || dialog === 'peripheral') && (
            <MoteSpendDialog
              open
              onClose={() => setDialog(null)}
              state={{
                pool: dialog,
                current: pool(dialog).current,
                total: pool(dialog).total,
                committed: commitments,
                animaLevel: qc.anima_level,
                hasAnima,
              }}
              onApply={save}
              commitments={
                editCommitments && (
                  <MoteCommitmentsEditor
                    commitments={commitments}
                    onEdit={editCommitments}
                    testId="qc-commitments"
                  />
                )
              }
              testId="qc-mote-dialog"
            />
          )}
          <DamageDialog
            open={dialog === 'damage'}
            onClose={() => setDialog(null)}
            track={details.health_track}
            painTolerance={painTolerance}
            onApply={save}
            testId="qc-damage-dialog"
          />
        </>
      )}
    </Box>
  )
}

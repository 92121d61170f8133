import { QC_EFFECT_TARGETS, qcHasPainTolerance } from '@loom/core'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { RollProvider } from '../dice/RollProvider.tsx'
import { useSheetRoller } from '../dice/roller.ts'
import { useChildRows } from '../sheet/child-rows.ts'
import { EffectsBlock } from '../sheet/effects/EffectsBlock.tsx'
import { SheetBlock } from '../sheet/SheetBlock.tsx'
import { Block } from '../widgets/Block.tsx'
import { SheetPortrait } from '../widgets/Portrait.tsx'
import { ProseText } from '../widgets/ProseText.tsx'
import { AfflictingPoisons } from './AfflictingPoisons.tsx'
import { AttacksSection } from './attacks/AttacksSection.tsx'
import { useListFieldEdit } from './editor/use-item-form.ts'
import { QcCharms } from './QcCharms.tsx'
import { QcIntimacies } from './QcIntimacies.tsx'
import { QcMerits } from './QcMerits.tsx'
import { QcActions, QcCombat, QcDefenses, QcSocial } from './QcPools.tsx'
import { QcSorcery } from './QcSorcery.tsx'
import { QcSpendables } from './QcSpendables.tsx'
import type { QcMeritRow, QcRow } from './qc-rows.ts'
import { SheetTitle, useSheetEditing } from './SheetTitle.tsx'
import { useQcDetails } from './use-qc-details.ts'

/** The QC's read view. Editors also spend motes and willpower and mark damage here. */
export function QcSheet({ qc }: { qc: QcRow }) {
  const details = useQcDetails(qc)
  const merits = useChildRows<QcMeritRow>(qc, 'qc_merits', 'qc_merits')
  const editing = useSheetEditing('qcs', qc.id)
  const canEdit = editing.canEdit
  const save = canEdit ? editing.save : undefined
  const editList = useListFieldEdit<QcRow>('qcs', qc.id)
  const pools = { qc, details }
  const roller = useSheetRoller('qc', qc, canEdit)
  return (
    <RollProvider roller={roller}>
      <Grid container spacing={2} data-testid="qc-sheet">
        <Grid size={12}>
          <Block>
            <SheetTitle item={qc} />
            <Box sx={{ my: 1 }} data-testid="qc-description">
              {qc.description ? (
                <ProseText text={qc.description} variant="body1" />
              ) : (
                <Typography color="text.secondary">No Description</Typography>
              )}
            </Box>
            {qc.ref && (
              <Typography variant="body2" color="text.secondary" data-testid="qc-ref">
                Reference: {qc.ref}
              </Typography>
            )}
            {qc.categories.length > 0 && (
              <Typography variant="body2" color="text.secondary" data-testid="qc-categories">
                Categories: {qc.categories.join(', ')}
              </Typography>
            )}
            <QcSpendables
              qc={qc}
              details={details}
              painTolerance={qcHasPainTolerance(merits)}
              save={save}
              editCommitments={canEdit ? (edit) => editList('motes_committed', edit) : undefined}
            />
          </Block>
        </Grid>
        <Grid size={12}>
          <EffectsBlock
            effects={qc.effects}
            targets={QC_EFFECT_TARGETS}
            onEdit={canEdit ? (edit) => editList('effects', edit) : null}
            testId="qc-effects"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <QcCombat {...pools} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <QcDefenses {...pools} />
        </Grid>
        <Grid size={12}>
          <AttacksSection owner={qc} figures={details.attacks} testId="qc" />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <QcActions {...pools} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <QcSocial {...pools} />
        </Grid>
        <OptionalCell>
          <AfflictingPoisons owner={qc} testId="qc-poisons" />
        </OptionalCell>
        <Grid size={{ xs: 12, md: 5 }}>
          <QcIntimacies qc={qc} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <QcMerits qc={qc} />
        </Grid>
        <OptionalCell>
          <QcCharms qc={qc} />
        </OptionalCell>
        <OptionalCell>
          <QcSorcery qc={qc} />
        </OptionalCell>
        {qc.notes && (
          <Grid size={{ xs: 12, md: 8 }}>
            <SheetBlock title="Notes" testId="qc-notes">
              <ProseText text={qc.notes} variant="body1" />
            </SheetBlock>
          </Grid>
        )}
        {(qc.portrait_digest || qc.portrait_link) && (
          <Grid size={{ xs: 12, md: 4 }}>
            <SheetBlock title="Portrait" testId="qc-portrait">
              <SheetPortrait kind="qcs" item={qc} />
            </SheetBlock>
          </Grid>
        )}
      </Grid>
    </RollProvider>
  )
}

/** A full-width cell for a section that may have nothing to show; empty, it takes no room. */
function OptionalCell({ children }: { children: ReactNode }) {
  return (
    <Grid size={12} sx={{ '&:empty': { display: 'none' } }}>
      {children}
    </Grid>
  )
}

import { qcSchemas } from '@loom/core'
import Grid from '@mui/material/Grid'
import { QcActionsEditor } from './editor/QcActionsEditor.tsx'
import { QcChildListEditor } from './editor/QcChildListEditor.tsx'
import { QcCombatEditor } from './editor/QcCombatEditor.tsx'
import { QcHealthEditor } from './editor/QcHealthEditor.tsx'
import { QcIdentityEditor } from './editor/QcIdentityEditor.tsx'
import { QcResourcesEditor } from './editor/QcResourcesEditor.tsx'
import { QcSocialEditor } from './editor/QcSocialEditor.tsx'
import { QcSorceryEditor } from './editor/QcSorceryEditor.tsx'
import { useItemForm } from './editor/use-item-form.ts'
import { PoisonsSection } from './PoisonsEditor.tsx'
import type { QcRow } from './qc-rows.ts'
import { useQcDetails } from './use-qc-details.ts'

/** Every field of a QC and its rows, each saved as it changes. Only editors get here. */
export function QcEditor({ qc }: { qc: QcRow }) {
  const form = useItemForm('qcs', qc, qcSchemas.fields, 'qc-editor')
  const details = useQcDetails(qc)
  return (
    <Grid container spacing={2} data-testid="qc-editor">
      <Grid size={{ xs: 12, xl: 6 }}>
        <QcIdentityEditor form={form} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, xl: 3 }}>
        <QcResourcesEditor form={form} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, xl: 3 }}>
        <QcHealthEditor form={form} woundPenalty={details.penalties.wound} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <QcActionsEditor form={form} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <QcSocialEditor form={form} />
      </Grid>
      <Grid size={12}>
        <QcCombatEditor form={form} />
      </Grid>
      <Grid size={12}>
        <QcChildListEditor qc={qc} kind="qc_merits" />
      </Grid>
      <Grid size={12}>
        <QcChildListEditor qc={qc} kind="qc_charms" />
      </Grid>
      <Grid size={12}>
        <QcSorceryEditor form={form} />
      </Grid>
      <Grid size={12}>
        <PoisonsSection owner={qc} kind="qcs" />
      </Grid>
    </Grid>
  )
}

import Typography from '@mui/material/Typography'
import { HealthBoxes } from '../../sheet/HealthBoxes.tsx'
import type { FieldForm } from '../../sheet/inputs/field-form.ts'
import { FormNumberInput } from '../../sheet/inputs/form-fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { QcRow } from '../qc-rows.ts'
import { EditorRow } from './EditorRow.tsx'

/** Health levels by penalty and the damage taken, with the boxes and wound penalty they give. */
export function QcHealthEditor({
  form,
  woundPenalty,
}: {
  form: FieldForm<QcRow>
  woundPenalty: number
}) {
  return (
    <SheetBlock title="Health" testId="qc-editor-health">
      <HealthBoxes track={form.row} testId="qc-editor-health-boxes" />
      <Typography variant="body2" gutterBottom data-testid="qc-editor-wound-penalty">
        Current wound penalty: {woundPenalty === 0 ? 'none' : `-${woundPenalty}`}
      </Typography>
      <EditorRow>
        <FormNumberInput form={form} field="health_level_0s" label="-0 HLs" width={88} />
        <FormNumberInput form={form} field="health_level_1s" label="-1 HLs" width={88} />
        <FormNumberInput form={form} field="health_level_2s" label="-2 HLs" width={88} />
        <FormNumberInput form={form} field="health_level_4s" label="-4 HLs" width={88} />
        <FormNumberInput form={form} field="health_level_incap" label="Incap" width={88} />
      </EditorRow>
      <EditorRow>
        <FormNumberInput form={form} field="damage_bashing" label="Bashing" width={88} />
        <FormNumberInput form={form} field="damage_lethal" label="Lethal" width={88} />
        <FormNumberInput form={form} field="damage_aggravated" label="Aggravated" width={100} />
      </EditorRow>
    </SheetBlock>
  )
}

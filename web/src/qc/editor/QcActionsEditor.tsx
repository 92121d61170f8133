import Box from '@mui/material/Box'
import { FormNumberInput, FormTagsInput } from '../../sheet/inputs/form-fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { QcRow } from '../qc-rows.ts'
import { EditorRow } from './EditorRow.tsx'
import { NamedPoolsEditor } from './NamedPoolsEditor.tsx'
import type { ItemForm } from './use-item-form.ts'

/** Senses, feats of strength, sorcery and the QC's own named action pools. */
export function QcActionsEditor({ form }: { form: ItemForm<QcRow> }) {
  const qc = form.row
  return (
    <SheetBlock title="Actions" testId="qc-editor-actions">
      <EditorRow>
        <FormNumberInput form={form} field="senses" label="Senses" />
        <FormNumberInput
          form={form}
          field="feats_of_strength"
          label="Feats of Strength"
          helperText="0 = hidden"
          width={140}
        />
        <FormNumberInput form={form} field="strength" label="Strength" />
      </EditorRow>
      {qc.is_sorcerer && (
        <EditorRow>
          <FormNumberInput form={form} field="shape_sorcery" label="Shape Sorcery" width={130} />
          <FormNumberInput
            form={form}
            field="sorcerous_motes"
            label="Sorcerous Motes"
            width={140}
          />
        </EditorRow>
      )}
      <NamedPoolsEditor form={form} list="actions" />
      {qc.is_sorcerer && (
        <Box sx={{ mt: 2 }}>
          <FormTagsInput
            form={form}
            field="rituals"
            label="Shaping Rituals (one per line)"
            perLine
          />
        </Box>
      )}
    </SheetBlock>
  )
}

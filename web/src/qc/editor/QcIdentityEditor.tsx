import Typography from '@mui/material/Typography'
import type { FieldForm } from '../../sheet/inputs/field-form.ts'
import { FormTagsInput, FormTextInput } from '../../sheet/inputs/form-fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { NameEditor } from '../../widgets/NameEditor.tsx'
import type { QcRow } from '../qc-rows.ts'
import { EditorRow } from './EditorRow.tsx'
import { SharingAndProfileFields } from './SharingAndProfileFields.tsx'

/** Name, reference, sharing, description, portrait, categories and notes. */
export function QcIdentityEditor({ form }: { form: FieldForm<QcRow> }) {
  const qc = form.row
  return (
    <SheetBlock title="Quick Character" testId="qc-editor-identity">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Quick characters follow the rules for antagonists in the core book (p.494). Enter each pool
        as the stat block prints it; penalties and excellencies are worked out for you.
      </Typography>
      <NameEditor kind="qcs" item={qc} />
      <EditorRow>
        <FormTextInput form={form} field="ref" label="Reference" helperText="Book and page" />
      </EditorRow>
      <SharingAndProfileFields kind="qcs" form={form} />
      <EditorRow>
        <FormTagsInput form={form} field="categories" label="Categories (comma separated)" />
      </EditorRow>
      <FormTextInput form={form} field="notes" label="Notes (Supports Markdown)" multiline />
    </SheetBlock>
  )
}

import Typography from '@mui/material/Typography'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { NameEditor } from '../../widgets/NameEditor.tsx'
import type { FieldForm } from '../fields/field-form.ts'
import { TagsInput } from '../fields/TagsInput.tsx'
import { TextInput } from '../fields/TextInput.tsx'
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
        <TextInput form={form} field="ref" label="Reference" helperText="Book and page" />
      </EditorRow>
      <SharingAndProfileFields kind="qcs" form={form} />
      <EditorRow>
        <TagsInput form={form} field="categories" label="Categories (comma separated)" />
      </EditorRow>
      <TextInput form={form} field="notes" label="Notes (Supports Markdown)" multiline />
    </SheetBlock>
  )
}

import Typography from '@mui/material/Typography'
import type { Asset } from '../../api/types.ts'
import { useAppSelector } from '../../store/hooks.ts'
import { selectItemPermissions } from '../../store/permissions.ts'
import { NameEditor } from '../../widgets/NameEditor.tsx'
import { CheckInput } from '../fields/CheckInput.tsx'
import type { FieldForm } from '../fields/field-form.ts'
import { TagsInput } from '../fields/TagsInput.tsx'
import { TextInput } from '../fields/TextInput.tsx'
import type { QcRow } from '../qc-rows.ts'
import { SheetSection } from '../SheetSection.tsx'
import { EditorRow } from './EditorRow.tsx'

const isLink = (text: string) =>
  text === '' || /^https?:\/\/\S+$/i.test(text) ? null : 'must be an http or https address'

/** Name, reference, sharing, description, portrait, categories and notes. */
export function QcIdentityEditor({ form }: { form: FieldForm<QcRow> }) {
  const qc = form.row
  const owner = useAppSelector(
    (state) => selectItemPermissions(state, 'qcs', qc.id)?.owner ?? false,
  )
  return (
    <SheetSection title="Quick Character" testId="qc-editor-identity">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Quick characters follow the rules for antagonists in the core book (p.494). Enter each pool
        as the stat block prints it; penalties and excellencies are worked out for you.
      </Typography>
      <NameEditor kind="qcs" item={qc as unknown as Asset} />
      <EditorRow>
        <TextInput form={form} field="ref" label="Reference" helperText="Book and page" />
      </EditorRow>
      {owner && <CheckInput form={form} field="public" label="Publicly Viewable" />}
      <EditorRow>
        <TextInput form={form} field="description" label="Description" multiline />
      </EditorRow>
      <EditorRow>
        <TextInput form={form} field="portrait_link" label="Portrait Link" validate={isLink} />
      </EditorRow>
      <EditorRow>
        <TagsInput form={form} field="categories" label="Categories (comma separated)" />
      </EditorRow>
      <TextInput form={form} field="notes" label="Notes" multiline />
    </SheetSection>
  )
}

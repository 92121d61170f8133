import { FormNumberInput } from '../../sheet/inputs/form-fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { QcRow } from '../qc-rows.ts'
import { EditorRow } from './EditorRow.tsx'
import { IntimaciesEditor } from './IntimaciesEditor.tsx'
import type { ItemForm } from './use-item-form.ts'

/** Resolve, Guile, Appearance, principles and ties. */
export function QcSocialEditor({ form }: { form: ItemForm<QcRow> }) {
  const qc = form.row
  return (
    <SheetBlock title="Social" testId="qc-editor-social">
      <EditorRow>
        <FormNumberInput form={form} field="resolve" label="Resolve" />
        <FormNumberInput form={form} field="guile" label="Guile" />
        <FormNumberInput form={form} field="appearance" label="Appearance" />
      </EditorRow>
      <IntimaciesEditor
        label="Principles"
        rows={qc.principles}
        onEdit={(edit) => form.editList('principles', edit)}
        testId="qc-editor-principles"
      />
      <IntimaciesEditor
        label="Ties"
        rows={qc.ties}
        onEdit={(edit) => form.editList('ties', edit)}
        testId="qc-editor-ties"
      />
    </SheetBlock>
  )
}

import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { NumberInput } from '../fields/NumberInput.tsx'
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
        <NumberInput form={form} field="resolve" label="Resolve" />
        <NumberInput form={form} field="guile" label="Guile" />
        <NumberInput form={form} field="appearance" label="Appearance" />
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

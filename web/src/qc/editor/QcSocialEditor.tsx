import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { FieldForm } from '../fields/field-form.ts'
import { NumberInput } from '../fields/NumberInput.tsx'
import type { QcRow } from '../qc-rows.ts'
import { EditorRow } from './EditorRow.tsx'
import { IntimaciesEditor } from './IntimaciesEditor.tsx'

/** Resolve, Guile, Appearance, principles and ties. */
export function QcSocialEditor({ form }: { form: FieldForm<QcRow> }) {
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
        save={(principles) => form.save({ principles })}
        testId="qc-editor-principles"
      />
      <IntimaciesEditor
        label="Ties"
        rows={qc.ties}
        save={(ties) => form.save({ ties })}
        testId="qc-editor-ties"
      />
    </SheetBlock>
  )
}

import { qcMeritSchemas } from '@loom/core'
import { useChildRows } from '../../sheet/child-rows.ts'
import { FormCheckInput, FormTextInput } from '../../sheet/inputs/form-fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { ChildRowsEditor } from '../ChildRowsEditor.tsx'
import { type QcMeritRow, type QcRow, qcList } from '../qc-rows.ts'

/** Merits as free text: name, text, reference, latent and magical. */
export function QcMeritsEditor({ qc }: { qc: QcRow }) {
  const merits = useChildRows<QcMeritRow>(qc, 'qc_merits', 'qc_merits')
  return (
    <SheetBlock title="Merits" testId="qc-editor-merits">
      <ChildRowsEditor<QcMeritRow>
        list={qcList(qc.id, 'qc_merits')}
        rows={merits}
        schema={qcMeritSchemas.fields}
        addLabel="Add Merit"
        describe={(merit) => merit.name || 'this merit'}
        empty="No merits yet."
        testId="qc-editor-merit"
        renderFields={(form) => (
          <>
            <FormTextInput form={form} field="name" label="Name" width={260} />
            <FormTextInput form={form} field="ref" label="Reference" width={200} />
            <FormCheckInput form={form} field="latent" label="Latent" />
            <FormCheckInput form={form} field="magical" label="Magical" />
            <FormTextInput form={form} field="body" label="Text" multiline />
          </>
        )}
      />
    </SheetBlock>
  )
}

import { CHARM_TIMINGS, qcCharmSchemas } from '@loom/core'
import { useChildRows } from '../../sheet/child-rows.ts'
import {
  FormNumberInput,
  FormSelectInput,
  FormTagsInput,
  FormTextInput,
} from '../../sheet/inputs/form-fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { ChildRowsEditor } from '../ChildRowsEditor.tsx'
import { type QcCharmRow, type QcRow, qcList } from '../qc-rows.ts'

const TIMINGS = CHARM_TIMINGS.map((value) => ({ value, label: value }))

/** Charms: name, Essence, cost, timing, duration, keywords, category, text, reference. */
export function QcCharmsEditor({ qc }: { qc: QcRow }) {
  const charms = useChildRows<QcCharmRow>(qc, 'qc_charms', 'qc_charms')
  return (
    <SheetBlock title="Charms" testId="qc-editor-charms">
      <ChildRowsEditor<QcCharmRow>
        list={qcList(qc.id, 'qc_charms')}
        rows={charms}
        schema={qcCharmSchemas.fields}
        addLabel="Add Charm"
        describe={(charm) => charm.name || 'this Charm'}
        empty="No Charms yet."
        testId="qc-editor-charm"
        renderFields={(form) => (
          <>
            <FormTextInput form={form} field="name" label="Name" width={260} />
            <FormNumberInput form={form} field="min_essence" label="Essence" />
            <FormTextInput form={form} field="cost" label="Cost" width={120} />
            <FormSelectInput
              form={form}
              field="timing"
              label="Type"
              options={TIMINGS}
              width={200}
            />
            <FormTextInput form={form} field="duration" label="Duration" width={160} />
            <FormTextInput form={form} field="category" label="Category" width={160} />
            <FormTagsInput form={form} field="keywords" label="Keywords (comma separated)" />
            <FormTextInput form={form} field="body" label="Text" multiline />
            <FormTextInput form={form} field="ref" label="Reference" width={200} />
          </>
        )}
      />
    </SheetBlock>
  )
}

import { CHARM_TIMINGS, qcCharmSchemas } from '@loom/core'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { ChildRowsEditor } from '../ChildRowsEditor.tsx'
import { NumberInput } from '../fields/NumberInput.tsx'
import { SelectInput } from '../fields/SelectInput.tsx'
import { TagsInput } from '../fields/TagsInput.tsx'
import { TextInput } from '../fields/TextInput.tsx'
import { type QcCharmRow, type QcRow, qcList } from '../qc-rows.ts'
import { useChildRows } from '../use-child-rows.ts'

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
            <TextInput form={form} field="name" label="Name" width={260} />
            <NumberInput form={form} field="min_essence" label="Essence" />
            <TextInput form={form} field="cost" label="Cost" width={120} />
            <SelectInput form={form} field="timing" label="Type" options={TIMINGS} width={200} />
            <TextInput form={form} field="duration" label="Duration" width={160} />
            <TextInput form={form} field="category" label="Category" width={160} />
            <TagsInput form={form} field="keywords" label="Keywords (comma separated)" />
            <TextInput form={form} field="body" label="Text" multiline />
            <TextInput form={form} field="ref" label="Reference" width={200} />
          </>
        )}
      />
    </SheetBlock>
  )
}

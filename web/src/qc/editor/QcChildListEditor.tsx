import { CHARM_TIMINGS, qcCharmSchemas, qcMeritSchemas } from '@loom/core'
import type { Row } from '../../api/types.ts'
import { useChildRows } from '../../sheet/child-rows.ts'
import { type FieldSpec, FormFields } from '../../sheet/inputs/FormFields.tsx'
import type { FieldForm } from '../../sheet/inputs/field-form.ts'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { ChildRowsEditor } from '../ChildRowsEditor.tsx'
import { type QcCharmRow, type QcMeritRow, type QcRow, qcList } from '../qc-rows.ts'

const TIMINGS = CHARM_TIMINGS.map((value) => ({ value, label: value }))

interface QcChildList<T> {
  /** The row's name in labels: "Add Charm", "No merits yet.", "Delete this merit?". */
  noun: string
  schema: FieldForm<T>['schema']
  fields: readonly FieldSpec<T>[]
}

/** A QC's lists that are only cards of plain fields, and the fields of each. */
const LISTS: { qc_charms: QcChildList<QcCharmRow>; qc_merits: QcChildList<QcMeritRow> } = {
  // Charms: name, Essence, cost, timing, duration, keywords, category, text, reference.
  qc_charms: {
    noun: 'Charm',
    schema: qcCharmSchemas.fields,
    fields: [
      { input: 'text', field: 'name', label: 'Name', width: 260 },
      { input: 'number', field: 'min_essence', label: 'Essence' },
      { input: 'text', field: 'cost', label: 'Cost', width: 120 },
      { input: 'select', field: 'timing', label: 'Type', options: TIMINGS, width: 200 },
      { input: 'text', field: 'duration', label: 'Duration', width: 160 },
      { input: 'text', field: 'category', label: 'Category', width: 160 },
      { input: 'tags', field: 'keywords', label: 'Keywords (comma separated)' },
      { input: 'text', field: 'body', label: 'Text', multiline: true },
      { input: 'text', field: 'ref', label: 'Reference', width: 200 },
    ],
  },
  // Merits as free text: name, text, reference, latent and magical.
  qc_merits: {
    noun: 'merit',
    schema: qcMeritSchemas.fields,
    fields: [
      { input: 'text', field: 'name', label: 'Name', width: 260 },
      { input: 'text', field: 'ref', label: 'Reference', width: 200 },
      { input: 'check', field: 'latent', label: 'Latent' },
      { input: 'check', field: 'magical', label: 'Magical' },
      { input: 'text', field: 'body', label: 'Text', multiline: true },
    ],
  },
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * The section of a QC's editor holding its Charms or merits as cards of fields. The section's
 * test id is `qc-editor-charms`, each row's `qc-editor-charm-<index>`.
 */
export function QcChildListEditor({ qc, kind }: { qc: QcRow; kind: keyof typeof LISTS }) {
  const { noun, schema, fields } = LISTS[kind] as QcChildList<Row>
  const rows = useChildRows<Row>(qc, kind, kind)
  const testId = `qc-editor-${noun.toLowerCase()}`
  return (
    <SheetBlock title={`${capitalized(noun)}s`} testId={`${testId}s`}>
      <ChildRowsEditor<Row>
        list={qcList(qc.id, kind)}
        rows={rows}
        schema={schema}
        addLabel={`Add ${capitalized(noun)}`}
        describe={(row) => String(row.name || `this ${noun}`)}
        empty={`No ${noun}s yet.`}
        testId={testId}
        renderFields={(form) => <FormFields form={form} specs={fields} />}
      />
    </SheetBlock>
  )
}

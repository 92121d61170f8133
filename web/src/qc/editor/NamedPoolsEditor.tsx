import { DebouncedNumberField } from '../../sheet/inputs/DebouncedNumberField.tsx'
import { DebouncedTextField } from '../../sheet/inputs/DebouncedTextField.tsx'
import { ListEditor } from '../../sheet/ListEditor.tsx'
import type { ListEdit } from '../../sheet/list-edit.ts'
import type { QcRow } from '../qc-rows.ts'
import type { ItemForm } from './use-item-form.ts'

/** A row of one of the lists below, read through the list's own field names. */
type NamedRow = { id: string } & Record<string, string | number>

/** A QC's lists of a name and a number; labels, new rows and test ids follow the field names. */
const LISTS = {
  actions: { label: 'Actions', nameField: 'action', valueField: 'pool' },
  resources: { label: 'Misc. Resources', nameField: 'resource', valueField: 'value' },
} as const

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * Rows of a name and a number: a QC's own action pools ("Action" and "Pool", test id
 * `qc-editor-actions-list`) and its misc. resources ("Resource" and "Value").
 */
export function NamedPoolsEditor({
  form,
  list,
}: {
  form: ItemForm<QcRow>
  list: keyof typeof LISTS
}) {
  const { label, nameField, valueField } = LISTS[list]
  const rows = form.row[list] as unknown as readonly NamedRow[]
  // The rows are the list's own; only their field names are read generically.
  const onEdit = (edit: ListEdit<NamedRow>) => form.editList(list, edit as never)
  const newName = capitalized(nameField)
  const testId = `qc-editor-${list}-list`
  return (
    <ListEditor<NamedRow>
      label={label}
      rows={rows}
      newRow={(position) => ({ [nameField]: `${newName} ${position}`, [valueField]: 1 })}
      describe={(row) => String(row[nameField])}
      onEdit={onEdit}
      addLabel={`Add ${newName}`}
      testId={testId}
      renderRow={(row, update) => (
        <>
          <DebouncedTextField
            size="small"
            label={newName}
            value={String(row[nameField])}
            onCommit={(name) => update({ [nameField]: name })}
            sx={{ flexGrow: 1, minWidth: 140 }}
            testId={`${testId}-name`}
          />
          <DebouncedNumberField
            size="small"
            label={capitalized(valueField)}
            value={Number(row[valueField])}
            min={0}
            max={99}
            onCommit={(value) => update({ [valueField]: value })}
            sx={{ width: 88 }}
            testId={`${testId}-value`}
          />
        </>
      )}
    />
  )
}

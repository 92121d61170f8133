import { DebouncedNumberField } from '../../sheet/inputs/DebouncedNumberField.tsx'
import { DebouncedTextField } from '../../sheet/inputs/DebouncedTextField.tsx'
import { ListEditor } from '../../sheet/ListEditor.tsx'
import type { ListEdit } from '../../sheet/list-edit.ts'

interface Props<K extends string, V extends string> {
  label: string
  rows: readonly NamedRow<K, V>[]
  /** The field holding the name ("action", "resource") and the one holding the number. */
  nameField: K
  valueField: V
  nameLabel: string
  valueLabel: string
  newName: string
  onEdit: (edit: ListEdit<NamedRow<K, V>>) => void
  testId: string
}

type NamedRow<K extends string, V extends string> = { id: string } & Record<K, string> &
  Record<V, number>

/** Rows of a name and a number: a QC's own action pools, its misc. resources. */
export function NamedPoolsEditor<K extends string, V extends string>({
  label,
  rows,
  nameField,
  valueField,
  nameLabel,
  valueLabel,
  newName,
  onEdit,
  testId,
}: Props<K, V>) {
  return (
    <ListEditor<NamedRow<K, V>>
      label={label}
      rows={rows}
      newRow={(position) =>
        ({ [nameField]: `${newName} ${position}`, [valueField]: 1 }) as Omit<NamedRow<K, V>, 'id'>
      }
      describe={(row) => row[nameField]}
      onEdit={onEdit}
      addLabel={`Add ${newName}`}
      testId={testId}
      renderRow={(row, update) => (
        <>
          <DebouncedTextField
            size="small"
            label={nameLabel}
            value={row[nameField]}
            onCommit={(name) =>
              update({ [nameField]: name } as Partial<Omit<NamedRow<K, V>, 'id'>>)
            }
            sx={{ flexGrow: 1, minWidth: 140 }}
            testId={`${testId}-name`}
          />
          <DebouncedNumberField
            size="small"
            label={valueLabel}
            value={row[valueField]}
            min={0}
            max={99}
            onCommit={(value) =>
              update({ [valueField]: value } as Partial<Omit<NamedRow<K, V>, 'id'>>)
            }
            sx={{ width: 88 }}
            testId={`${testId}-value`}
          />
        </>
      )}
    />
  )
}

import { poisonSchemas } from '@loom/core'
import type { Row } from '../api/types.ts'
import { useChildRows } from '../sheet/child-rows.ts'
import { FormNumberInput, FormSelectInput, FormTextInput } from '../sheet/inputs/form-fields.tsx'
import { SheetBlock } from '../sheet/SheetBlock.tsx'
import type { ChildPlace } from '../store/children.ts'
import { ChildRowsEditor } from './ChildRowsEditor.tsx'
import { POISON_DAMAGE_TYPES } from './poison-text.ts'
import type { PoisonRow } from './qc-rows.ts'

interface Props {
  /** The row the poisons belong to: a QC or battlegroup (poisoned), or an attack (delivers). */
  owner: Row
  list: ChildPlace
  addLabel: string
  empty: string
  testId: string
}

const DAMAGE_TYPES = POISON_DAMAGE_TYPES.map(({ value, label }) => ({ value, label }))

/** Poisons as stat blocks write them: penalty, damage per interval, duration, vector. */
export function PoisonsEditor({ owner, list, addLabel, empty, testId }: Props) {
  const poisons = useChildRows<PoisonRow>(owner, list.assoc, 'poisons')
  return (
    <ChildRowsEditor<PoisonRow>
      list={list}
      rows={poisons}
      schema={poisonSchemas.fields}
      addLabel={addLabel}
      newFields={(position) => ({ name: `Poison ${position}` })}
      describe={(poison) => poison.name || 'this poison'}
      empty={empty}
      unranked
      testId={testId}
      renderFields={(form) => (
        <>
          <FormTextInput form={form} field="name" label="Name" width={220} />
          <FormNumberInput form={form} field="penalty" label="Penalty" />
          <FormNumberInput form={form} field="damage" label="Damage" />
          <FormSelectInput
            form={form}
            field="damage_type"
            label="Damage Type"
            options={DAMAGE_TYPES}
          />
          <FormTextInput form={form} field="interval" label="Per (interval)" width={140} />
          <FormNumberInput form={form} field="duration" label="Duration" />
          <FormTextInput form={form} field="duration_type" label="Duration Unit" width={140} />
          <FormSelectInput
            form={form}
            field="crash_damage_type"
            label="Crash Damage"
            options={DAMAGE_TYPES}
          />
          <FormTextInput form={form} field="vector" label="Vector" width={220} />
          <FormTextInput form={form} field="notes" label="Notes" multiline />
          <FormTextInput form={form} field="ref" label="Reference" width={220} />
        </>
      )}
    />
  )
}

/**
 * The "Poisons" section of a QC's or battlegroup's editor: the poisons afflicting it. Its test id
 * is `<testId>-section`.
 */
export function PoisonsSection({ testId, ...rest }: Omit<Props, 'addLabel'>) {
  return (
    <SheetBlock title="Poisons" testId={`${testId}-section`}>
      <PoisonsEditor {...rest} addLabel="Add Poison" testId={testId} />
    </SheetBlock>
  )
}

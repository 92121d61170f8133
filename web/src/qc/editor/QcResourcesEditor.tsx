import {
  ANIMA_LEVELS,
  AURAS,
  MOTE_POOL_LABELS,
  MOTE_POOLS,
  QC_EXCELLENCIES,
  type QcExcellency,
  type StoredCommitment,
} from '@loom/core'
import { FormNumberInput, FormSelectInput, FormTextInput } from '../../sheet/inputs/form-fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { MoteCommitmentsEditor } from '../MoteCommitmentsEditor.tsx'
import type { QcRow } from '../qc-rows.ts'
import { EditorRow } from './EditorRow.tsx'
import { NamedPoolsEditor } from './NamedPoolsEditor.tsx'
import type { ItemForm } from './use-item-form.ts'

const EXCELLENCY_LABELS: Readonly<Record<QcExcellency, string>> = {
  dragonblood: 'Dragon-Blood',
  lunar: 'Lunar',
  sidereal: 'Sidereal',
  solar: 'Solar/Abyssal',
  liminal: 'Liminal',
}

export const EXCELLENCY_OPTIONS = [
  { value: '', label: 'No Excellency' },
  ...QC_EXCELLENCIES.map((value) => ({ value, label: EXCELLENCY_LABELS[value] })),
]

const ANIMA_OPTIONS = ANIMA_LEVELS.map((label, value) => ({ value, label }))
const AURA_OPTIONS = [
  { value: '', label: 'No aura' },
  ...AURAS.map((value) => ({ value, label: value })),
]

/** Essence, willpower, motes, anima, aura, excellency, commitments and misc. resources. */
export function QcResourcesEditor({ form }: { form: ItemForm<QcRow> }) {
  const qc = form.row
  return (
    <SheetBlock title="Resources" testId="qc-editor-resources">
      <EditorRow>
        <FormNumberInput form={form} field="essence" label="Essence" />
        <FormNumberInput form={form} field="willpower_temporary" label="Willpower" />
        <FormNumberInput form={form} field="willpower_permanent" label="Total" />
      </EditorRow>
      {MOTE_POOLS.map((pool) => (
        <EditorRow key={pool}>
          <FormNumberInput
            form={form}
            field={`motes_${pool}_current`}
            label={MOTE_POOL_LABELS[pool]}
            max={qc[`motes_${pool}_total`]}
          />
          <FormNumberInput form={form} field={`motes_${pool}_total`} label="Total" />
        </EditorRow>
      ))}
      <EditorRow>
        <FormSelectInput
          form={form}
          field="anima_level"
          label="Anima"
          options={ANIMA_OPTIONS}
          width={130}
        />
        <FormSelectInput form={form} field="aura" label="Aura" options={AURA_OPTIONS} width={130} />
        <FormSelectInput
          form={form}
          field="excellency"
          label="Excellency"
          options={EXCELLENCY_OPTIONS}
          width={170}
        />
      </EditorRow>
      <EditorRow>
        <FormTextInput form={form} field="anima_display" label="Anima Display" multiline />
      </EditorRow>
      <MoteCommitmentsEditor
        commitments={qc.motes_committed as StoredCommitment[]}
        onEdit={(edit) => form.editList('motes_committed', edit)}
        testId="qc-editor-commitments"
      />
      <NamedPoolsEditor form={form} list="resources" />
    </SheetBlock>
  )
}

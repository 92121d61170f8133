import type { FieldForm } from '../../sheet/inputs/field-form.ts'
import { FormNumberInput, FormTextInput } from '../../sheet/inputs/form-fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { AttacksEditor } from '../attacks/AttacksEditor.tsx'
import { type QcRow, qcList } from '../qc-rows.ts'
import { EditorRow } from './EditorRow.tsx'

/** Join battle, movement, defences, grapple, combat state and the attacks. */
export function QcCombatEditor({ form }: { form: FieldForm<QcRow> }) {
  const qc = form.row
  return (
    <SheetBlock title="Combat" testId="qc-editor-combat">
      <EditorRow>
        <FormNumberInput form={form} field="join_battle" label="JB" />
        <FormNumberInput form={form} field="movement" label="Move" />
        <FormNumberInput form={form} field="evasion" label="Evasion" />
        <FormNumberInput form={form} field="parry" label="Parry" />
        <FormNumberInput form={form} field="soak" label="Soak" />
        <FormNumberInput form={form} field="hardness" label="Hardness" />
        <FormTextInput form={form} field="armor_name" label="Armor Name" width={200} />
      </EditorRow>
      <EditorRow>
        <FormNumberInput form={form} field="grapple" label="Grapple" />
        <FormNumberInput form={form} field="grapple_control" label="Grapple Control" width={130} />
        <FormNumberInput form={form} field="onslaught" label="Onslaught" />
        <FormNumberInput form={form} field="initiative" label="Initiative" />
      </EditorRow>
      <AttacksEditor owner={qc} list={qcList(qc.id, 'qc_attacks')} testId="qc-editor-attacks" />
    </SheetBlock>
  )
}

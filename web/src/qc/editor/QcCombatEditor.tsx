import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { AttacksEditor } from '../AttacksEditor.tsx'
import type { FieldForm } from '../fields/field-form.ts'
import { NumberInput } from '../fields/NumberInput.tsx'
import { TextInput } from '../fields/TextInput.tsx'
import { type QcRow, qcList } from '../qc-rows.ts'
import { EditorRow } from './EditorRow.tsx'

/** Join battle, movement, defences, grapple, combat state and the attacks. */
export function QcCombatEditor({ form }: { form: FieldForm<QcRow> }) {
  const qc = form.row
  return (
    <SheetBlock title="Combat" testId="qc-editor-combat">
      <EditorRow>
        <NumberInput form={form} field="join_battle" label="JB" />
        <NumberInput form={form} field="movement" label="Move" />
        <NumberInput form={form} field="evasion" label="Evasion" />
        <NumberInput form={form} field="parry" label="Parry" />
        <NumberInput form={form} field="soak" label="Soak" />
        <NumberInput form={form} field="hardness" label="Hardness" />
        <TextInput form={form} field="armor_name" label="Armor Name" width={200} />
      </EditorRow>
      <EditorRow>
        <NumberInput form={form} field="grapple" label="Grapple" />
        <NumberInput form={form} field="grapple_control" label="Grapple Control" width={130} />
        <NumberInput form={form} field="onslaught" label="Onslaught" />
        <NumberInput form={form} field="initiative" label="Initiative" />
      </EditorRow>
      <AttacksEditor owner={qc} list={qcList(qc.id, 'qc_attacks')} testId="qc-editor-attacks" />
    </SheetBlock>
  )
}

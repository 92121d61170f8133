import { SPELL_CIRCLES, spellSchemas } from '@loom/core'
import Typography from '@mui/material/Typography'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { ChildRowsEditor } from '../ChildRowsEditor.tsx'
import { CheckInput } from '../fields/CheckInput.tsx'
import type { FieldForm } from '../fields/field-form.ts'
import { SelectInput } from '../fields/SelectInput.tsx'
import { TagsInput } from '../fields/TagsInput.tsx'
import { TextInput } from '../fields/TextInput.tsx'
import { type QcRow, qcList, type SpellRow } from '../qc-rows.ts'
import { useChildRows } from '../use-child-rows.ts'

const CIRCLES = SPELL_CIRCLES.map((value) => ({ value, label: value }))
const notBlank = (text: string) => (text.trim() === '' ? 'cannot be blank' : null)

/** "Is Sorcerer" and, for sorcerers, their spells. */
export function QcSorceryEditor({ form }: { form: FieldForm<QcRow> }) {
  const qc = form.row
  const spells = useChildRows<SpellRow>(qc, 'spells', 'spells')
  return (
    <SheetBlock title="Sorcery" testId="qc-editor-sorcery">
      <CheckInput form={form} field="is_sorcerer" label="Is Sorcerer" />
      {!qc.is_sorcerer && spells.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Sorcerers can learn spells.
        </Typography>
      )}
      {(qc.is_sorcerer || spells.length > 0) && (
        <ChildRowsEditor<SpellRow>
          list={qcList(qc.id, 'spells')}
          rows={spells}
          schema={spellSchemas.fields}
          addLabel="Add Spell"
          describe={(spell) => spell.name}
          empty="No spells yet."
          testId="qc-editor-spell"
          renderFields={(spellForm) => (
            <>
              <TextInput
                form={spellForm}
                field="name"
                label="Name"
                width={260}
                validate={notBlank}
              />
              <TextInput
                form={spellForm}
                field="cost"
                label="Cost"
                width={140}
                validate={notBlank}
              />
              <SelectInput form={spellForm} field="circle" label="Circle" options={CIRCLES} />
              <TextInput
                form={spellForm}
                field="duration"
                label="Duration"
                width={160}
                validate={notBlank}
              />
              <CheckInput form={spellForm} field="control" label="Control Spell" />
              <TagsInput form={spellForm} field="keywords" label="Keywords (comma separated)" />
              <TextInput form={spellForm} field="body" label="Effect" multiline />
              <TextInput form={spellForm} field="ref" label="Reference" width={200} />
            </>
          )}
        />
      )}
    </SheetBlock>
  )
}

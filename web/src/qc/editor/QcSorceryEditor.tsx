import { SPELL_CIRCLES, spellSchemas } from '@loom/core'
import Typography from '@mui/material/Typography'
import { useChildRows } from '../../sheet/child-rows.ts'
import type { FieldForm } from '../../sheet/inputs/field-form.ts'
import {
  FormCheckInput,
  FormSelectInput,
  FormTagsInput,
  FormTextInput,
} from '../../sheet/inputs/form-fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { ChildRowsEditor } from '../ChildRowsEditor.tsx'
import { type QcRow, qcList, type SpellRow } from '../qc-rows.ts'

const CIRCLES = SPELL_CIRCLES.map((value) => ({ value, label: value }))
const notBlank = (text: string) => (text.trim() === '' ? 'cannot be blank' : null)

/** "Is Sorcerer" and, for sorcerers, their spells. */
export function QcSorceryEditor({ form }: { form: FieldForm<QcRow> }) {
  const qc = form.row
  const spells = useChildRows<SpellRow>(qc, 'spells', 'spells')
  return (
    <SheetBlock title="Sorcery" testId="qc-editor-sorcery">
      <FormCheckInput form={form} field="is_sorcerer" label="Is Sorcerer" />
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
              <FormTextInput
                form={spellForm}
                field="name"
                label="Name"
                width={260}
                validate={notBlank}
              />
              <FormTextInput
                form={spellForm}
                field="cost"
                label="Cost"
                width={140}
                validate={notBlank}
              />
              <FormSelectInput form={spellForm} field="circle" label="Circle" options={CIRCLES} />
              <FormTextInput
                form={spellForm}
                field="duration"
                label="Duration"
                width={160}
                validate={notBlank}
              />
              <FormCheckInput form={spellForm} field="control" label="Control Spell" />
              <FormTagsInput form={spellForm} field="keywords" label="Keywords (comma separated)" />
              <FormTextInput form={spellForm} field="body" label="Effect" multiline />
              <FormTextInput form={spellForm} field="ref" label="Reference" width={200} />
            </>
          )}
        />
      )}
    </SheetBlock>
  )
}

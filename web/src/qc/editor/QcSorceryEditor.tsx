import { SPELL_CIRCLES, spellSchemas } from '@loom/core'
import Typography from '@mui/material/Typography'
import { FromLibraryButton } from '../../library/FromLibraryButton.tsx'
import { LibraryCardActions } from '../../library/LibraryCardActions.tsx'
import { useChildRows } from '../../sheet/child-rows.ts'
import { type FieldSpec, FormFields } from '../../sheet/inputs/FormFields.tsx'
import type { FieldForm } from '../../sheet/inputs/field-form.ts'
import { FormCheckInput } from '../../sheet/inputs/form-fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { ChildRowsEditor } from '../ChildRowsEditor.tsx'
import { type QcRow, qcList, type SpellRow } from '../qc-rows.ts'

const CIRCLES = SPELL_CIRCLES.map((value) => ({ value, label: value }))
const notBlank = (text: string) => (text.trim() === '' ? 'cannot be blank' : null)

const SPELL_FIELDS: readonly FieldSpec<SpellRow>[] = [
  { input: 'text', field: 'name', label: 'Name', width: 260, validate: notBlank },
  { input: 'text', field: 'cost', label: 'Cost', width: 140, validate: notBlank },
  { input: 'select', field: 'circle', label: 'Circle', options: CIRCLES },
  { input: 'text', field: 'duration', label: 'Duration', width: 160, validate: notBlank },
  { input: 'check', field: 'control', label: 'Control Spell' },
  { input: 'tags', field: 'keywords', label: 'Keywords (comma separated)' },
  { input: 'text', field: 'body', label: 'Effect', multiline: true },
  { input: 'text', field: 'ref', label: 'Reference', width: 200 },
]

/** "Is Sorcerer" and, for sorcerers, their spells. */
export function QcSorceryEditor({ form }: { form: FieldForm<QcRow> }) {
  const qc = form.row
  const spells = useChildRows<SpellRow>(qc, 'spells', 'spells')
  return (
    <SheetBlock
      title="Sorcery"
      testId="qc-editor-sorcery"
      actions={
        <FromLibraryButton
          kind="spell"
          target={{ kind: 'qcs', id: qc.id }}
          testId="qc-spells-from-library"
        />
      }
    >
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
          renderFields={(spellForm, spell) => (
            <>
              <FormFields form={spellForm} specs={SPELL_FIELDS} />
              <LibraryCardActions
                kind="spell"
                row={spell}
                name={spell.name}
                testId={`qc-editor-spell-${spell.id}`}
              />
            </>
          )}
        />
      )}
    </SheetBlock>
  )
}

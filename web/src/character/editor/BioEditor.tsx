import type { Character } from '@loom/core'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { NumberField, TextInput } from '../../sheet/inputs/fields.tsx'
import { ListEditor } from '../../sheet/ListEditor.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { PortraitUpload } from '../../widgets/PortraitUpload.tsx'
import { splatXpLabel, typeDisplay } from '../type-display.ts'
import type { CharacterEdits } from '../use-character.ts'
import { CharacterNumbers } from './CharacterNumbers.tsx'
import { ExperienceEditor } from './ExperienceEditor.tsx'

type Form = Character['forms'][number]

/** A form's own physical attributes; 0 leaves one to the linked QC or the Lunar's own. */
const FORM_TRAITS = [
  { field: 'strength', label: 'Str' },
  { field: 'dexterity', label: 'Dex' },
  { field: 'stamina', label: 'Sta' },
] as const

const CRAFT_XP = [
  { field: 'xp_craft_silver', label: 'Silver' },
  { field: 'xp_craft_gold', label: 'Gold' },
  { field: 'xp_craft_white', label: 'White' },
] as const

export function BioEditor({ character, edits }: { character: Character; edits: CharacterEdits }) {
  const display = typeDisplay(character.type)
  const text = (field: keyof Character & string, label: string, multiline = false) => (
    <TextInput
      label={label}
      value={String(character[field] ?? '')}
      multiline={multiline}
      rows={multiline ? { min: 3, max: 20 } : undefined}
      onCommit={(value) => edits.update({ [field]: value })}
      testId={`editor-${field}`}
    />
  )
  return (
    <Grid container spacing={2} data-testid="bio-editor">
      <Grid size={{ xs: 12, md: 6 }}>
        <SheetBlock title="Bio/Misc" testId="bio-editor-left">
          {text('description', 'Description (Supports Markdown)', true)}
          {display.shapeshifter && text('totem', 'Totem/Spirit Shape')}
          {display.shapeshifter && text('tell', 'Tell')}
          {display.exalt && text('anima_display', 'Iconic Anima', true)}
        </SheetBlock>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SheetBlock title="Background" testId="bio-editor-right">
          {text('lore_background', 'Lore Background', true)}
          {text('native_language', 'Native Language')}
          {display.shapeshifter && (
            <ListEditor<Form>
              label="Animal Forms"
              rows={character.forms}
              newRow={(position) => ({ form: `New Form ${position}` })}
              describe={(row) => `form ${row.form}`}
              onEdit={(edit) => edits.editList('forms', edit)}
              renderRow={(row, update) => (
                <>
                  <TextInput
                    label="Form"
                    value={row.form}
                    fullWidth={false}
                    onCommit={(form) => update({ form })}
                    testId={`form-name-${row.id}`}
                  />
                  <NumberField
                    label="QC ID"
                    value={row.qc_id ?? 0}
                    min={0}
                    max={2_000_000_000}
                    width={120}
                    onCommit={(qcId) => update({ qc_id: qcId > 0 ? qcId : undefined })}
                    testId={`form-qc-${row.id}`}
                  />
                  {FORM_TRAITS.map(({ field, label }) => (
                    <NumberField
                      key={field}
                      label={label}
                      value={row[field] ?? 0}
                      min={0}
                      max={10}
                      width={88}
                      onCommit={(value) => update({ [field]: value > 0 ? value : undefined })}
                      testId={`form-${field}-${row.id}`}
                    />
                  ))}
                </>
              )}
              testId="list-forms"
            />
          )}
        </SheetBlock>
      </Grid>
      <Grid size={12}>
        <SheetBlock title="Notes and Equipment" testId="bio-editor-notes">
          {text('notes', 'Notes (Supports Markdown)', true)}
          {text('equipment', 'Inventory and Equipment (Supports Markdown)', true)}
          {text('portrait_link', 'Portrait URL')}
          <PortraitUpload kind="characters" item={character} />
        </SheetBlock>
      </Grid>
      <Grid size={12}>
        <SheetBlock title="XP:" testId="bio-editor-xp">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <ExperienceEditor
                character={character}
                edits={edits}
                field="xp_log"
                label="XP Log"
                earnedField="xp_total"
              />
            </Grid>
            {display.exalt && (
              <Grid size={{ xs: 12, md: 4 }}>
                <ExperienceEditor
                  character={character}
                  edits={edits}
                  field="xp_log_solar"
                  label={`${splatXpLabel(character.type, character.exalt_type)} Log`}
                  earnedField="xp_solar_total"
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, md: 4 }}>
              <ExperienceEditor character={character} edits={edits} field="bp_log" label="BP Log" />
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                Craft XP:
              </Typography>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <CharacterNumbers
                  character={character}
                  edits={edits}
                  fields={CRAFT_XP}
                  min={0}
                  max={99999}
                  width={88}
                />
              </Box>
            </Grid>
          </Grid>
        </SheetBlock>
      </Grid>
    </Grid>
  )
}

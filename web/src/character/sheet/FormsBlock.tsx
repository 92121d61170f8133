import {
  type Character,
  effectsWithFormLeft,
  effectsWithFormTaken,
  type FormStatBlock,
  formAttributes,
  type HeldEffect,
  type LunarForm,
  takenForm,
} from '@loom/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { useAppSelector } from '../../store/hooks.ts'
import { selectItem } from '../../store/selectors.ts'
import type { CharacterEdits } from '../use-character.ts'

const TRAITS = [
  ['strength', 'Str'],
  ['dexterity', 'Dex'],
  ['stamina', 'Sta'],
] as const

/** The Strength a linked QC gives, when this browser holds that QC. */
function useStatBlock(form: LunarForm): FormStatBlock | null {
  return useAppSelector((state) => {
    if (form.qc_id === undefined) return null
    const qc = selectItem(state, 'qcs', form.qc_id)
    return qc === undefined ? null : { strength: Number(qc.strength ?? 0) }
  })
}

function FormLine({
  character,
  form,
  taken,
  edits,
}: {
  character: Character
  form: LunarForm
  taken: boolean
  edits: CharacterEdits | null
}) {
  const statBlock = useStatBlock(form)
  const attributes = formAttributes(form, statBlock)
  const effects = character.effects as HeldEffect[]
  const take = () =>
    edits?.update({ effects: effectsWithFormTaken(effects, character, form, statBlock) })
  const leave = () => edits?.update({ effects: effectsWithFormLeft(effects) })
  const testId = `form-${form.id}`
  const given = TRAITS.filter(([trait]) => attributes[trait] !== undefined)
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.5 }}
      data-testid={testId}
      data-taken={taken}
    >
      <Typography variant="body2" sx={{ fontWeight: taken ? 700 : 400, minWidth: 96 }}>
        {form.qc_id ? (
          <Link component={RouterLink} to={`/qcs/${form.qc_id}`}>
            {form.form}
          </Link>
        ) : (
          form.form
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid={`${testId}-traits`}>
        {given.length === 0
          ? 'own physical attributes'
          : given.map(([trait, label]) => `${label} ${attributes[trait]}`).join(', ')}
      </Typography>
      {taken && <Chip size="small" color="secondary" label="Taken" />}
      {edits && (
        <Button
          size="small"
          variant={taken ? 'contained' : 'outlined'}
          onClick={taken ? leave : take}
          sx={{ ml: 'auto', '@media print': { display: 'none' } }}
          data-testid={`${testId}-${taken ? 'leave' : 'take'}`}
        >
          {taken ? 'Leave' : 'Take'}
        </Button>
      )}
    </Box>
  )
}

/**
 * A shapeshifter's forms, each with Take (or Leave for the one worn): taking a form puts its
 * physical attributes on the sheet as an effect, leaving gives the Lunar's own back.
 */
export function FormsBlock({
  character,
  edits,
}: {
  character: Character
  edits: CharacterEdits | null
}) {
  const taken = takenForm(character.effects)
  return (
    <SheetBlock title="Forms" testId="block-forms">
      <Typography variant="body2" sx={{ mb: 0.5 }} data-testid="forms-taken">
        {taken === null ? 'Own shape' : `In ${taken.name}`}
      </Typography>
      {character.forms.map((form) => (
        <FormLine
          key={form.id}
          character={character}
          form={form}
          taken={taken?.form_id === form.id}
          edits={edits}
        />
      ))}
    </SheetBlock>
  )
}

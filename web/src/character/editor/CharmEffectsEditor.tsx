import { CHARACTER_EFFECT_TARGETS, type CharmEffectDefinition } from '@loom/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { EffectDialog, type EffectDraft } from '../../sheet/effects/EffectDialog.tsx'
import { EffectRow } from '../../sheet/effects/EffectRow.tsx'
import { durationText, modifiersText } from '../../sheet/effects/effect-text.ts'
import { newRowId } from '../../sheet/list-edit.ts'

interface Props {
  effects: readonly CharmEffectDefinition[]
  onChange: (effects: CharmEffectDefinition[]) => void
  /** `charm-12`: the start of every control's test id. */
  id: string
}

const NEW_DEFINITION: EffectDraft = {
  name: '',
  modifiers: [],
  duration: 'scene',
  rounds_left: null,
}

/** The effects a Charm turns on when activated from the sheet: add, change, remove. */
export function CharmEffectsEditor({ effects, onChange, id }: Props) {
  const [editing, setEditing] = useState<CharmEffectDefinition | 'new' | null>(null)
  const testId = `${id}-effects`
  const save = (draft: EffectDraft) => {
    const { source: _source, ...what } = draft
    if (editing === 'new') onChange([...effects, { ...what, id: newRowId(effects) }])
    else if (editing) onChange(effects.map((e) => (e.id === editing.id ? { ...e, ...what } : e)))
  }
  return (
    <Box sx={{ my: 1 }} data-testid={testId}>
      <Typography variant="subtitle2" component="h4">
        Effects when activated
      </Typography>
      {effects.map((effect) => (
        <EffectRow
          key={effect.id}
          name={effect.name}
          actions={{
            onEdit: () => setEditing(effect),
            onRemove: () => onChange(effects.filter((e) => e.id !== effect.id)),
          }}
          testId={`${testId}-${effect.id}`}
        >
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {effect.name}: {modifiersText(effect.modifiers)} ({durationText(effect)})
          </Typography>
        </EffectRow>
      ))}
      <Button size="small" onClick={() => setEditing('new')} data-testid={`${testId}-add`}>
        Add effect
      </Button>
      <EffectDialog
        editing={editing}
        blank={NEW_DEFINITION}
        noun="Charm Effect"
        targets={CHARACTER_EFFECT_TARGETS}
        onClose={() => setEditing(null)}
        onSave={save}
        testId={`${testId}-dialog`}
      />
    </Box>
  )
}

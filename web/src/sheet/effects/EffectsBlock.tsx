import type { HeldEffect } from '@loom/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { type ListEdit, newRowId } from '../list-edit.ts'
import { SheetBlock } from '../SheetBlock.tsx'
import { EffectDialog, type EffectDraft } from './EffectDialog.tsx'
import { EffectRow } from './EffectRow.tsx'
import { durationText, modifiersText, type NamedWeapon } from './effect-text.ts'

interface Props {
  effects: readonly HeldEffect[]
  /** The targets this kind's effects may change (see core's effect-targets). */
  targets: readonly string[]
  /** A character's weapons, which weapon modifiers may name. */
  weapons?: readonly NamedWeapon[]
  /** Null for those who may only look. */
  onEdit: ((edit: ListEdit<HeldEffect>) => void) | null
  testId: string
}

const NEW_EFFECT: EffectDraft = {
  name: '',
  source: 'condition',
  modifiers: [],
  duration: 'scene',
  rounds_left: null,
}

/**
 * The effects a character, QC or battlegroup holds, each with its on/off switch. Every figure
 * they change shows them in its breakdown; the rules engine adds them (core/src/rules/effects.ts).
 */
export function EffectsBlock({ effects, targets, weapons = [], onEdit, testId }: Props) {
  const [editing, setEditing] = useState<HeldEffect | 'new' | null>(null)
  const save = (draft: EffectDraft) => {
    if (!onEdit) return
    const { source = 'custom', ...what } = draft
    if (editing === 'new') {
      const id = newRowId(effects)
      onEdit({
        op: 'add',
        row: { ...what, id, source, source_id: null, active: true },
      })
    } else if (editing) {
      onEdit({ op: 'update', id: editing.id, changes: { ...what, source } })
    }
  }
  return (
    <SheetBlock
      title="Effects"
      testId={testId}
      actions={
        onEdit && (
          <Button size="small" onClick={() => setEditing('new')} data-testid={`${testId}-add`}>
            Add
          </Button>
        )
      }
    >
      {effects.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No effects.
        </Typography>
      )}
      {effects.map((effect) => (
        <EffectRow
          key={effect.id}
          name={effect.name}
          actions={
            onEdit && {
              onEdit: () => setEditing(effect),
              onRemove: () => onEdit({ op: 'remove', id: effect.id }),
            }
          }
          testId={`${testId}-${effect.id}`}
        >
          <Switch
            checked={effect.active}
            disabled={!onEdit}
            onChange={(event) =>
              onEdit?.({ op: 'update', id: effect.id, changes: { active: event.target.checked } })
            }
            slotProps={{
              input: {
                'aria-label': `${effect.name} on`,
                'data-testid': `${testId}-${effect.id}-switch`,
              } as object,
            }}
          />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
              {effect.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {modifiersText(effect.modifiers, weapons)} · {durationText(effect)} · {effect.source}
            </Typography>
          </Box>
        </EffectRow>
      ))}
      {onEdit && (
        <EffectDialog
          editing={editing}
          blank={NEW_EFFECT}
          noun="Effect"
          targets={targets}
          weapons={weapons}
          onClose={() => setEditing(null)}
          onSave={save}
          testId={`${testId}-dialog`}
        />
      )}
    </SheetBlock>
  )
}

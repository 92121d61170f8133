import {
  EFFECT_DURATIONS,
  EFFECT_SOURCES,
  type EffectDuration,
  type EffectSource,
  MAX_EFFECT_ROUNDS,
} from '@loom/core'
import Delete from '@mui/icons-material/Delete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useId, useState } from 'react'
import { DialogButtons } from '../../widgets/DialogButtons.tsx'
import { LabelledSelect } from '../../widgets/LabelledSelect.tsx'
import { isWeaponTarget, type NamedWeapon, targetLabel } from './effect-text.ts'

/** What the dialog edits: an effect's definition, and for a held effect where it came from. */
export interface EffectDraft {
  name: string
  source?: EffectSource
  modifiers: { target: string; value: number; weapon_id?: number | null }[]
  duration: EffectDuration
  rounds_left: number | null
}

interface Props {
  /** The effect being changed, 'new' to add one, or null while the dialog is closed. */
  editing: EffectDraft | 'new' | null
  /** What a new effect starts as. */
  blank: EffectDraft
  /** "Effect" or "Charm Effect", for the title. */
  noun: string
  /** The targets this sheet's effects may change. */
  targets: readonly string[]
  /** A character's weapons, which a weapon modifier may name; none elsewhere. */
  weapons?: readonly NamedWeapon[]
  onClose: () => void
  onSave: (draft: EffectDraft) => void
  testId: string
}

const DURATION_LABELS: Readonly<Record<EffectDuration, string>> = {
  scene: 'Scene',
  rounds: 'Rounds',
  indefinite: 'Until turned off',
}

const EVERY_WEAPON = 'every'

/**
 * The sources a person types in; Charm effects come from activating the Charm, a form's from
 * taking it on the sheet's Forms block.
 */
const TYPED_SOURCES = EFFECT_SOURCES.filter((source) => source !== 'charm' && source !== 'form')

const clampRounds = (value: number) =>
  Math.min(Math.max(Math.trunc(value) || 1, 1), MAX_EFFECT_ROUNDS)

/** Add or change one effect: its name, what it changes by how much, and how long it lasts. */
export function EffectDialog({
  editing,
  blank,
  noun,
  targets,
  weapons = [],
  onClose,
  onSave,
  testId,
}: Props) {
  const titleId = useId()
  const initial = editing === 'new' || editing === null ? blank : editing
  const [draft, setDraft] = useState(initial)
  const set = (changes: Partial<EffectDraft>) => setDraft((current) => ({ ...current, ...changes }))
  const setModifier = (index: number, changes: Partial<EffectDraft['modifiers'][number]>) =>
    set({ modifiers: draft.modifiers.map((m, i) => (i === index ? { ...m, ...changes } : m)) })
  const firstTarget = targets[0] ?? ''
  const unnamed = draft.name.trim() === ''
  const save = () => {
    onSave({
      ...draft,
      name: draft.name.trim(),
      rounds_left: draft.duration === 'rounds' ? (draft.rounds_left ?? 1) : null,
    })
    onClose()
  }
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid={testId}
      slotProps={{ transition: { onEnter: () => setDraft(initial) } }}
    >
      <DialogTitle id={titleId}>
        {editing === 'new' ? 'Add' : 'Edit'} {noun}
      </DialogTitle>
      <DialogContent>
        <TextField
          label="Name"
          value={draft.name}
          onChange={(event) => set({ name: event.target.value })}
          error={unnamed}
          helperText={unnamed ? 'Give the effect a name' : undefined}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { 'data-testid': `${testId}-name` } }}
        />
        {draft.source !== undefined && draft.source !== 'charm' && (
          <LabelledSelect
            label="Source"
            value={draft.source}
            onChange={(source) => set({ source: source as EffectSource })}
            testId={`${testId}-source`}
          >
            {TYPED_SOURCES.map((source) => (
              <MenuItem key={source} value={source} data-testid={`effect-source-${source}`}>
                {source[0]?.toUpperCase()}
                {source.slice(1)}
              </MenuItem>
            ))}
          </LabelledSelect>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <LabelledSelect
            label="Duration"
            value={draft.duration}
            onChange={(duration) => set({ duration: duration as EffectDuration })}
            testId={`${testId}-duration`}
          >
            {EFFECT_DURATIONS.map((duration) => (
              <MenuItem key={duration} value={duration} data-testid={`effect-duration-${duration}`}>
                {DURATION_LABELS[duration]}
              </MenuItem>
            ))}
          </LabelledSelect>
          {draft.duration === 'rounds' && (
            <TextField
              label="Rounds"
              type="number"
              value={draft.rounds_left ?? 1}
              onChange={(event) => set({ rounds_left: clampRounds(Number(event.target.value)) })}
              margin="dense"
              sx={{ width: 120, flexShrink: 0 }}
              slotProps={{ htmlInput: { 'data-testid': `${testId}-rounds`, min: 1 } }}
            />
          )}
        </Box>
        {draft.modifiers.map((modifier, index) => (
          <Box
            // Modifiers have no id; their place is their identity while the dialog is open.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
            data-testid={`${testId}-modifier-${index}`}
          >
            <LabelledSelect
              label="Changes"
              value={modifier.target}
              onChange={(target) => setModifier(index, { target, weapon_id: undefined })}
              testId={`${testId}-modifier-${index}-target`}
            >
              {targets.map((target) => (
                <MenuItem key={target} value={target} data-testid={`effect-target-${target}`}>
                  {targetLabel(target)}
                </MenuItem>
              ))}
            </LabelledSelect>
            {isWeaponTarget(modifier.target) && weapons.length > 0 && (
              <LabelledSelect
                label="Weapon"
                value={String(modifier.weapon_id ?? EVERY_WEAPON)}
                onChange={(choice) =>
                  setModifier(index, {
                    weapon_id: choice === EVERY_WEAPON ? undefined : Number(choice),
                  })
                }
                testId={`${testId}-modifier-${index}-weapon`}
              >
                <MenuItem value={EVERY_WEAPON} data-testid="effect-weapon-every">
                  Every weapon
                </MenuItem>
                {weapons.map((weapon) => (
                  <MenuItem
                    key={weapon.id}
                    value={String(weapon.id)}
                    data-testid={`effect-weapon-${weapon.id}`}
                  >
                    {weapon.name}
                  </MenuItem>
                ))}
              </LabelledSelect>
            )}
            <TextField
              label="By"
              type="number"
              value={modifier.value}
              onChange={(event) =>
                setModifier(index, { value: Math.trunc(Number(event.target.value)) || 0 })
              }
              margin="dense"
              sx={{ width: 100, flexShrink: 0 }}
              slotProps={{ htmlInput: { 'data-testid': `${testId}-modifier-${index}-value` } }}
            />
            <IconButton
              aria-label={`Remove the change to ${targetLabel(modifier.target)}`}
              onClick={() => set({ modifiers: draft.modifiers.filter((_, i) => i !== index) })}
              data-testid={`${testId}-modifier-${index}-remove`}
            >
              <Delete />
            </IconButton>
          </Box>
        ))}
        <Button
          size="small"
          onClick={() =>
            set({ modifiers: [...draft.modifiers, { target: firstTarget, value: 1 }] })
          }
          data-testid={`${testId}-add-modifier`}
        >
          Add a change
        </Button>
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        onSubmit={save}
        submitLabel="Save"
        disabled={unnamed}
        cancelTestId={`${testId}-cancel`}
        submitTestId={`${testId}-save`}
      />
    </Dialog>
  )
}

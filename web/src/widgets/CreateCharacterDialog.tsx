import { CHARACTER_TYPE_TABLE, type CharacterTypeRecord } from '@loom/core'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { traitLabel } from '../character/trait-labels.ts'
import { typeRecord } from '../character/type-display.ts'
import { ActionDialog } from './ActionDialog.tsx'
import { CharacterTypeSelect } from './CharacterTypeSelect.tsx'
import { LabelledSelect } from './LabelledSelect.tsx'

export interface NewCharacter {
  name: string
  type: string
  caste: string
  aspect: boolean
  /** Custom types only: the player's own name for their kind of Exalt. */
  exalt_type?: string
}

interface Props {
  open: boolean
  onClose: () => void
  onCreate: (character: NewCharacter) => Promise<void>
}

const DEFAULT_TYPE = 'SolarCharacter'

export function CreateCharacterDialog({ open, onClose, onCreate }: Props) {
  const [name, setName] = useState('')
  const [type, setType] = useState<string>(DEFAULT_TYPE)
  const [caste, setCaste] = useState('')
  const [customType, setCustomType] = useState('')
  const [aspects, setAspects] = useState(false)
  const record = typeRecord(type)

  const changeType = (next: string) => {
    setType(next)
    setCaste('')
  }
  const close = () => {
    setName('')
    setCaste('')
    setCustomType('')
    onClose()
  }
  const submit = () =>
    onCreate({
      name: name.trim(),
      type,
      caste: caste.trim(),
      aspect: record.castes ? record.castes.noun === 'Aspect' : aspects,
      ...(record.group === 'custom' && customType.trim() ? { exalt_type: customType.trim() } : {}),
    })

  return (
    <ActionDialog
      open={open}
      onClose={close}
      title="Create New Character"
      form
      onSubmit={submit}
      submitLabel="Create"
      disabled={name.trim() === ''}
      testId="create-character-dialog"
      cancelTestId="create-character-cancel"
      submitTestId="submit"
      fullWidth
      maxWidth="sm"
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{
          htmlInput: {
            'data-testid': 'create-character-name',
            autoComplete: 'off',
            'data-1p-ignore': true,
            'data-lpignore': true,
          },
        }}
      />
      <CharacterTypeSelect value={type} onChange={changeType} testId="select-exalt-type" />
      <CanonCaste record={record} caste={caste} onChange={setCaste} />
      {record.group === 'custom' && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Typography variant="body2">{record.description}</Typography>
          <Typography variant="body2">
            Custom Exalts set their mote pools and excellency by hand in the editor.
          </Typography>
          <TextField
            label={aspects ? 'Aspect' : 'Caste'}
            helperText="(Optional)"
            value={caste}
            onChange={(event) => setCaste(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'create-character-custom-caste' } }}
          />
          <TextField
            label="Type"
            helperText="What your Exalts are called, e.g. Exigent or Getimian"
            value={customType}
            onChange={(event) => setCustomType(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'create-character-custom-type' } }}
          />
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Typography>Has Castes</Typography>
            <Switch
              checked={aspects}
              onChange={(event) => setAspects(event.target.checked)}
              slotProps={{ input: { 'aria-label': 'Has Aspects instead of Castes' } }}
              data-testid="create-character-has-aspects"
            />
            <Typography>Has Aspects</Typography>
          </Stack>
        </Stack>
      )}
    </ActionDialog>
  )
}

function CanonCaste({
  record,
  caste,
  onChange,
}: {
  record: CharacterTypeRecord
  caste: string
  onChange: (caste: string) => void
}) {
  const { castes, customAlternative } = record
  // Only canon Exalts pick their caste from a list.
  if (castes === null) return null
  const label = castes.noun
  return (
    <>
      <Typography variant="body2" sx={{ my: 1 }}>
        {record.splat} characters follow the published rules. If your table house-rules them, the{' '}
        {customAlternative && CHARACTER_TYPE_TABLE[customAlternative].label} type lets you set
        castes, favored traits and excellencies freely.
      </Typography>
      <LabelledSelect label={label} value={caste} onChange={onChange} testId="select-caste">
        <MenuItem value="" disabled>
          Select {label === 'Aspect' ? 'an Aspect' : 'a Caste'}
        </MenuItem>
        {Object.keys(castes.castes).map((option) => (
          <MenuItem
            key={option}
            value={option}
            data-testid={`select-caste-${option.replace(' ', '-')}`}
          >
            {traitLabel(option)}
          </MenuItem>
        ))}
      </LabelledSelect>
    </>
  )
}

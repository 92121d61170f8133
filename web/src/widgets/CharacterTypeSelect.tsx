import { CHARACTER_TYPE_TABLE, CHARACTER_TYPES } from '@loom/core'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import ListSubheader from '@mui/material/ListSubheader'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import { useId } from 'react'

interface Props {
  value: string
  onChange: (type: string) => void
  testId: string
}

const GROUPS = [
  { title: 'Canon/Published Exalts', group: 'canon' },
  { title: 'Custom / Houserule / Exigent Exalts', group: 'custom' },
] as const

/** The character type picker, published types first, then the custom ones. */
export function CharacterTypeSelect({ value, onChange, testId }: Props) {
  const labelId = useId()
  const label = value === 'Character' ? 'Character Type' : 'Exalt Type'
  return (
    <FormControl fullWidth margin="dense">
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        {GROUPS.flatMap(({ title, group }) => [
          <ListSubheader key={title}>{title}</ListSubheader>,
          ...CHARACTER_TYPES.filter((type) => CHARACTER_TYPE_TABLE[type].group === group).map(
            (type) => (
              <MenuItem key={type} value={type} data-testid={`${testId}-${type}`}>
                {CHARACTER_TYPE_TABLE[type].label}
              </MenuItem>
            ),
          ),
        ])}
      </Select>
    </FormControl>
  )
}

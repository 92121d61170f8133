import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import Select from '@mui/material/Select'
import { type ReactNode, useId } from 'react'

interface Props {
  label: string
  value: string
  onChange: (value: string) => void
  testId: string
  /** The menu: MenuItems, and ListSubheaders between groups. */
  children: ReactNode
}

/** A full-width drop-down with its floating label tied to it, as the dialogs' forms use. */
export function LabelledSelect({ label, value, onChange, testId, children }: Props) {
  const labelId = useId()
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
        {children}
      </Select>
    </FormControl>
  )
}

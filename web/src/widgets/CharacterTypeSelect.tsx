import { CHARACTER_TYPE_TABLE, CHARACTER_TYPES } from '@loom/core'
import ListSubheader from '@mui/material/ListSubheader'
import MenuItem from '@mui/material/MenuItem'
import { LabelledSelect } from './LabelledSelect.tsx'

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
  const label = value === 'Character' ? 'Character Type' : 'Exalt Type'
  return (
    <LabelledSelect label={label} value={value} onChange={onChange} testId={testId}>
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
    </LabelledSelect>
  )
}

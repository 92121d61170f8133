import ArrowDownward from '@mui/icons-material/ArrowDownward'
import ArrowUpward from '@mui/icons-material/ArrowUpward'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'

interface Props {
  name: string
  index: number
  count: number
  onMove: (index: number) => void
  /** Without it there is no remove button (the row is removed elsewhere, after a question). */
  onRemove?: () => void
  testId: string
}

/** Up, down and remove for one child row (weapon, merit, charm, spell, QC attack). */
export function ChildControls({ name, index, count, onMove, onRemove, testId }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <IconButton
        size="small"
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={`Move ${name} up`}
        data-testid={`${testId}-up`}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={`Move ${name} down`}
        data-testid={`${testId}-down`}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
      {onRemove && (
        <IconButton
          size="small"
          onClick={onRemove}
          aria-label={`Remove ${name}`}
          data-testid={`${testId}-remove`}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      )}
    </Box>
  )
}

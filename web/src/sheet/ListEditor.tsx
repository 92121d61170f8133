import AddCircleOutline from '@mui/icons-material/AddCircleOutline'
import ArrowDownward from '@mui/icons-material/ArrowDownward'
import ArrowUpward from '@mui/icons-material/ArrowUpward'
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { type ListEdit, type ListRow, newRowId } from './list-edit.ts'
import { useUndo } from './UndoSnackbar.tsx'

export interface ListEditorProps<T extends ListRow> {
  label: string
  rows: readonly T[]
  /** The fields of a new row; `position` counts from 1, for labels like "New Tie 3". */
  newRow: (position: number) => Omit<T, 'id'>
  /** The fields of one row; `update` changes that row alone. */
  renderRow: (row: T, update: (changes: Partial<Omit<T, 'id'>>) => void) => ReactNode
  /** A row in a few words, for the undo message and button labels: "Tie Mother". */
  describe: (row: T) => string
  /** Every change, by row id; the owner applies it to the list as stored when it is sent. */
  onEdit: (edit: ListEdit<T>) => void
  addLabel?: string
  /** Shown when the list is empty. */
  empty?: string
  testId: string
}

/**
 * Repeating rows of one field (specialties, ties, logs…): add, edit, move up or down, and
 * remove with an undo.
 */
export function ListEditor<T extends ListRow>({
  label,
  rows,
  newRow,
  renderRow,
  describe,
  onEdit,
  addLabel = 'Add',
  empty,
  testId,
}: ListEditorProps<T>) {
  const undo = useUndo()
  const remove = (row: T, index: number) => {
    onEdit({ op: 'remove', id: row.id })
    undo.offer(`Removed ${describe(row)}`, () => onEdit({ op: 'restore', row, index }))
  }
  return (
    <Box data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
        <Button
          size="small"
          endIcon={<AddCircleOutline />}
          onClick={() =>
            onEdit({ op: 'add', row: { ...newRow(rows.length + 1), id: newRowId(rows) } as T })
          }
          data-testid={`${testId}-add`}
        >
          {addLabel}
        </Button>
      </Box>
      {rows.length === 0 && empty && (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      )}
      {rows.map((row, index) => (
        <Box
          key={row.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
          data-testid={`${testId}-row`}
          data-row-id={row.id}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            <IconButton
              size="small"
              disabled={index === 0}
              onClick={() => onEdit({ op: 'move', id: row.id, index: index - 1 })}
              aria-label={`Move ${describe(row)} up`}
              data-testid={`${testId}-up-${index}`}
              sx={{ p: 0 }}
            >
              <ArrowUpward fontSize="inherit" />
            </IconButton>
            <IconButton
              size="small"
              disabled={index === rows.length - 1}
              onClick={() => onEdit({ op: 'move', id: row.id, index: index + 1 })}
              aria-label={`Move ${describe(row)} down`}
              data-testid={`${testId}-down-${index}`}
              sx={{ p: 0 }}
            >
              <ArrowDownward fontSize="inherit" />
            </IconButton>
          </Box>
          <Box
            sx={{ display: 'flex', gap: 1, flexGrow: 1, flexWrap: 'wrap', alignItems: 'center' }}
          >
            {renderRow(row, (changes) => onEdit({ op: 'update', id: row.id, changes }))}
          </Box>
          <IconButton
            size="small"
            onClick={() => remove(row, index)}
            aria-label={`Remove ${describe(row)}`}
            data-testid={`${testId}-remove-${index}`}
          >
            <RemoveCircleOutline fontSize="small" />
          </IconButton>
        </Box>
      ))}
      {undo.snackbar}
    </Box>
  )
}

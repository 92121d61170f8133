import AddCircleOutline from '@mui/icons-material/AddCircleOutline'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { type ReactNode, useState } from 'react'
import type { Row } from '../api/types.ts'
import { ChildControls } from '../sheet/ChildControls.tsx'
import type { FieldForm } from '../sheet/inputs/field-form.ts'
import {
  type ChildPlace,
  createChild,
  destroyChild,
  reorderChild,
  updateChild,
} from '../store/children.ts'
import { useAppDispatch } from '../store/hooks.ts'
import { ConfirmDialog } from '../widgets/ConfirmDialog.tsx'

interface Props<T extends Row> {
  list: ChildPlace
  rows: readonly T[]
  schema: FieldForm<T>['schema']
  addLabel: string
  /** Fields of a new row beyond the kind's defaults. */
  newFields?: (position: number) => Record<string, unknown>
  /** The row in a few words: "Sword", for the delete question and button labels. */
  describe: (row: T) => string
  renderFields: (form: FieldForm<T>, row: T, index: number) => ReactNode
  empty: string
  /** Rows have no rank to move (poisons). */
  unranked?: boolean
  testId: string
}

/**
 * The rows of one child list as cards of fields: add, edit (each field saved on its own),
 * move up or down, and delete after a question.
 */
export function ChildRowsEditor<T extends Row>({
  list,
  rows,
  schema,
  addLabel,
  newFields,
  describe,
  renderFields,
  empty,
  unranked = false,
  testId,
}: Props<T>) {
  const dispatch = useAppDispatch()
  const [deleting, setDeleting] = useState<T | null>(null)
  const ids = rows.map((row) => row.id)
  const ignore = () => {
    // A failed call is already on screen as a notice.
  }
  return (
    <Box data-testid={testId}>
      {rows.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {empty}
        </Typography>
      )}
      {rows.map((row, index) => {
        const form: FieldForm<T> = {
          row,
          schema,
          save: (changes) => dispatch(updateChild(list, row.id, changes)),
          testId: `${testId}-${index}`,
        }
        return (
          <Paper
            key={row.id}
            variant="outlined"
            sx={{ p: { xs: 1.5, sm: 2 }, mb: 1.5 }}
            data-testid={`${testId}-row`}
            data-row-id={row.id}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
              {renderFields(form, row, index)}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', mt: 1 }}>
              {!unranked && (
                <ChildControls
                  name={describe(row)}
                  index={index}
                  count={rows.length}
                  onMove={(to) => dispatch(reorderChild(list, ids, row.id, to))}
                  testId={`${testId}-${index}`}
                />
              )}
              <Box sx={{ flexGrow: 1 }} />
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutline />}
                onClick={() => setDeleting(row)}
                data-testid={`${testId}-${index}-delete`}
              >
                Delete
              </Button>
            </Box>
          </Paper>
        )
      })}
      <Button
        startIcon={<AddCircleOutline />}
        onClick={() =>
          dispatch(createChild(list, newFields?.(rows.length + 1) ?? {})).catch(ignore)
        }
        data-testid={`${testId}-add`}
      >
        {addLabel}
      </Button>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting ? describe(deleting) : ''}?`}
        confirmLabel="Delete"
        onConfirm={async () => {
          if (deleting && !(await dispatch(destroyChild(list, deleting.id)))) {
            throw new Error('not deleted')
          }
        }}
        testId={`${testId}-delete-dialog`}
      >
        <Typography>This cannot be undone.</Typography>
      </ConfirmDialog>
    </Box>
  )
}

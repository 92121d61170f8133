import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useId, useState } from 'react'
import type { Id } from '../api/types.ts'
import type { ItemKind } from '../store/entities/kinds.ts'
import { useAppDispatch } from '../store/hooks.ts'
import {
  canRestoreField,
  fetchItemHistory,
  type HistoryChange,
  restoreField,
  restoreItemAt,
} from '../store/item-history.ts'
import { describeChange, fieldLabel, shownValue } from './change-text.ts'

interface Props {
  kind: ItemKind
  id: Id
  name: string
  /** Editors may restore; everyone who sees the item may read. */
  canRestore: boolean
  onClose: () => void
}

/**
 * A sheet's history, newest first, a page at a time: who changed what, when, from what to
 * what. An editor may put one field back, or the item's own fields as they stood right after
 * a change; each restore is an ordinary edit, so the sheet and everyone watching it update.
 */
export default function ItemHistoryDialog({ kind, id, name, canRestore, onClose }: Props) {
  const dispatch = useAppDispatch()
  const titleId = useId()
  const [page, setPage] = useState(1)
  const [answer, setAnswer] = useState<{ changes: HistoryChange[]; totalPages: number } | null>(
    null,
  )
  const [busy, setBusy] = useState(false)

  const load = useCallback(
    (wanted: number) =>
      dispatch(fetchItemHistory(kind, id, wanted)).then(
        (found) => setAnswer({ changes: found.items, totalPages: found.totalPages }),
        () => setAnswer({ changes: [], totalPages: 1 }),
      ),
    [dispatch, kind, id],
  )
  useEffect(() => {
    void load(page)
  }, [load, page])

  const restoring = (restore: () => Promise<boolean>) => async () => {
    setBusy(true)
    try {
      await restore()
      setPage(1)
      await load(1)
    } catch {
      // The notice says why.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid="history-dialog"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>History of {name}</DialogTitle>
      <DialogContent dividers>
        {answer === null && <Typography>Loading…</Typography>}
        {answer !== null && answer.changes.length === 0 && (
          <Typography data-testid="history-empty">No changes recorded.</Typography>
        )}
        <List disablePadding>
          {answer?.changes.map((change) => (
            <ListItem
              key={change.id}
              divider
              disableGutters
              data-testid={`history-change-${change.id}`}
              sx={{ display: 'block' }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
                  {describeChange(change)}
                </Typography>
                {canRestore && change.child === null && (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={restoring(() => dispatch(restoreItemAt(kind, id, change)))}
                    data-testid={`history-restore-item-${change.id}`}
                  >
                    Restore to here
                  </Button>
                )}
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p">
                {change.player?.name ?? 'Someone'} · {new Date(change.at).toLocaleString()}
              </Typography>
              {Object.entries(change.changes).map(([field, { from, to }]) => (
                <Stack
                  key={field}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center' }}
                  data-testid={`history-field-${change.id}-${field}`}
                >
                  <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                    <strong>{fieldLabel(field)}</strong>: {shownValue(from)} → {shownValue(to)}
                  </Typography>
                  {canRestore && canRestoreField(change) && (
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={restoring(() => dispatch(restoreField(kind, id, change, field)))}
                      data-testid={`history-restore-field-${change.id}-${field}`}
                    >
                      Restore
                    </Button>
                  )}
                </Stack>
              ))}
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button disabled={page <= 1} onClick={() => setPage(page - 1)} data-testid="history-newer">
          Newer
        </Button>
        <Button
          disabled={answer === null || page >= answer.totalPages}
          onClick={() => setPage(page + 1)}
          data-testid="history-older"
        >
          Older
        </Button>
        <Button onClick={onClose} data-testid="history-close">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  )
}

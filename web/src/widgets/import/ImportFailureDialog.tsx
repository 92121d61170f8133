import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import type { ImportFailure } from './run-import.ts'

/** Everything wrong with the files that were not imported, each problem at its place in the file. */
export default function ImportFailureDialog({
  failures,
  onClose,
}: {
  failures: readonly ImportFailure[]
  onClose: () => void
}) {
  const titleId = useId()
  const title =
    failures.length === 1
      ? `${failures[0]!.fileName} was not imported`
      : `${failures.length} files were not imported`
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="import-failure-dialog"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {failures.map((failure, index) => (
          // The same file may be dropped twice: its place in the list tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Box key={index} component="section" data-testid="import-failure" sx={{ mb: 2 }}>
            {failures.length > 1 && (
              <Typography variant="subtitle2" component="h3">
                {failure.fileName}
              </Typography>
            )}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {failure.problems.map((problem) => (
                <li key={problem.path} data-testid="import-problem" data-path={problem.path}>
                  {problem.path && (
                    <Box component="code" sx={{ fontWeight: 'bold', mr: 1 }}>
                      {problem.path}
                    </Box>
                  )}
                  {problem.messages.join('; ')}
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="import-failure-close">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  )
}

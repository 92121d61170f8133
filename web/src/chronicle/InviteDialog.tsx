import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import type { Chronicle } from '../api/types.ts'
import { setInviteCode } from '../store/chronicles/index.ts'
import { useAppDispatch } from '../store/hooks.ts'
import { useSubmitting } from '../widgets/use-submitting.ts'

/**
 * "Invite a Player": the invite code in large type, copied with a click; the storyteller may
 * disable joining or make a new code (which also shuts out the old one).
 */
export function InviteDialog({
  chronicle,
  onClose,
}: {
  chronicle: Chronicle
  onClose: () => void
}) {
  const titleId = useId()
  const [copied, setCopied] = useState(false)
  const { busy, submitting } = useSubmitting()
  const dispatch = useAppDispatch()
  const code = chronicle.invite_code ?? null
  const change = (fresh: boolean) => () => {
    setCopied(false)
    return submitting(() => dispatch(setInviteCode(chronicle.id, fresh)))
  }
  const copy = async () => {
    if (!code) return
    try {
      await navigator.clipboard.writeText(code)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} data-testid="invite-dialog">
      <DialogTitle id={titleId}>Invite a Player</DialogTitle>
      <DialogContent>
        {code ? (
          <>
            <Typography gutterBottom>
              Another player can join {chronicle.name} if they have this code.
            </Typography>
            <ButtonBase
              onClick={copy}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                width: '100%',
                p: 2,
                borderRadius: 1,
                bgcolor: 'action.hover',
              }}
              data-testid="invite-copy"
            >
              <Typography
                variant="h5"
                component="code"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', display: 'flex', gap: 1 }}
                data-testid="invite-code"
              >
                {code}
                <ContentCopyIcon aria-hidden />
              </Typography>
              <Typography variant="caption" color="text.secondary" data-testid="invite-copy-status">
                {copied ? 'Copied! ✓' : 'Click to copy to clipboard'}
              </Typography>
            </ButtonBase>
          </>
        ) : (
          <Typography data-testid="invite-closed">
            {chronicle.name} is closed to new players: nobody can join it. Make New Code to open it
            again with a fresh code.
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onClose} data-testid="invite-close">
          Close
        </Button>
        {code && (
          <Button
            color="warning"
            onClick={change(false)}
            disabled={busy}
            data-testid="invite-disable"
          >
            Disable invitations
          </Button>
        )}
        <Button
          variant="contained"
          onClick={change(true)}
          disabled={busy}
          data-testid="invite-regenerate"
        >
          Make New Code
        </Button>
      </DialogActions>
    </Dialog>
  )
}

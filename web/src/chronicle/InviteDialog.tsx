import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useState } from 'react'
import type { Chronicle } from '../api/types.ts'
import { setInviteCode } from '../store/chronicles/index.ts'
import { useAppDispatch } from '../store/hooks.ts'
import { useSubmitting } from '../widgets/use-submitting.ts'

/** The address an invite code opens: /join/{code} on this site. */
export function inviteLink(code: string): string {
  return `${window.location.origin}/join/${code}`
}

/** The link as a QR code (an SVG data URL), drawn by the qrcode library loaded on demand. */
function useQrCode(text: string | null): string | null {
  const [image, setImage] = useState<string | null>(null)
  useEffect(() => {
    setImage(null)
    if (text === null) return
    let current = true
    import('qrcode')
      .then((qrcode) =>
        qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then(
        (svg) => current && setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      )
      .catch(() => current && setImage(null))
    return () => {
      current = false
    }
  }, [text])
  return image
}

/**
 * "Invite a Player": the invite code in large type, a link to it and a QR code to scan from a
 * phone, each copied with a click; the storyteller may disable joining or make a new code
 * (which also shuts out the old one, link and QR code included).
 */
export function InviteDialog({
  chronicle,
  onClose,
}: {
  chronicle: Chronicle
  onClose: () => void
}) {
  const titleId = useId()
  const [copied, setCopied] = useState<'code' | 'link' | null>(null)
  const { busy, submitting } = useSubmitting()
  const dispatch = useAppDispatch()
  const code = chronicle.invite_code ?? null
  const link = code === null ? null : inviteLink(code)
  const qrCode = useQrCode(link)
  const change = (fresh: boolean) => () => {
    setCopied(null)
    return submitting(() => dispatch(setInviteCode(chronicle.id, fresh)))
  }
  const copy = (what: 'code' | 'link', text: string | null) => async () => {
    if (!text) return
    try {
      await navigator.clipboard.writeText(text)
      setCopied(what)
    } catch {
      setCopied(null)
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
              onClick={copy('code', code)}
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
                {copied === 'code' ? 'Copied! ✓' : 'Click to copy to clipboard'}
              </Typography>
            </ButtonBase>
            <Typography sx={{ mt: 2 }} gutterBottom>
              Or send them this link, or let them scan it with a phone:
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Typography
                component="code"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', flex: 1 }}
                data-testid="invite-link"
              >
                {link}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                startIcon={<ContentCopyIcon />}
                onClick={copy('link', link)}
                data-testid="invite-copy-link"
              >
                {copied === 'link' ? 'Copied! ✓' : 'Copy link'}
              </Button>
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2, minHeight: 200 }}>
              {qrCode && (
                <Box
                  component="img"
                  src={qrCode}
                  alt={`QR code of the invite link to ${chronicle.name}`}
                  sx={{ width: 200, height: 200, bgcolor: 'common.white', borderRadius: 1 }}
                  data-testid="invite-qr-code"
                />
              )}
            </Box>
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

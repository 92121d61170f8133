import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import { useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { type ReactNode, type Ref, useDeferredValue, useId } from 'react'
import { NeedsConnection, useOffline } from '../offline/NeedsConnection.tsx'
import { DialogButtons } from '../widgets/DialogButtons.tsx'

interface Props {
  title: ReactNode
  /** The line under the title: who rolls or attacks. */
  subtitle: ReactNode
  /** The last answer, above the form so that the next try starts from it; null before one. */
  outcome: ReactNode
  /** Why it cannot go yet: the action waits until there is none. */
  problem: string | null
  /** What the server refused the last try with. */
  refusal?: string | null
  /** What needs the server, for the offline note ("Rolling"). */
  action: string
  submitLabel: string
  onSubmit: () => void
  onClose: () => void
  busy: boolean
  /** The scrolling content, scrolled back to the top when an answer arrives. */
  contentRef: Ref<HTMLDivElement>
  testId: string
  children: ReactNode
}

/**
 * A phone's full-screen dialog appears at once, with no fade in (it still fades out), and
 * leaves the page's scrolling alone (the dialog covers it, and its content keeps its own
 * scrolling): the fades and the scroll lock each forced a layout of the whole page before the
 * first frame, about 30 ms of a phone's tap-to-dialog.
 */
const APPEAR_AT_ONCE = { transition: { appear: false }, backdrop: { appear: false } } as const

/**
 * What the roll and attack dialogs share: full screen on a phone, the last answer on top,
 * then the form, why it cannot go, the server's refusal and the offline note, and Close beside
 * the action.
 */
export function DiceDialogFrame({
  title,
  subtitle,
  outcome,
  problem,
  refusal = null,
  action,
  submitLabel,
  onSubmit,
  onClose,
  busy,
  contentRef,
  testId,
  children,
}: Props) {
  const titleId = useId()
  const offline = useOffline()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true })
  // A tap paints the dialog (its title, its buttons) first and its form in the render after,
  // a moment later: on a phone that halved the time from the tap to a dialog on screen
  // (about 65 to 40 ms at a phone's speed).
  const formShown = useDeferredValue(true, false)
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      slotProps={phone ? APPEAR_AT_ONCE : undefined}
      disableScrollLock={phone}
      data-testid={testId}
    >
      <DialogTitle id={titleId} sx={{ pb: 0 }}>
        {title}
        <Typography variant="body2" color="text.secondary" component="span" display="block">
          {subtitle}
        </Typography>
      </DialogTitle>
      <DialogContent ref={contentRef} sx={{ overscrollBehavior: 'contain' }}>
        {outcome && (
          <Box sx={{ py: 1 }}>
            {outcome}
            <Divider sx={{ mt: 1 }} />
          </Box>
        )}
        {formShown && children}
        {problem && (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid={`${testId}-problem`}>
            {problem}
          </Alert>
        )}
        {refusal && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid={`${testId}-error`}>
            {refusal}
          </Alert>
        )}
        <NeedsConnection action={action} testId={testId} />
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        cancelLabel="Close"
        onSubmit={onSubmit}
        submitLabel={submitLabel}
        disabled={busy || problem !== null || offline}
        cancelTestId={`${testId}-close`}
        submitTestId={`${testId}-submit`}
      />
    </Dialog>
  )
}

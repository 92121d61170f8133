import { styled } from '@mui/material/styles'
import { type ReactNode, useEffect, useId, useRef } from 'react'

interface Props {
  title: string
  onClose: () => void
  children: ReactNode
  /** Its buttons, at the bottom right. */
  actions: ReactNode
  testId: string
}

/**
 * A modal dialog on the browser's own `<dialog>`, for what opens at a tap in the middle of play
 * (a figure's breakdown): it traps focus, closes on Escape and sits above the page by itself,
 * and shows at once, where MUI's Dialog mounts a portal, a focus trap and a backdrop and then
 * fades in over 225 ms. Shown while mounted; a tap outside closes it. Nothing that opens in a
 * portal (a menu) shows above it: the browser's top layer is above them all. A notice raised
 * while it is open does (Notices lifts itself into the top layer), though it takes no clicks
 * until the dialog closes.
 */
export function PlainDialog({ title, onClose, children, actions, testId }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const opener = document.activeElement
    // Browsers without showModal (older ones, jsdom) show it in place, open.
    if (typeof element.showModal === 'function') element.showModal()
    else element.setAttribute('open', '')
    if (!element.contains(document.activeElement)) element.focus()
    return () => {
      element.close?.()
      // Unmounted rather than closed, so the browser does not give focus back by itself.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [])
  return (
    <DialogRoot
      ref={dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        onClose()
      }}
      onCancel={(event) => {
        // Any other close request (a phone's back gesture): React closes it by unmounting.
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself; the content sits in a frame.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className="frame">
        <h2 id={titleId}>{title}</h2>
        <div className="content">{children}</div>
        <div className="actions">{actions}</div>
      </div>
    </DialogRoot>
  )
}

/** Styled once, as MUI's Dialog looks: a paper card over a dimmed page. */
const DialogRoot = styled('dialog')(({ theme }) => ({
  padding: 0,
  border: 0,
  borderRadius: theme.shape.borderRadius,
  maxWidth: 'min(600px, calc(100% - 64px))',
  maxHeight: 'calc(100% - 64px)',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  backgroundImage:
    theme.palette.mode === 'dark'
      ? 'linear-gradient(rgba(255 255 255 / 0.16), rgba(255 255 255 / 0.16))'
      : 'none',
  boxShadow: theme.shadows[24],
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  '& .frame': { display: 'flex', flexDirection: 'column' },
  '& h2': { ...theme.typography.h6, margin: 0, padding: theme.spacing(2, 3) },
  '& .content': { ...theme.typography.body1, padding: theme.spacing(0, 3, 2.5), overflowY: 'auto' },
  '& .actions': {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: theme.spacing(1),
    padding: theme.spacing(1),
  },
  '@media print': { display: 'none' },
}))

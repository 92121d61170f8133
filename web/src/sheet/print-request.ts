import { useEffect } from 'react'
import { type NavigateFunction, useLocation, useNavigate } from 'react-router'

// The Print action of an item's menu prints the item's sheet. From the sheet it prints at
// once; from anywhere else (a card, the editor, a character's charms page) it opens the sheet
// with this request in the history entry's state, and the sheet prints once it has rendered.

interface PrintRequest {
  print: true
}

function isPrintRequest(state: unknown): state is PrintRequest {
  return typeof state === 'object' && state !== null && (state as PrintRequest).print === true
}

/** Prints the sheet at `sheetPath`: now if it is the page shown, else once it is open. */
export function printSheet(sheetPath: string, currentPath: string, navigate: NavigateFunction) {
  if (currentPath === sheetPath) window.print()
  else navigate(sheetPath, { state: { print: true } satisfies PrintRequest })
}

/**
 * For a sheet: prints it once `ready` (its figures are on screen) when it was opened to be
 * printed. The request is then taken out of the history entry, so going back to the sheet
 * or reloading it does not print it again.
 */
export function usePrintOnArrival(ready: boolean) {
  const { pathname, state } = useLocation()
  const navigate = useNavigate()
  const requested = ready && isPrintRequest(state)
  useEffect(() => {
    if (!requested) return
    // One frame later, so the browser prints the sheet as painted.
    const frame = requestAnimationFrame(() => {
      window.print()
      navigate(pathname, { replace: true, state: null })
    })
    return () => cancelAnimationFrame(frame)
  }, [requested, pathname, navigate])
}

import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react'
import { lazyPage, preloadComponent } from '../frame/lazy-page.ts'
import type { RollDialogProps } from './RollDialog.tsx'
import { RollContext, type Roller, type RollRequestOpen } from './roller.ts'

// The dialogs and their dice are not part of the page's first load; the roll dialog, which
// every pool's dice open, loads once the page is up, so that a first tap need not wait for it.
const RollDialog = lazyPage<RollDialogProps>(() => import('./RollDialog.tsx'))
const TraitRollDialog = lazy(() => import('./TraitRollDialog.tsx'))
const SocialRollDialog = lazy(() => import('./SocialRollDialog.tsx'))

/**
 * Gives a page its rolls: the roller of its sheet (null on pages without one, or for
 * readers) and the roll dialog, opened here by any roll control inside.
 */
export function RollProvider({ roller, children }: { roller: Roller | null; children: ReactNode }) {
  const [request, setRequest] = useState<RollRequestOpen | null>(null)
  const value = useMemo(() => ({ roller, open: setRequest }), [roller])
  const close = () => setRequest(null)
  const mayRoll = roller !== null
  useEffect(() => {
    if (mayRoll) void preloadComponent(RollDialog)
  }, [mayRoll])
  return (
    <RollContext.Provider value={value}>
      {children}
      {request && (
        <Suspense fallback={null}>
          {'traits' in request ? (
            <TraitRollDialog roller={request.roller} extended={request.extended} onClose={close} />
          ) : 'social' in request ? (
            <SocialRollDialog roller={request.roller} onClose={close} />
          ) : (
            <RollDialog roller={request.roller} preset={request.preset} onClose={close} />
          )}
        </Suspense>
      )}
    </RollContext.Provider>
  )
}

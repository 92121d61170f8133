import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import { RollContext, type Roller, type RollRequestOpen } from './roller.ts'

// The dialogs and their dice come with the first roll, not with the page.
const RollDialog = lazy(() => import('./RollDialog.tsx'))
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

import { useEffect, useRef } from 'react'
import { Navigate, useParams } from 'react-router'
import type { Id } from '../api/types.ts'
import { CharactersTab } from '../chronicle/CharactersTab.tsx'
import { CombatTab } from '../chronicle/CombatTab.tsx'
import { DetailsTab } from '../chronicle/DetailsTab.tsx'
import { useDocumentTitle } from '../frame/document-title.ts'
import { lazyPage, preloadComponent } from '../frame/lazy-page.ts'
import {
  chronicleRequestKey,
  fetchChronicle,
  fetchCombatActors,
} from '../store/chronicles/index.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { onScreenActions } from '../store/on-screen.ts'
import { selectRequest, selectRow, selectWasDestroyed } from '../store/selectors.ts'
import { type PageProblem, PageState } from '../widgets/PageState.tsx'

export type ChronicleTab = 'characters' | 'combat' | 'details' | 'rolls' | 'journal' | 'log'

// The roll log, the journal and the session log come with their tabs, not with the chronicle.
const RollsTab = lazyPage(() => import('../chronicle/RollsTab.tsx'))
const JournalTab = lazyPage(() => import('../chronicle/journal/JournalTab.tsx'))
const LogTab = lazyPage(() => import('../chronicle/LogTab.tsx'))
const LAZY_TABS: Partial<Record<ChronicleTab, unknown>> = {
  rolls: RollsTab,
  journal: JournalTab,
  log: LogTab,
}

/** Loads the code of the tab the page opens on, if it comes in a chunk of its own. */
export function preloadParts({ tab }: { tab: ChronicleTab }): Promise<unknown> {
  return preloadComponent(LAZY_TABS[tab])
}

/**
 * A chronicle's page: its Characters, Combat, Details, Rolls, Journal and Log tabs. Everything on it follows live
 * events; after a reconnect the chronicle and its combat actors are fetched again.
 */
export default function ChroniclePage({ tab }: { tab: ChronicleTab }) {
  const params = useParams()
  const id: Id = Number(params.chronicleId)
  const valid = Number.isInteger(id) && id > 0
  const chronicle = useAppSelector((state) =>
    valid ? selectRow(state, 'chronicles', id) : undefined,
  )
  const request = useAppSelector((state) => selectRequest(state, chronicleRequestKey(id)))
  const destroyed = useAppSelector((state) => selectWasDestroyed(state, 'chronicles', id))
  const dispatch = useAppDispatch()
  // A chronicle known from elsewhere (the player's summary, the answer to joining it) lacks
  // its items: the page is whole once a fetch of it and its lists has succeeded, and stays so
  // while a later fetch (after a reconnect or a move) runs.
  const loadedFor = useRef<Id | null>(null)
  if (chronicle?.st !== undefined && request?.status === 'succeeded') loadedFor.current = id
  const complete = chronicle?.st !== undefined && loadedFor.current === id
  const requested = request !== undefined

  useEffect(() => {
    if (!valid) return
    dispatch(onScreenActions.watched({ kind: 'chronicles', id }))
    return () => {
      dispatch(onScreenActions.unwatched({ kind: 'chronicles', id }))
    }
  }, [dispatch, id, valid])
  useEffect(() => {
    if (valid && !requested && !destroyed) dispatch(fetchChronicle(id))
  }, [dispatch, id, valid, requested, destroyed])
  // Combat actors are not in the chronicle's lists: fetched with the page, and again once the
  // live channel is back after a drop, since events sent meanwhile are lost.
  const live = useAppSelector((state) => state.connection === 'live')
  const fetchedActors = useRef(false)
  useEffect(() => {
    if (!valid || !complete || destroyed || (fetchedActors.current && !live)) return
    fetchedActors.current = true
    dispatch(fetchCombatActors(id))
  }, [dispatch, id, valid, complete, destroyed, live])
  useDocumentTitle(chronicle?.name)

  if (destroyed) return <Navigate to="/content" replace />
  if (!valid) return <PageState problem={{ state: 'not-found' }} thing="Chronicle" />
  if (!chronicle || !complete) {
    const problem: PageProblem =
      request?.status !== 'failed'
        ? { state: 'loading' }
        : request.httpStatus === 404
          ? { state: 'not-found' }
          : request.httpStatus === 403
            ? {
                state: 'forbidden',
                reason: 'Only its storyteller and players can see this chronicle.',
              }
            : request.httpStatus === 401
              ? { state: 'signed-out' }
              : {
                  state: 'failed',
                  message: request.error ?? 'Error',
                  retry: () => dispatch(fetchChronicle(id)),
                }
    return <PageState problem={problem} thing="Chronicle" />
  }
  if (tab === 'details') return <DetailsTab chronicle={chronicle} />
  if (tab === 'combat') return <CombatTab chronicle={chronicle} />
  if (tab === 'rolls') return <RollsTab chronicle={chronicle} />
  if (tab === 'journal') return <JournalTab chronicle={chronicle} />
  if (tab === 'log') return <LogTab chronicle={chronicle} />
  return <CharactersTab chronicle={chronicle} />
}

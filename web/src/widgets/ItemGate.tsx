import { type ReactNode, useDeferredValue, useEffect } from 'react'
import { Navigate, useParams } from 'react-router'
import type { Asset, Id } from '../api/types.ts'
import type { ItemKind } from '../store/entities/kinds.ts'
import { loadWriteRules } from '../store/entities/write-rules.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { fetchItem, fetchItemUnlessAsked, itemRequestKey } from '../store/items.ts'
import { onScreenActions } from '../store/on-screen.ts'
import { selectItemPermissions } from '../store/permissions.ts'
import { selectItem, selectRequest, selectWasDestroyed } from '../store/selectors.ts'
import { ITEM_LABELS } from './item-labels.ts'
import { type PageProblem, PageState } from './PageState.tsx'

interface Props {
  kind: ItemKind
  /** Editors: only the owner or the storyteller get past. */
  forEditing?: boolean
  /**
   * Whether the store holds the whole item, not just the summary a player list embeds;
   * until it does, the item is fetched and the page waits.
   */
  isComplete?: (item: Asset) => boolean
  children: (item: Asset) => ReactNode
}

/**
 * Shows the item of the route's `:id` once it is in the store, fetching it if needed;
 * until then says exactly why not. An item deleted while on screen sends the player
 * to /content.
 */
export function ItemGate({ kind, forEditing = false, isComplete, children }: Props) {
  const params = useParams()
  const id: Id = Number(params.id)
  const valid = Number.isInteger(id) && id > 0
  const item = useAppSelector((state) => (valid ? selectItem(state, kind, id) : undefined))
  const present = item !== undefined && (isComplete?.(item) ?? true)
  // The request matters only while the item is missing: a shown sheet read again (as each is
  // once the live channel opens) is not rendered again for its request's coming and going.
  const request = useAppSelector((state) =>
    present ? undefined : selectRequest(state, itemRequestKey(kind, id)),
  )
  const destroyed = useAppSelector((state) => selectWasDestroyed(state, kind, id))
  // Only an editor's gate judges rights: a sheet's does not render the whole sheet again when
  // the player's own lists arrive and settle them.
  const canEdit = useAppSelector(
    (state) => forEditing && (selectItemPermissions(state, kind, id)?.edit ?? false),
  )
  // Until the player's chronicles are known, storyteller rights cannot be judged.
  const judgingRights = useAppSelector(
    (state) => forEditing && state.session.authenticated && state.session.id === 0,
  )
  const dispatch = useAppDispatch()
  // A sheet arriving is its page's longest task: React mounts it in the background, a slice
  // at a time, so that a phone stays responsive meanwhile (the loading state stays until it
  // is done). An item already held when the page opens shows at once.
  const shown = useDeferredValue(present)

  useEffect(() => {
    if (!valid) return
    dispatch(onScreenActions.watched({ kind, id }))
    return () => {
      dispatch(onScreenActions.unwatched({ kind, id }))
    }
  }, [dispatch, kind, id, valid])

  useEffect(() => {
    if (valid && !present && !destroyed) dispatch(fetchItemUnlessAsked(kind, id))
  }, [dispatch, kind, id, valid, present, destroyed])

  // An item page is where edits are made: they then show what the server's rules derive.
  useEffect(() => {
    void loadWriteRules()
  }, [])

  const thing = ITEM_LABELS[kind].singular
  if (destroyed) return <Navigate to="/content" replace />
  if (!valid) return <PageState problem={{ state: 'not-found' }} thing={thing} />
  if (item && present) {
    if (!shown) return <PageState problem={{ state: 'loading' }} thing={thing} />
    if (forEditing && !canEdit) {
      if (judgingRights) return <PageState problem={{ state: 'loading' }} thing={thing} />
      return (
        <PageState
          problem={{
            state: 'forbidden',
            reason: `Only the owner of ${item.name}, or the storyteller of its chronicle, can edit it.`,
          }}
          thing={thing}
        />
      )
    }
    return children(item)
  }
  return (
    <PageState
      problem={problemOf(request, () => dispatch(fetchItem(kind, id)), thing, item !== undefined)}
      thing={thing}
    />
  )
}

function problemOf(
  request: ReturnType<typeof selectRequest>,
  retry: () => void,
  thing: string,
  held: boolean,
): PageProblem {
  // Fetched, yet still not whole: waiting longer would not help.
  if (request?.status === 'succeeded' && held) {
    return {
      state: 'failed',
      message: `The server sent only part of this ${thing.toLowerCase()}.`,
      retry,
    }
  }
  if (request?.status !== 'failed') return { state: 'loading' }
  switch (request.httpStatus) {
    case 404:
      return { state: 'not-found' }
    case 403:
      return {
        state: 'forbidden',
        reason: `This ${thing.toLowerCase()} belongs to another player and is not shared with you.`,
      }
    case 401:
      return { state: 'signed-out' }
    default:
      return { state: 'failed', message: request.error ?? 'Error', retry }
  }
}

import {
  type ChronicleMembership,
  canChangeType,
  canDeleteItem,
  canEditItem,
  canOfferItem,
  canRemoveFromChronicle,
  isOwner,
  type Viewer,
} from '@loom/core'
import type { Chronicle, Id } from '../api/types.ts'
import type { RootState } from './app-state.ts'
import type { ItemKind } from './entities/kinds.ts'
import { selectItem, selectRow } from './selectors.ts'

/** What the menus offer for one item: core's rules applied to what the store knows. */
export interface ItemPermissions {
  edit: boolean
  owner: boolean
  delete: boolean
  changeType: boolean
  removeFromChronicle: boolean
  /** Offer it to someone else in its chronicle (its owner). */
  handOver: boolean
  duplicate: boolean
  /** Read who changed what, when (any signed-in viewer: it names players). */
  history: boolean
}

export function selectItemPermissions(
  state: RootState,
  kind: ItemKind,
  id: Id,
): ItemPermissions | undefined {
  const item = selectItem(state, kind, id)
  if (!item) return undefined
  const viewer = viewerOf(state)
  const chronicle = membershipOf(
    item.chronicle_id == null ? undefined : selectRow(state, 'chronicles', item.chronicle_id),
  )
  return {
    edit: canEditItem(viewer, item, chronicle),
    owner: isOwner(viewer, item),
    delete: canDeleteItem(viewer, item),
    changeType: kind === 'characters' && canChangeType(viewer, item),
    removeFromChronicle: chronicle !== null && canRemoveFromChronicle(viewer, item, chronicle),
    handOver: chronicle !== null && canOfferItem(viewer, item, chronicle),
    // It is on screen, so the server let this viewer see it: any signed-in viewer may copy it.
    duplicate: viewer !== null,
    history: viewer !== null,
  }
}

/** The signed-in player as core's rules see them; null for a guest. */
export const viewerOf = (state: RootState): Viewer | null =>
  state.session.authenticated && state.session.id !== 0 ? { id: state.session.id } : null

/** A chronicle row as core's rules see it: its storyteller and member ids; null if unknown. */
export function membershipOf(chronicle: Chronicle | undefined): ChronicleMembership | null {
  if (!chronicle || typeof chronicle.st_id !== 'number') return null
  return { id: chronicle.id, st_id: chronicle.st_id, member_ids: chronicle.players ?? [] }
}

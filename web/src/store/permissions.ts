import type { Asset, Id } from '../api/types.ts'
import type { ItemKind } from './entities/kinds.ts'
import { selectItem, selectRow } from './selectors.ts'
import type { RootState } from './store.ts'

// What the interface offers, per spec §6. The server decides for real; these only
// keep the screen from offering what would be refused.

export interface ItemPermissions {
  /** Edit, pin, hide, remove from chronicle: owner or the chronicle's storyteller. */
  edit: boolean
  /** Owner only. */
  owner: boolean
  /** Offered only outside a chronicle, to the owner. */
  delete: boolean
  /** Characters only, outside a chronicle, to editors. */
  changeType: boolean
  removeFromChronicle: boolean
  /** Any signed-in player who can see the item. */
  duplicate: boolean
}

export function selectItemPermissions(
  state: RootState,
  kind: ItemKind,
  id: Id,
): ItemPermissions | undefined {
  const item = selectItem(state, kind, id)
  if (!item) return undefined
  return permissionsFor(state, kind, item)
}

function permissionsFor(state: RootState, kind: ItemKind, item: Asset): ItemPermissions {
  const me = state.session.id
  const signedIn = state.session.authenticated && me !== 0
  const owner = signedIn && item.player_id === me
  const storyteller =
    signedIn &&
    item.chronicle_id != null &&
    selectRow(state, 'chronicles', item.chronicle_id)?.st_id === me
  const edit = owner || storyteller
  const inChronicle = item.chronicle_id != null
  return {
    edit,
    owner,
    delete: owner && !inChronicle,
    changeType: kind === 'characters' && edit && !inChronicle,
    removeFromChronicle: edit && inChronicle,
    duplicate: signedIn,
  }
}

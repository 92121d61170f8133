import { CHARM_LISTS, type CharmType, type LibraryEntry, type LibraryKind } from '@loom/core'
import type { Page } from '../api/client.ts'
import type { Id, Row } from '../api/types.ts'
import type { AppThunk } from './app-state.ts'
import { type ItemKind, storeKind } from './entities/kinds.ts'
import { receiveCreated } from './entity-edits.ts'
import { myList } from './items.ts'
import { noticeActions } from './notices.ts'
import { tracked } from './request.ts'

/**
 * The library (see docs/api.md, Library): its entries are fetched page by page for the picker
 * and the library page and kept there, not in the store; what a copy adds (a charm on a
 * character, a new qc) is merged into the store like any create.
 */

/** What the picker and the library page ask the list for. */
export interface LibraryQuery {
  kind?: LibraryKind
  /** `own`, `chronicle`, or a chronicle's id; undefined for every library the player sees. */
  scope?: 'own' | 'chronicle' | Id
  q?: string
}

function listPath({ kind, scope, q }: LibraryQuery): string {
  const params = new URLSearchParams({ limit: '10' })
  if (kind !== undefined) params.set('kind', kind)
  if (typeof scope === 'number') params.set('chronicle_id', String(scope))
  else if (scope !== undefined) params.set('scope', scope)
  if (q !== undefined && q.trim() !== '') params.set('q', q.trim())
  return `/library_entries?${params}`
}

export function fetchLibraryPage(
  query: LibraryQuery,
  page: number,
): AppThunk<Promise<Page<LibraryEntry>>> {
  return (dispatch, _getState, { api }) =>
    dispatch(
      tracked('library entries', () => api.getPage<LibraryEntry>(listPath(query), page), {
        notify: false,
      }),
    )
}

/** Where a save comes from and which library it goes to (null: the player's own). */
export interface LibrarySave {
  kind: LibraryKind
  source: { kind: LibraryKind; id: Id }
  chronicle_id: Id | null
  name?: string
}

export function saveToLibrary(save: LibrarySave): AppThunk<Promise<LibraryEntry>> {
  return (dispatch, _getState, { api }) =>
    dispatch(
      tracked('save to library', () => api.post<LibraryEntry>('/library_entries', save)),
    ).then((entry) => {
      dispatch(
        noticeActions.shown({ message: `Saved ${entry.name} to the library`, severity: 'success' }),
      )
      return entry
    })
}

export function deleteLibraryEntry(id: Id): AppThunk<Promise<void>> {
  return (dispatch, _getState, { api }) =>
    dispatch(tracked(`delete library entry ${id}`, () => api.delete(`/library_entries/${id}`)))
}

/** What a copy is added to: a character or qc for a child kind, else the player's own list. */
export type LibraryTarget =
  | { kind: 'characters' | 'qcs'; id: Id }
  | { kind: 'mine'; chronicleId?: Id }

const CHILD_LISTS: Readonly<Record<string, string>> = {
  spell: 'spells',
  merit: 'merits',
  weapon: 'weapons',
}

/** The parent's list a copy of the entry appears in (a charm's depends on its kind). */
function assocOf(entry: LibraryEntry): string {
  if (entry.kind === 'charm') return CHARM_LISTS[entry.document.charm_type as CharmType]
  return CHILD_LISTS[entry.kind]!
}

/** Adds a copy of the entry to the target, and the copy to the store; answers its id. */
export function copyLibraryEntry(
  entry: LibraryEntry,
  target: LibraryTarget,
): AppThunk<Promise<Id>> {
  const path = `/library_entries/${entry.id}/copy`
  const key = `copy library entry ${entry.id}`
  if (target.kind === 'mine') {
    const kind = storeKind(entry.kind) as ItemKind
    const body = target.chronicleId === undefined ? {} : { chronicle_id: target.chronicleId }
    return (dispatch, getState) =>
      dispatch(
        receiveCreated(
          kind,
          key,
          (api) => api.post<Row>(path, body),
          myList(getState().session.id, kind),
        ),
      )
  }
  const body = target.kind === 'characters' ? { character_id: target.id } : { qc_id: target.id }
  return receiveCreated(storeKind(entry.kind), key, (api) => api.post<Row>(path, body), {
    kind: target.kind,
    id: target.id,
    assoc: assocOf(entry),
  })
}

/** Copies a charm the player can see (on anyone's sheet) to one of their characters. */
export function copyCharmTo(
  characterId: Id,
  charm: Row & { charm_type: CharmType },
): AppThunk<Promise<Id>> {
  return receiveCreated(
    'charms',
    `copy charm ${charm.id}`,
    (api) => api.post<Row>(`/characters/${characterId}/copy_charm`, { charm_id: charm.id }),
    { kind: 'characters', id: characterId, assoc: CHARM_LISTS[charm.charm_type] },
  )
}

import type { Id, Row } from '../api/types.ts'
import type { AppThunk } from './app-state.ts'
import { entityActions } from './entities/entities-slice.ts'
import { type ItemKind, singular } from './entities/kinds.ts'
import { myList } from './items.ts'
import { tracked } from './request.ts'

// Items and chronicles as files: exports are saved as the server names them
// (`<name>.loom.json`); an imported file becomes a new item of the player's.

/** Saves the item's export file; a failure shows as a notice. */
export function exportItem(kind: ItemKind, id: Id): AppThunk<Promise<void>> {
  return download(`export ${kind}/${id}`, `/${kind}/${id}/export`, `${singular(kind)}-${id}`)
}

/** Saves the chronicle's export file (the chronicle and every item in it; storyteller only). */
export function exportChronicle(id: Id): AppThunk<Promise<void>> {
  return download(`export chronicles/${id}`, `/chronicles/${id}/export`, `chronicle-${id}`)
}

function download(key: string, path: string, fallbackName: string): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api, browser }) => {
    const file = await dispatch(tracked(key, () => api.download(path)))
    browser.saveFile(file.blob, file.filename ?? `${fallbackName}.loom.json`)
  }
}

/**
 * Sends an export document (or the reference app's full item) to become a new item of the
 * player's, and adds it to their list. A refusal is thrown for the caller to explain in
 * full (ApiError's body names every field), not shown as a one-line notice.
 */
export function importItem(kind: ItemKind, document: unknown): AppThunk<Promise<Row>> {
  return async (dispatch, getState, { api }) => {
    const row = await dispatch(
      tracked(`import ${kind}`, () => api.post<Row>(`/${kind}/import`, document), {
        notify: false,
      }),
    )
    dispatch(
      entityActions.received({ kind, rows: [row], link: myList(getState().session.id, kind) }),
    )
    return row
  }
}

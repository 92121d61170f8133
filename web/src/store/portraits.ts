import { MAX_PORTRAIT_BYTES, PORTRAIT_TOO_LARGE_MESSAGE } from '@loom/core'
import { ApiError } from '../api/client.ts'
import type { Id, Row } from '../api/types.ts'
import type { AppThunk } from './app-state.ts'
import { entityActions } from './entities/entities-slice.ts'
import type { ItemKind } from './entities/kinds.ts'
import { fetchItem } from './items.ts'
import { tracked } from './request.ts'
import { askedAt } from './snapshots.ts'

// Uploaded portraits (server route routes/portraits.ts): the image is fetched with the
// player's token, since it is served only to whoever may view the item.

const portraitPath = (kind: ItemKind, id: Id) => `/${kind}/${id}/portrait`

/** The item's uploaded portrait as an image file; the caller makes it a URL. */
export function loadPortrait(kind: ItemKind, id: Id): AppThunk<Promise<Blob>> {
  return async (_dispatch, _getState, { api }) => (await api.download(portraitPath(kind, id))).blob
}

/**
 * Uploads `file` as the item's portrait and keeps the item the server answers. A file over
 * the limit is refused here, before sending; any refusal is thrown for the caller to show.
 */
export function uploadPortrait(kind: ItemKind, id: Id, file: Blob): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    if (file.size > MAX_PORTRAIT_BYTES) throw new ApiError(413, PORTRAIT_TOO_LARGE_MESSAGE)
    const since = askedAt(getState())
    const row = await dispatch(
      tracked(`portrait ${kind}/${id}`, () => api.put<Row>(portraitPath(kind, id), file), {
        notify: false,
      }),
    )
    dispatch(entityActions.received({ kind, rows: [row], since }))
  }
}

/** Removes the item's uploaded portrait; a refusal is thrown for the caller to show. */
export function removePortrait(kind: ItemKind, id: Id): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    await dispatch(
      tracked(`portrait ${kind}/${id}`, () => api.delete(portraitPath(kind, id)), {
        notify: false,
      }),
    )
    await dispatch(fetchItem(kind, id))
  }
}

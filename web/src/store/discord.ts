import type { DiscordSettings, DiscordSettingsRequest } from '@loom/core'
import type { Id } from '../api/types.ts'
import type { AppThunk } from './app-state.ts'
import { tracked } from './request.ts'

// A chronicle's Discord webhook, for its storyteller only. The settings are not kept in the
// store (nobody else may see them, and no live event carries them): the Discord section
// holds what these answer. The URL goes up once and never comes back, only its masked form.

const pathOf = (chronicleId: Id) => `/chronicles/${chronicleId}/discord`

export function fetchDiscordSettings(chronicleId: Id): AppThunk<Promise<DiscordSettings>> {
  return (dispatch, _getState, { api }) =>
    dispatch(
      tracked(`discord ${chronicleId}`, () => api.get<DiscordSettings>(pathOf(chronicleId)), {
        notify: false,
      }),
    )
}

/** Sets the webhook URL and/or the choices; a refused URL is thrown for the form to show. */
export function saveDiscordSettings(
  chronicleId: Id,
  changes: DiscordSettingsRequest,
): AppThunk<Promise<DiscordSettings>> {
  return (dispatch, _getState, { api }) =>
    dispatch(
      tracked(
        `save discord ${chronicleId}`,
        () => api.patch<DiscordSettings>(pathOf(chronicleId), changes),
        { notify: false },
      ),
    )
}

export function removeDiscordWebhook(chronicleId: Id): AppThunk<Promise<void>> {
  return (dispatch, _getState, { api }) =>
    dispatch(tracked(`remove discord ${chronicleId}`, () => api.delete(pathOf(chronicleId))))
}

/** Posts a test message now; a failure is thrown with the reason, for the section to show. */
export function sendDiscordTest(chronicleId: Id): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    await dispatch(
      tracked(`test discord ${chronicleId}`, () => api.post(`${pathOf(chronicleId)}/test`), {
        notify: false,
      }),
    )
  }
}

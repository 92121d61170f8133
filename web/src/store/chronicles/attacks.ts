import type {
  AttackAnswer,
  AttackRequestBody,
  AttackResolutionJson,
  GrappleRequestBody,
} from '@loom/core'
import { ApiError } from '../../api/client.ts'
import type { Id } from '../../api/types.ts'
import type { AppThunk } from '../app-state.ts'
import { noticeActions } from '../notices.ts'
import { tracked } from '../request.ts'
import { rollsActions } from '../rolls/index.ts'
import { chroniclePath } from './chronicle.ts'
import { receiveChanges } from './combat.ts'

// Attacks the server resolves in a chronicle's combat: making one, the storyteller's list of
// those resolved, and undoing the latest. What an attack changed and the rolls it logged
// reach this browser at once, before their live echo (which merges into the same state).

export const attacksRequestKey = (chronicleId: Id) => `attacks of ${chronicleId}`

/** An attack's answer, or why the server refused it, for the dialog to show. */
export type AttackOutcome =
  | { readonly answer: AttackAnswer; readonly error?: undefined }
  | { readonly error: string; readonly status: number }

function received(answer: AttackAnswer): AppThunk {
  return (dispatch) => {
    dispatch(receiveChanges(answer.changes))
    for (const roll of answer.rolls) dispatch(rollsActions.rollReceived(roll))
  }
}

/** Asks the server to resolve one attack; the refusal's sentence comes back to the dialog. */
export function makeAttack(
  chronicleId: Id,
  body: AttackRequestBody,
): AppThunk<Promise<AttackOutcome>> {
  return resolveOnServer(chronicleId, 'attack', body)
}

/** Asks the server to resolve one grapple action, answered as an attack is. */
export function makeGrappleAction(
  chronicleId: Id,
  body: GrappleRequestBody,
): AppThunk<Promise<AttackOutcome>> {
  return resolveOnServer(chronicleId, 'grapple', body)
}

function resolveOnServer(
  chronicleId: Id,
  what: 'attack' | 'grapple',
  body: AttackRequestBody | GrappleRequestBody,
): AppThunk<Promise<AttackOutcome>> {
  return async (dispatch, _getState, { api }) => {
    try {
      const answer = await dispatch(
        tracked(
          `${what} in ${chronicleId}`,
          () => api.post<AttackAnswer>(`${chroniclePath(chronicleId)}/combat/${what}`, body),
          { notify: false },
        ),
      )
      dispatch(received(answer))
      return { answer }
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0
      const error = failure instanceof Error ? failure.message : 'Error'
      return { error, status }
    }
  }
}

/** The chronicle's resolved attacks, newest first (the storyteller's), or null on a failure. */
export function fetchAttacks(chronicleId: Id): AppThunk<Promise<AttackResolutionJson[] | null>> {
  return async (dispatch, _getState, { api }) => {
    try {
      return await dispatch(
        tracked(
          attacksRequestKey(chronicleId),
          () => api.get<AttackResolutionJson[]>(`${chroniclePath(chronicleId)}/combat/attacks`),
          { notify: false },
        ),
      )
    } catch {
      return null
    }
  }
}

/**
 * The storyteller takes back the latest resolved attack (or, with `forget`, drops it from the
 * history unchanged). Answers whether it went; a refusal shows as a notice.
 */
export function undoLatestAttack(chronicleId: Id, forget = false): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { api }) => {
    try {
      const answer = await dispatch(
        tracked(`undo attack in ${chronicleId}`, () =>
          api.post<AttackAnswer>(`${chroniclePath(chronicleId)}/combat/attack/undo`, { forget }),
        ),
      )
      dispatch(received(answer))
      const done = forget ? 'Forgotten' : 'Undone'
      dispatch(
        noticeActions.shown({
          message: `${done}: ${answer.resolution.label}`,
          severity: 'success',
        }),
      )
      return true
    } catch {
      return false
    }
  }
}

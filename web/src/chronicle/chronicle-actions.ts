import type { CombatantKind, CombatChangeJson, CombatResult } from '@loom/core'
import type { Id, Row } from '../api/types.ts'
import type { AppThunk, RootState } from '../store/app-state.ts'
import { fetchChronicle } from '../store/chronicles.ts'
import { entityActions } from '../store/entities/entities-slice.ts'
import { type ItemKind, kindOfType, singular } from '../store/entities/kinds.ts'
import { destroyEntity, reorderEntity, updateEntity } from '../store/entity-edits.ts'
import { updateItem } from '../store/items.ts'
import { noticeActions } from '../store/notices.ts'
import { tracked } from '../store/request.ts'
import { COMBATANT_STORE_KINDS } from './chronicle-selectors.ts'

/**
 * What the chronicle page asks of the API: its combat actors, the initiative tracker's moves
 * and the storyteller's controls (answered with the changes made, kept for undo), and the
 * chronicle's own settings, invite code, players and contents.
 */

const base = (chronicleId: Id) => `/chronicles/${chronicleId}`

export const combatActorsRequestKey = (chronicleId: Id) => `combat actors of ${chronicleId}`

/** The chronicle's combat actors, replacing the list the store had. */
export function fetchCombatActors(chronicleId: Id): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    try {
      const rows = await dispatch(
        tracked(
          combatActorsRequestKey(chronicleId),
          () => api.get<Row[]>(`${base(chronicleId)}/combat_actors`),
          { notify: false },
        ),
      )
      dispatch(
        entityActions.received({
          kind: 'combat_actors',
          rows,
          link: { kind: 'chronicles', id: chronicleId, assoc: 'combat_actors', replace: true },
        }),
      )
    } catch {
      // The combat tab shows what it has; a reconnect fetches again.
    }
  }
}

/** Merges what a combat request changed, so the tracker moves before the live echo. */
function receiveChanges(changes: readonly CombatChangeJson[]): AppThunk {
  return (dispatch) => {
    for (const change of changes) {
      const kind = kindOfType(change.type)
      if (!kind) continue
      dispatch(
        entityActions.received({
          kind,
          rows: [{ id: change.id, version: change.version, ...change.after }],
        }),
      )
    }
  }
}

/**
 * Runs one of the chronicle's combat or storyteller-control requests, e.g.
 * `combat/next_round`, and answers the changes it made (empty when it failed; the failure
 * shows as a notice).
 */
export function runCombat(
  chronicleId: Id,
  path: string,
  body: Record<string, unknown> = {},
): AppThunk<Promise<CombatChangeJson[] | null>> {
  return async (dispatch, _getState, { api }) => {
    try {
      const result = await dispatch(
        tracked(`${path} in ${chronicleId}`, () =>
          api.post<CombatResult>(`${base(chronicleId)}/${path}`, body),
        ),
      )
      dispatch(receiveChanges(result.changes))
      return [...result.changes]
    } catch {
      return null
    }
  }
}

/** Takes back what an earlier combat request changed. */
export function undoCombat(
  chronicleId: Id,
  changes: readonly CombatChangeJson[],
): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    if (changes.length === 0) return true
    const undone = await dispatch(runCombat(chronicleId, 'combat/undo', { changes }))
    if (undone) dispatch(noticeActions.shown({ message: 'Undone', severity: 'success' }))
    return undone !== null
  }
}

/** The storyteller renames the chronicle or edits its notes. */
export function updateChronicle(
  chronicleId: Id,
  changes: { name?: string; notes?: string },
): AppThunk<Promise<boolean>> {
  return updateEntity({ kind: 'chronicles', id: chronicleId, path: base(chronicleId) }, changes)
}

/** A fresh invite code, or none (joining disabled). */
export function setInviteCode(chronicleId: Id, fresh: boolean): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    const action = fresh ? 'regen_invite_code' : 'disable_invite_code'
    const row = await dispatch(
      tracked(`${action} ${chronicleId}`, () => api.post<Row>(`${base(chronicleId)}/${action}`)),
    )
    dispatch(entityActions.received({ kind: 'chronicles', rows: [row] }))
  }
}

/** The storyteller removes a player, or a player leaves (their own id). */
export function removePlayer(chronicleId: Id, playerId: Id): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const row = await dispatch(
      tracked(`remove player ${playerId} from ${chronicleId}`, () =>
        api.post<Row>(`${base(chronicleId)}/remove_player/${playerId}`),
      ),
    )
    if (playerId === getState().session.id) {
      dispatch(entityActions.chronicleLeft(chronicleId))
      await dispatch(releaseOwnItems(chronicleId))
    } else {
      dispatch(entityActions.received({ kind: 'chronicles', rows: [row] }))
    }
  }
}

/** After leaving a chronicle or deleting it, the player's own items there are in none. */
function releaseOwnItems(chronicleId: Id): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const me = getState().session.id
    for (const kind of ['characters', 'qcs', 'battlegroups'] as const) {
      const rows = Object.values(getState().entities.current.byKind[kind].entities).filter(
        (row): row is Row => row?.chronicle_id === chronicleId && row.player_id === me,
      )
      if (rows.length === 0) continue
      dispatch(
        entityActions.received({
          kind,
          rows: rows.map((row) => ({ id: row.id, chronicle_id: null })),
        }),
      )
    }
  }
}

export function deleteChronicle(chronicleId: Id): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    await dispatch(tracked(`delete chronicles/${chronicleId}`, () => api.delete(base(chronicleId))))
    await dispatch(releaseOwnItems(chronicleId))
    dispatch(entityActions.chronicleLeft(chronicleId))
  }
}

/** Brings one of the player's items into the chronicle. */
export function addToChronicle(
  chronicleId: Id,
  kind: ItemKind,
  itemId: Id,
): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    const chronicle = await dispatch(
      tracked(`add ${kind}/${itemId} to ${chronicleId}`, () =>
        api.post<Row>(`${base(chronicleId)}/add_${singular(kind)}/${itemId}`),
      ),
    )
    dispatch(entityActions.received({ kind: 'chronicles', rows: [chronicle] }))
    await dispatch(fetchChronicle(chronicleId))
  }
}

/** The fields a combat copy starts with: its source's name, numbered, and its resources. */
function combatCopyFields(
  state: RootState,
  chronicleId: Id,
  source: { kind: 'qcs' | 'battlegroups'; id: Id },
): Record<string, unknown> {
  const row = state.entities.current.byKind[source.kind].entities[source.id]
  if (!row) return {}
  const type = singular(source.kind)
  const copies = Object.values(state.entities.current.byKind.combat_actors.entities).filter(
    (actor) =>
      actor?.chronicle_id === chronicleId &&
      actor.actor_type === type &&
      actor.actor_id === source.id,
  ).length
  const fields: Record<string, unknown> = { name: `${String(row.name)} #${copies + 1}` }
  for (const field of [
    'willpower_temporary',
    'motes_personal_current',
    'motes_peripheral_current',
    'anima_level',
  ]) {
    if (typeof row[field] === 'number') fields[field] = row[field]
  }
  return fields
}

/** The storyteller fields a copy of a qc or battlegroup in the chronicle's combat. */
export function createCombatActor(
  chronicleId: Id,
  source: { kind: 'qcs' | 'battlegroups'; id: Id },
): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const fields = combatCopyFields(getState(), chronicleId, source)
    const row = await dispatch(
      tracked(`combat actor of ${source.kind}/${source.id}`, () =>
        api.post<Row>('/combat_actors', {
          actor_type: singular(source.kind),
          actor_id: source.id,
          chronicle_id: chronicleId,
          ...fields,
        }),
      ),
    )
    dispatch(
      entityActions.received({
        kind: 'combat_actors',
        rows: [row],
        link: { kind: 'chronicles', id: chronicleId, assoc: 'combat_actors' },
      }),
    )
  }
}

/**
 * Moves an item to `index` of the chronicle's order (`chronicle_sorting`), which is the
 * storyteller's and separate from each owner's own order.
 */
export function moveInChronicle(
  chronicleId: Id,
  kind: ItemKind,
  orderedIds: Id[],
  id: Id,
  index: number,
): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const address = { kind, id, path: `/${kind}/${id}` }
    if (!(await dispatch(reorderEntity(address, orderedIds, index, 'chronicle_sorting')))) return
    // Moving one item can re-rank its neighbours; fetch the lists again to be sure.
    await dispatch(fetchChronicle(chronicleId))
  }
}

/** A plain edit of one combatant's fields (resources, onslaught), saved like any PATCH. */
export function saveCombatant(
  kind: CombatantKind,
  id: Id,
  changes: Record<string, unknown>,
): AppThunk<Promise<boolean>> {
  if (kind !== 'combat_actor') {
    return updateItem(COMBATANT_STORE_KINDS[kind] as ItemKind, id, changes)
  }
  // A combat actor keeps no commitments of its own.
  const { motes_committed: _none, ...fields } = changes
  return updateEntity({ kind: 'combat_actors', id, path: `/combat_actors/${id}` }, fields)
}

/** The storyteller takes a combat actor away for good. */
export function deleteCombatActor(id: Id): AppThunk<Promise<boolean>> {
  return destroyEntity({ kind: 'combat_actors', id, path: `/combat_actors/${id}` })
}

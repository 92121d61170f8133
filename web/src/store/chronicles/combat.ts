import type { CombatantKind, CombatChangeJson, CombatResult } from '@loom/core'
import type { Id, Row } from '../../api/types.ts'
import type { AppThunk, RootState } from '../app-state.ts'
import { entityActions } from '../entities/entities-slice.ts'
import { kindOfType, singular, storeKind } from '../entities/kinds.ts'
import { destroyEntity, updateEntity } from '../entity-edits.ts'
import { updateItem } from '../items.ts'
import { noticeActions } from '../notices.ts'
import { tracked } from '../request.ts'
import { chroniclePath } from './chronicle.ts'

// A chronicle's combat: its combat actors, the initiative tracker's moves and the
// storyteller's controls (answered with the changes made, kept for undo).

export const combatActorsRequestKey = (chronicleId: Id) => `combat actors of ${chronicleId}`

/** The chronicle's combat actors, replacing the list the store had. */
export function fetchCombatActors(chronicleId: Id): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    try {
      const rows = await dispatch(
        tracked(
          combatActorsRequestKey(chronicleId),
          () => api.get<Row[]>(`${chroniclePath(chronicleId)}/combat_actors`),
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
export function receiveChanges(changes: readonly CombatChangeJson[]): AppThunk {
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
 * `combat/next_round`, and answers what it changed and the id of the server's record of it
 * (null when it failed; the failure shows as a notice).
 */
export function runCombat(
  chronicleId: Id,
  path: string,
  body: Record<string, unknown> = {},
): AppThunk<Promise<CombatResult | null>> {
  return async (dispatch, _getState, { api }) => {
    try {
      const result = await dispatch(
        tracked(`${path} in ${chronicleId}`, () =>
          api.post<CombatResult>(`${chroniclePath(chronicleId)}/${path}`, body),
        ),
      )
      dispatch(receiveChanges(result.changes))
      return result
    } catch {
      return null
    }
  }
}

/** Takes back a combat move the server recorded (a request's `move_id`). */
export function undoCombat(chronicleId: Id, moveId: number): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const undone = await dispatch(runCombat(chronicleId, 'combat/undo', { move_id: moveId }))
    if (undone) dispatch(noticeActions.shown({ message: 'Undone', severity: 'success' }))
    return undone !== null
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

/** A plain edit of one combatant's fields (resources, onslaught), saved like any PATCH. */
export function saveCombatant(
  kind: CombatantKind,
  id: Id,
  changes: Record<string, unknown>,
): AppThunk<Promise<boolean>> {
  if (kind !== 'combat_actor') {
    return updateItem(storeKind(kind), id, changes)
  }
  // A combat actor keeps no commitments of its own.
  const { motes_committed: _none, ...fields } = changes
  return updateEntity({ kind: 'combat_actors', id, path: `/combat_actors/${id}` }, fields)
}

/** The storyteller takes a combat actor away for good. */
export function deleteCombatActor(id: Id): AppThunk<Promise<boolean>> {
  return destroyEntity({ kind: 'combat_actors', id, path: `/combat_actors/${id}` })
}

import {
  type ChronicleMembership,
  type CombatantRef,
  type CombatChange,
  type CombatResult,
  canEditChronicle,
  canEditItem,
  KINDS,
  undoOf,
  type Viewer,
} from '@loom/core'
import type { Db } from '../db/schema.ts'
import { inTransaction, VersionConflict } from '../db/transaction.ts'
import type { Happenings } from '../happenings/happenings.ts'
import { retriedOnConflict } from '../http/conflict-retry.ts'
import { forbidden, HttpError, notFound } from '../http/errors.ts'
import { kindLabel, owned } from '../items/item-access.ts'
import type { ChangePublisher } from '../live/changes.ts'
import { combatChangeOf, publishApplied } from './applied-changes.ts'
import {
  type AppliedChange,
  applyToCombat,
  ChangedSince,
  type ChronicleCombat,
  changeJsonOf,
  loadChronicleCombat,
} from './chronicle-combat.ts'
import { type CombatProgress, combatProgress, progressHappenings } from './combat-progress.ts'
import { combatPatch } from './combatant-in-chronicle.ts'
import { forgetMove, recordedMove, recordMove } from './recorded-moves.ts'

/**
 * The chronicle's combat moves (join battle, a new round, the storyteller's controls…) and
 * their undo. A move is planned from the combat as stored, checked against the caller's right
 * to change every combatant it touches, applied and recorded in one transaction; its undo names
 * the record, so what an undo writes is always what the server did, reversed.
 */

export interface MoveDeps {
  readonly db: Db
  readonly changes: ChangePublisher
  readonly happenings: Happenings
}

/** Plans a move from the combat as stored; throws an HttpError when the move is refused. */
export type MovePlan = (combat: ChronicleCombat) => CombatChange[]

export interface MoveOptions {
  /** A new round is one even when nobody needed a change. */
  readonly newRound?: boolean
  /**
   * The one combatant the move is made for, which the caller must be able to change; what the
   * move does to others follows from it (leaving frees the other side of its grapple). Absent,
   * the caller must be able to change every combatant the move changes.
   */
  readonly actor?: CombatantRef
}

export async function makeMove(
  deps: MoveDeps,
  caller: Viewer,
  membership: ChronicleMembership,
  plan: MovePlan,
  options: MoveOptions = {},
): Promise<CombatResult> {
  const { applied, moveId, progress } = await retriedOnConflict(() =>
    inTransaction(deps.db, async (trx) => {
      const combat = await loadChronicleCombat(trx, membership.id)
      const planned = plan(combat)
      const actor = options.actor && [{ kind: options.actor.type, id: options.actor.id }]
      requireEditorOfAll(combat, actor ?? planned, caller, membership)
      const applied = await applyToCombat(trx, combat, planned, combatPatch)
      // A new round is one even when nobody needed a change (all ready, no motes to respire).
      const progress = await combatProgress(trx, combat, applied, options.newRound === true)
      if (applied.length === 0) return { applied, moveId: null, progress }
      const moveId = await recordMove(trx, {
        chronicle_id: membership.id,
        player_id: caller.id,
        changes: applied.map(combatChangeOf),
      })
      return { applied, moveId, progress }
    }),
  )
  return answered(deps, membership.id, applied, moveId, progress)
}

/**
 * Takes back a recorded move: its maker or the storyteller may, provided they may still change
 * every combatant it touched and each still holds what the move left (else 409 naming the
 * field). 404 for a move this chronicle has no record of (another chronicle's, or undone).
 */
export async function undoMove(
  deps: MoveDeps,
  caller: Viewer,
  membership: ChronicleMembership,
  moveId: number,
): Promise<CombatResult> {
  try {
    const { applied, progress } = await retriedOnConflict(() =>
      inTransaction(deps.db, async (trx) => {
        const move = await recordedMove(trx, membership.id, moveId)
        if (move === undefined) throw notFound('That move is not in this chronicle’s history')
        if (move.player_id !== caller.id && !canEditChronicle(caller, membership)) {
          throw forbidden('Only whoever made this move or the storyteller may undo it')
        }
        // Another undo took it in between: the retry then finds it gone.
        if (!(await forgetMove(trx, move.id))) throw new VersionConflict()
        const reversed = undoOf(move.changes)
        const combat = await loadChronicleCombat(trx, membership.id)
        requireEditorOfAll(combat, reversed, caller, membership)
        const applied = await applyToCombat(trx, combat, reversed, combatPatch, {
          checkUnchanged: true,
        })
        return { applied, progress: await combatProgress(trx, combat, applied, false) }
      }),
    )
    return answered(deps, membership.id, applied, null, progress)
  } catch (error) {
    if (!(error instanceof ChangedSince)) throw error
    const since = `${kindLabel(KINDS[error.kind])} ${error.id} has changed its ${error.field} since`
    throw new HttpError(409, { error: `${since}, so this can no longer be undone` })
  }
}

function answered(
  deps: MoveDeps,
  chronicleId: number,
  applied: readonly AppliedChange[],
  moveId: number | null,
  progress: CombatProgress | null,
): CombatResult {
  publishApplied(deps.changes, applied)
  if (progress !== null) {
    for (const happening of progressHappenings(chronicleId, progress))
      deps.happenings.tell(happening)
  }
  return { changes: applied.map(changeJsonOf), move_id: moveId }
}

/** 403 unless the caller may edit every combatant named (or one is gone: 403 too). */
function requireEditorOfAll(
  combat: ChronicleCombat,
  planned: readonly Pick<CombatChange, 'kind' | 'id'>[],
  caller: Viewer,
  membership: ChronicleMembership,
): void {
  for (const change of planned) {
    const entry = combat.find(change.kind, change.id)
    if (!entry || !canEditItem(caller, owned(entry.entity), membership)) {
      throw forbidden(
        `Only the owner of ${kindLabel(KINDS[change.kind])} ${change.id} or the storyteller may change it`,
      )
    }
  }
}

import { type AttackAnswer, type ChronicleMembership, KINDS, undoOf, type Viewer } from '@loom/core'
import type { Db } from '../../db/schema.ts'
import { inTransaction, VersionConflict } from '../../db/transaction.ts'
import { retriedOnConflict } from '../../http/conflict-retry.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import { kindLabel } from '../../items/item-access.ts'
import type { ChangePublisher } from '../../live/changes.ts'
import { insertRoll } from '../../rolls/roll-log.ts'
import { publishApplied } from '../applied-changes.ts'
import {
  applyToCombat,
  ChangedSince,
  changeJsonOf,
  loadChronicleCombat,
} from '../chronicle-combat.ts'
import { combatPatch } from '../combatant-in-chronicle.ts'
import { undoneRoll } from './attack-log.ts'
import { deleteResolution, latestResolution } from './combat-resolutions.ts'
import { resolutionJson } from './take-attack.ts'

/**
 * Takes back the chronicle's latest resolved attack, the storyteller's to do: each combatant
 * gets its fields from before the attack back, provided it still holds what the attack left
 * (else 409 naming the field: a number changed by hand since), the resolution leaves the
 * history so the next undo reaches the one before, and the roll log notes the undo. With
 * `forget`, the latest resolution only leaves the history, changing nothing (for one that can
 * no longer be undone). 404 when the history is empty.
 */
export async function undoLatestAttack(
  deps: { readonly db: Db; readonly changes: ChangePublisher },
  caller: Viewer & { readonly display_name: string },
  membership: ChronicleMembership,
  options: { readonly forget: boolean },
): Promise<AttackAnswer> {
  return retriedOnConflict(async () => {
    try {
      const taken = await inTransaction(deps.db, async (trx) => {
        const latest = await latestResolution(trx, membership.id)
        if (latest === undefined) throw notFound('There is no attack in this chronicle to undo')
        // Another undo took it in between: start again from the one now latest.
        if (!(await deleteResolution(trx, latest.id))) throw new VersionConflict()
        if (options.forget) return { latest, applied: [], rolls: [] }
        const reversed = undoOf(latest.changes)
        const combat = await loadChronicleCombat(trx, membership.id)
        for (const change of reversed) {
          if (combat.find(change.kind, change.id) === undefined) {
            const who = `${kindLabel(KINDS[change.kind])} ${change.id}`
            throw new HttpError(409, {
              error: `${who} is no longer in this chronicle, so this attack can no longer be undone`,
            })
          }
        }
        const applied = await applyToCombat(trx, combat, reversed, combatPatch, {
          checkUnchanged: true,
        })
        const place = {
          chronicleId: membership.id,
          callerId: caller.id,
          visibility: latest.visibility,
          targetPlayerId: latest.target_player_id ?? null,
        }
        const roll = await insertRoll(
          trx,
          undoneRoll(place, latest.attacker, latest.label),
          caller.display_name,
        )
        return { latest, applied, rolls: [roll] }
      })
      publishApplied(deps.changes, taken.applied, taken.rolls)
      return {
        resolution: resolutionJson(taken.latest),
        rolls: taken.rolls,
        changes: taken.applied.map(changeJsonOf),
      }
    } catch (error) {
      if (error instanceof ChangedSince) {
        const since = `${kindLabel(KINDS[error.kind])} ${error.id} has changed its ${error.field} since`
        throw new HttpError(409, {
          error: `${since}, so this attack can no longer be undone (forget it to undo the one before)`,
        })
      }
      throw error
    }
  })
}

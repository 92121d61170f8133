import {
  type ChronicleMembership,
  JOIN_BATTLE_BONUS,
  KINDS,
  poolOf,
  type RandomInt,
  type RollRecord,
  type RollRequest,
  rollPool,
  type Viewer,
} from '@loom/core'
import type { AppliedChange } from '../combat/chronicle-combat.ts'
import type { Db } from '../db/schema.ts'
import { inTransaction, VersionConflict } from '../db/transaction.ts'
import { HttpError, unprocessable } from '../http/errors.ts'
import { updated } from '../items/item-changes.ts'
import type { ChangePublisher } from '../live/changes.ts'
import { payRollCosts } from './roll-costs.ts'
import { insertRoll } from './roll-log.ts'
import { rollerOf, visibleRoller } from './roller.ts'

/** How often a roll's writes are tried when its roller changes in between. */
const ATTEMPTS = 3

/**
 * Rolls the dice once, then in one transaction takes the roll's spend, sets a Join Battle's
 * Initiative and stores the roll; after the commit, publishes the roller's update and the roll.
 * A refusal at any step (404 roller, 403 not theirs, 422 not enough) stores nothing. A retry
 * after a concurrent change keeps the same dice: the roll happened, only its writes are redone.
 */
export async function takeRoll(
  deps: { db: Db; changes: ChangePublisher; random: RandomInt },
  caller: Viewer & { readonly display_name: string },
  chronicle: ChronicleMembership | null,
  request: RollRequest,
): Promise<RollRecord> {
  const { db, changes } = deps
  if (chronicle === null && request.join_battle) {
    throw unprocessable({
      roll: [
        {
          error: 'roll.join_battle: Join Battle is rolled in its chronicle, not in a personal log',
        },
      ],
    })
  }
  const outcome = rollPool(poolOf(request), deps.random)
  const roller = rollerOf(request)
  const joinBattleSuccesses = request.join_battle ? outcome.successes : null
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { roll, applied } = await inTransaction(db, async (trx) => {
        const where = roller && (await visibleRoller(trx, roller, caller, chronicle))
        const writes = roller !== null && (request.spend !== null || joinBattleSuccesses !== null)
        const applied =
          writes && where
            ? await payRollCosts(trx, caller, roller, where.chronicle, {
                spend: request.spend,
                joinBattleSuccesses,
              })
            : []
        const roll = await insertRoll(
          trx,
          {
            chronicle_id: chronicle?.id ?? null,
            player_id: caller.id,
            character_type: request.character_type,
            character_id: request.character_id,
            label: request.label,
            visibility: request.visibility,
            target_player_id: null,
            ...outcome,
            target_number: request.target_number,
            double: request.double,
            reroll: request.reroll,
            reroll_once: request.reroll_once,
            auto_successes: request.auto_successes,
            damage: request.damage,
            spent: request.spend,
            initiative:
              joinBattleSuccesses === null ? null : joinBattleSuccesses + JOIN_BATTLE_BONUS,
          },
          caller.display_name,
        )
        return { roll, applied }
      })
      publishRollerChanges(changes, applied)
      changes.publish({ kind: 'roll', roll })
      return roll
    } catch (error) {
      if (!(error instanceof VersionConflict)) throw error
      if (attempt === ATTEMPTS) throw new HttpError(409, { error: error.message })
    }
  }
}

function publishRollerChanges(changes: ChangePublisher, applied: readonly AppliedChange[]): void {
  for (const change of applied) {
    changes.publish(updated(KINDS[change.kind], change.after, change.changes, change.audience))
  }
}

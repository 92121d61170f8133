import {
  type ChronicleMembership,
  extendedRollVisibility,
  influenceRecordOf,
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
import { progressHappenings } from '../combat/combat-progress.ts'
import type { Db } from '../db/schema.ts'
import { inTransaction, VersionConflict } from '../db/transaction.ts'
import { type Happenings, rollHappeningAudience } from '../happenings/happenings.ts'
import { HttpError, unprocessable } from '../http/errors.ts'
import { updated } from '../items/item-changes.ts'
import type { ChangePublisher } from '../live/changes.ts'
import { addExtendedRoll, lockExtendedRoller } from './extended-roll-write.ts'
import { influenceTarget } from './influence-target.ts'
import { type PaidCosts, payRollCosts } from './roll-costs.ts'
import { insertRoll } from './roll-log.ts'
import { rollerOf, visibleRoller } from './roller.ts'

/** How often a roll's writes are tried when its roller changes in between. */
const ATTEMPTS = 3

/**
 * Reads a social roll's target first (its Resolve or Guile, the Intimacy named, its Willpower).
 * Rolls the dice once, then in one transaction takes the roll's spend, sets a Join Battle's
 * Initiative, stores the roll and adds it to the extended roll it is an interval of (a
 * working's roll is seen by its roller and the storyteller only); after the commit, publishes
 * the roller's updates and the roll.
 * A refusal at any step (404 roller, 403 not theirs, 422 not enough) stores nothing. A retry
 * after a concurrent change keeps the same dice: the roll happened, only its writes are redone.
 */
export async function takeRoll(
  deps: { db: Db; changes: ChangePublisher; happenings: Happenings; random: RandomInt },
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
  const social =
    request.influence === null ? null : await influenceTarget(db, caller, request.influence)
  const outcome = rollPool(poolOf(request), deps.random)
  const influence =
    request.influence === null || social === null
      ? null
      : influenceRecordOf(request.influence, social.target, social.intimacy, outcome)
  const roller = rollerOf(request)
  const joinBattleSuccesses = request.join_battle ? outcome.successes : null
  const { extended } = request
  const visibility =
    extended === null ? request.visibility : extendedRollVisibility(extended, request.visibility)
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { roll, paid } = await inTransaction(db, async (trx) => {
        const where = roller && (await visibleRoller(trx, roller, caller, chronicle))
        const writes = roller !== null && (request.spend !== null || joinBattleSuccesses !== null)
        const paid: PaidCosts =
          writes && where
            ? await payRollCosts(trx, caller, roller, where.chronicle, {
                spend: request.spend,
                joinBattleSuccesses,
              })
            : { applied: [], progress: null }
        const interval =
          extended !== null && roller !== null && where
            ? await lockExtendedRoller(trx, caller, roller.id, where.chronicle, extended)
            : null
        const roll = await insertRoll(
          trx,
          {
            chronicle_id: chronicle?.id ?? null,
            player_id: caller.id,
            character_type: request.character_type,
            character_id: request.character_id,
            label: request.label,
            visibility,
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
            influence,
          },
          caller.display_name,
        )
        const added =
          interval === null || extended === null
            ? []
            : await addExtendedRoll(trx, interval, extended, roll)
        return { roll, paid: { ...paid, applied: [...paid.applied, ...added] } }
      })
      publishRollerChanges(changes, paid.applied)
      changes.publish({ kind: 'roll', roll })
      if (chronicle !== null) tellRoll(deps.happenings, chronicle, roll, paid)
      return roll
    } catch (error) {
      if (!(error instanceof VersionConflict)) throw error
      if (attempt === ATTEMPTS) throw new HttpError(409, { error: error.message })
    }
  }
}

/** The roll in its chronicle's happenings, after the combat its Join Battle started. */
function tellRoll(
  happenings: Happenings,
  chronicle: ChronicleMembership,
  roll: RollRecord,
  paid: PaidCosts,
): void {
  if (paid.progress !== null) {
    for (const happening of progressHappenings(chronicle.id, paid.progress)) {
      happenings.tell(happening)
    }
  }
  const audience = rollHappeningAudience(roll, chronicle.st_id)
  if (audience !== null) {
    happenings.tell({
      chronicle_id: chronicle.id,
      at: roll.created_at,
      audience,
      kind: 'roll',
      roll,
    })
  }
}

function publishRollerChanges(changes: ChangePublisher, applied: readonly AppliedChange[]): void {
  for (const change of applied) {
    changes.publish(updated(KINDS[change.kind], change.after, change.changes, change.audience))
  }
}

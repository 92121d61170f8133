import {
  type ChronicleMembership,
  type CombatChange,
  canEditItem,
  isSpendProblem,
  joinBattle,
  KINDS,
  type Participant,
  participantOf,
  type RollSpend,
  rollSpendChange,
  type Viewer,
} from '@loom/core'
import {
  type AppliedChange,
  applyToCombat,
  loadChronicleCombat,
  type Patcher,
} from '../combat/chronicle-combat.ts'
import { type CombatProgress, combatProgress } from '../combat/combat-progress.ts'
import type { Db } from '../db/schema.ts'
import { VersionConflict } from '../db/transaction.ts'
import { forbidden, unprocessable } from '../http/errors.ts'
import { owned } from '../items/item-access.ts'
import { patchedEntity } from '../items/item-drafts.ts'
import { lockForUpdate, writeLockedUpdate } from '../items/item-writes.ts'
import { type RollerRef, rollerLabel } from './roller.ts'

/** What a roll does to its roller besides being logged. */
export interface RollCosts {
  readonly spend: RollSpend | null
  /** The roll's successes, when it is the roller's Join Battle. */
  readonly joinBattleSuccesses: number | null
}

const patch: Patcher = (kind, before, fields) => patchedEntity(KINDS[kind], before, fields)

/** What paying a roll's costs changed, and what a Join Battle did to the chronicle's combat. */
export interface PaidCosts {
  readonly applied: AppliedChange[]
  readonly progress: CombatProgress | null
}

/**
 * Takes the spend and sets a Join Battle's Initiative, in the caller's transaction, from the
 * roller as it is stored now: a roller in a chronicle changes through the chronicle's combat
 * (the same transitions as POST …/combat/join_battle, a first one starting combat), one outside
 * any through a locked update. The caller must be allowed to edit the roller (403); a spend
 * beyond what the roller has is a 422. Either refusal throws, so the roll is not stored either.
 */
export async function payRollCosts(
  trx: Db,
  caller: Viewer,
  roller: RollerRef,
  chronicle: ChronicleMembership | null,
  costs: RollCosts,
): Promise<PaidCosts> {
  // The spend and the Join Battle change the roller alone: one write, one version, one event.
  const plan = (participant: Participant): CombatChange[] => {
    const parts: CombatChange[] = []
    if (costs.spend !== null) {
      const spent = rollSpendChange(participant, costs.spend)
      if (isSpendProblem(spent)) {
        throw unprocessable({ [spent.field]: [{ error: spent.problem }] })
      }
      if (spent !== null) parts.push(spent)
    }
    if (costs.joinBattleSuccesses !== null) {
      parts.push(...joinBattle(participant, costs.joinBattleSuccesses))
    }
    if (parts.length === 0) return []
    return [
      {
        kind: participant.kind,
        id: participant.id,
        before: Object.assign({}, ...parts.map((part) => part.before)),
        after: Object.assign({}, ...parts.map((part) => part.after)),
      },
    ]
  }
  const requireEditor = (entity: Record<string, unknown>) => {
    if (!canEditItem(caller, owned(entity), chronicle)) {
      throw forbidden(
        `Only the owner of ${rollerLabel(roller)} or its storyteller may spend its resources or roll its Join Battle`,
      )
    }
  }

  if (chronicle !== null) {
    const combat = await loadChronicleCombat(trx, chronicle.id)
    const entry = combat.find(roller.type, roller.id)
    // It left the chronicle since it was found: start again from the top.
    if (entry === undefined) throw new VersionConflict()
    requireEditor(entry.entity)
    const applied = await applyToCombat(trx, combat, plan(entry.participant), patch)
    return { applied, progress: await combatProgress(trx, combat, applied, false) }
  }
  // Combat actors always sit in a chronicle: out of one, the roller is an item.
  const kind = KINDS[roller.type as Exclude<RollerRef['type'], 'combat_actor'>]
  const locked = await lockForUpdate(trx, kind, roller.id, [], null)
  // It joined a chronicle, or went, since it was found: start again from the top.
  if (locked === undefined || locked.before.chronicle_id !== null) throw new VersionConflict()
  requireEditor(locked.before)
  const [change] = plan(participantOf(roller.type, locked.before))
  const next = patch(roller.type, locked.before, { ...change?.after })
  const result = await writeLockedUpdate(trx, kind, locked, next, [], null)
  if (result.status !== 'updated') return { applied: [], progress: null }
  const { before, entity: after, changes, audience } = result
  return { applied: [{ kind: roller.type, before, after, changes, audience }], progress: null }
}

import {
  type AttackAnswer,
  type AttackProblem,
  type AttackRequest,
  type AttackResolutionJson,
  type AttackSummary,
  attackSummaryOf,
  type ChronicleMembership,
  type CombatChange,
  canEditItem,
  type Fighter,
  fighterOf,
  isAttackProblem,
  isSpendProblem,
  isStoryteller,
  KINDS,
  netChanges,
  type RandomInt,
  type Resolution,
  type RollRecord,
  type RollSpend,
  type RollVisibility,
  resolveAttack,
  rollSpendChange,
  type Viewer,
} from '@loom/core'
import type { Db } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import {
  type HappeningAudience,
  type Happenings,
  rollHappeningAudience,
} from '../../happenings/happenings.ts'
import { retriedOnConflict } from '../../http/conflict-retry.ts'
import { forbidden, unprocessable } from '../../http/errors.ts'
import { kindLabel, owned } from '../../items/item-access.ts'
import type { ChangePublisher } from '../../live/changes.ts'
import { insertRoll } from '../../rolls/roll-log.ts'
import { combatChangeOf, publishApplied } from '../applied-changes.ts'
import {
  applyToCombat,
  type CombatEntry,
  changeJsonOf,
  fullCombatant,
  loadChronicleCombat,
} from '../chronicle-combat.ts'
import { combatantFinder, combatPatch } from '../combatant-in-chronicle.ts'
import { attackRolls } from './attack-log.ts'
import { insertResolution, type StoredResolution } from './combat-resolutions.ts'

export interface AttackDeps {
  readonly db: Db
  readonly changes: ChangePublisher
  readonly happenings: Happenings
  readonly random: RandomInt
}

/** A stored resolution as the API shows it. */
export function resolutionJson(resolution: StoredResolution): AttackResolutionJson {
  const { id, player_id, attacker, target, attack, hit, label, created_at } = resolution
  return { id, player_id, attacker, target, attack, hit, label, created_at }
}

/** The request's spend, with the Willpower point the attack roll takes when it asks for one. */
function spendOf(request: AttackRequest): RollSpend | null {
  if (!request.willpower) return request.spend
  const spend = request.spend ?? { motes: 0, pool: 'personal', mute: false, willpower: 0 }
  return { ...spend, willpower: spend.willpower + 1 }
}

/**
 * The fighter of a combatant, read whole in the transaction, and whether its stat block is
 * hidden from the chronicle's members (a hidden item, or a combat copy of one).
 */
async function fighterIn(trx: Db, entry: CombatEntry) {
  const { item, source } = await fullCombatant(trx, entry)
  if (entry.kind === 'combat_actor' && source === null) {
    throw unprocessable({
      base: [{ error: `combat actor ${entry.entity.id} copies a stat block that is gone` }],
    })
  }
  const hidden = entry.entity.hidden === true || source?.item.hidden === true
  return { fighter: fighterOf(entry.kind, item, source), hidden }
}

/**
 * The request sets something of the defender's: its Defence, a bonus or penalty to it, or that
 * it did not see the attack coming (Defence 0).
 */
function setsDefendersTerms(request: AttackRequest): boolean {
  return (
    request.defence !== 'best' ||
    request.parry_weapon_id !== null ||
    request.defence_bonus !== 0 ||
    request.unexpected
  )
}

/**
 * How a request is resolved from the two fighters: an attack (the default), or another action
 * between them that rolls the server's dice the same way (a grapple's, see grapple-routes.ts).
 * `kind` is what the history calls it; only attacks are told to the session log as attacks.
 */
export interface Resolver {
  readonly kind: StoredResolution['attack']
  readonly resolve: (
    attacker: Fighter,
    target: Fighter,
    random: RandomInt,
    hideTargetFigures: boolean,
  ) => Resolution | AttackProblem
}

function attackResolver(request: AttackRequest): Resolver {
  return {
    kind: request.attack,
    resolve: (attacker, target, random, hideTargetFigures) =>
      resolveAttack(attacker, target, request, random, { hideTargetFigures }),
  }
}

/**
 * The Defence is the defender's to choose and to modify: only whoever may edit the target
 * (its owner or the storyteller) may set it, else 403 and nothing is rolled.
 */
function requireDefendersSide(
  caller: Viewer,
  membership: ChronicleMembership,
  request: AttackRequest,
  target: CombatEntry,
): void {
  if (!setsDefendersTerms(request) || canEditItem(caller, owned(target.entity), membership)) return
  const name = `${kindLabel(KINDS[request.target.type])} ${request.target.id}`
  throw forbidden(`Only the owner of ${name} or the storyteller may set its Defence in an attack`)
}

/**
 * Who sees the attack's rolls: as asked, or by default everyone, or only the storyteller and
 * the attacker's player when either side is hidden. The target's owner always sees them (the
 * rolls name them), and a player may not hide an attack on someone else's combatant from the
 * storyteller: `private` is the storyteller's, or for an attack on one's own.
 */
function attackVisibility(
  caller: Viewer,
  membership: ChronicleMembership,
  request: AttackRequest,
  targetOwner: number,
  hidden: boolean,
): RollVisibility {
  const asked = request.visibility
  if (asked === 'private' && targetOwner !== caller.id && !isStoryteller(caller, membership)) {
    throw unprocessable({
      visibility: [
        {
          error:
            'an attack on a combatant you do not own is seen at least by its owner and the storyteller',
        },
      ],
    })
  }
  return asked ?? (hidden ? 'storyteller' : 'public')
}

/**
 * Who may know of the attack in the session log: everyone when its rolls are public and neither
 * side is hidden; otherwise the storyteller, whoever attacked and the owners of both sides, or
 * for a private attack (the storyteller's, or a player's on their own), its rolls' readers.
 * A player's private attack stays theirs: not told (null).
 */
function attackAudience(
  membership: ChronicleMembership,
  visibility: RollVisibility,
  hidden: boolean,
  callerId: number,
  owners: { readonly attacker: number; readonly target: number },
): HappeningAudience | null {
  if (visibility === 'public' && !hidden) return 'chronicle'
  const notSt = (ids: number[]) => [...new Set(ids)].filter((id) => id !== membership.st_id)
  if (visibility !== 'private') {
    return { storyteller_and: notSt([callerId, owners.attacker, owners.target]) }
  }
  return callerId === membership.st_id ? { storyteller_and: notSt([owners.target]) } : null
}

/**
 * Resolves one attack in one transaction, from the combatants as stored and the server's dice:
 * the changes through the chronicle's combat (with the attacker's spend), the rolls in the
 * roll log, and the resolution in the chronicle's history for the storyteller's undo. Then
 * publishes each changed combatant and each roll. The caller must see both combatants (404)
 * and may edit the attacker (its owner or the storyteller, else 403); a rule that forbids the
 * attack, or a spend the attacker cannot pay, is a 422. Nothing is written on a refusal.
 */
export async function takeAttack(
  deps: AttackDeps,
  caller: Viewer & { readonly display_name: string },
  membership: ChronicleMembership,
  request: AttackRequest,
  resolver: Resolver = attackResolver(request),
): Promise<AttackAnswer> {
  const spend = spendOf(request)
  return retriedOnConflict(async () => {
    const taken = await inTransaction(deps.db, async (trx) => {
      const combat = await loadChronicleCombat(trx, membership.id)
      const find = combatantFinder(combat, caller, membership)
      const attackerEntry = find(request.attacker)
      const targetEntry = find(request.target)
      if (!canEditItem(caller, owned(attackerEntry.entity), membership)) {
        const name = `${kindLabel(KINDS[request.attacker.type])} ${request.attacker.id}`
        throw forbidden(`Only the owner of ${name} or the storyteller may act with it in combat`)
      }
      requireDefendersSide(caller, membership, request, targetEntry)
      const hidden = attackerEntry.entity.hidden === true || targetEntry.entity.hidden === true
      const targetOwner = owned(targetEntry.entity).player_id
      const visibility = attackVisibility(caller, membership, request, targetOwner, hidden)
      const owners = { attacker: owned(attackerEntry.entity).player_id, target: targetOwner }
      const attacker = await fighterIn(trx, attackerEntry)
      const target = await fighterIn(trx, targetEntry)
      const done = resolver.resolve(attacker.fighter, target.fighter, deps.random, target.hidden)
      if (isAttackProblem(done)) {
        throw unprocessable({ [done.field]: [{ error: done.message }] })
      }
      const paid = spend === null ? null : rollSpendChange(attackerEntry.participant, spend)
      if (paid !== null && isSpendProblem(paid)) {
        throw unprocessable({ spend: [{ error: paid.problem.replace(/^roll\./, '') }] })
      }
      const planned: CombatChange[] = paid === null ? [] : [paid]
      const changes = netChanges([...planned, ...done.changes])
      const applied = await applyToCombat(trx, combat, changes, combatPatch)
      const targetPlayerId = targetOwner === caller.id ? null : targetOwner
      const place = { chronicleId: membership.id, callerId: caller.id, visibility, targetPlayerId }
      const rolls: RollRecord[] = []
      for (const roll of attackRolls(done, place, spend))
        rolls.push(await insertRoll(trx, roll, caller.display_name))
      const stored = await insertResolution(trx, {
        chronicle_id: membership.id,
        player_id: caller.id,
        attacker: request.attacker,
        target: request.target,
        attack: resolver.kind,
        hit: done.hit,
        label: done.label ?? done.rolls[0]?.label ?? '',
        visibility,
        target_player_id: targetPlayerId,
        changes: applied.map(combatChangeOf),
        roll_ids: rolls.map((roll) => roll.id),
      })
      const summary =
        resolver.kind === 'grapple'
          ? null
          : attackSummaryOf(
              attacker.fighter,
              target.fighter,
              { kind: resolver.kind, weapon_id: request.weapon_id },
              done,
            )
      const audience = attackAudience(membership, visibility, hidden, caller.id, owners)
      return { stored, rolls, applied, told: { summary, audience } }
    })
    publishApplied(deps.changes, taken.applied, taken.rolls)
    tellAttack(deps.happenings, membership, taken.told, taken.rolls)
    return {
      resolution: resolutionJson(taken.stored),
      rolls: taken.rolls,
      changes: taken.applied.map(changeJsonOf),
    }
  })
}

/** The attack, then each of its rolls, in the chronicle's happenings. */
function tellAttack(
  happenings: Happenings,
  membership: ChronicleMembership,
  told: { readonly summary: AttackSummary | null; readonly audience: HappeningAudience | null },
  rolls: readonly RollRecord[],
): void {
  const at = rolls[0]?.created_at ?? new Date().toISOString()
  const chronicle_id = membership.id
  if (told.audience !== null && told.summary !== null) {
    happenings.tell({
      chronicle_id,
      at,
      audience: told.audience,
      kind: 'attack_resolved',
      attack: told.summary,
    })
  }
  for (const roll of rolls) {
    const audience = rollHappeningAudience(roll, membership.st_id)
    if (audience !== null)
      happenings.tell({ chronicle_id, at: roll.created_at, audience, kind: 'roll', roll })
  }
}

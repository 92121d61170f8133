import {
  actedSchema,
  type ChronicleMembership,
  type CombatantRef,
  type CombatChange,
  type CombatResult,
  canEditChronicle,
  canEditItem,
  downtime,
  downtimeSchema,
  endCombat,
  endScene,
  initiativeSchema,
  joinBattle,
  joinBattleSchema,
  KINDS,
  leaveCombat,
  leaveCombatSchema,
  newRound,
  noFieldsSchema,
  recoverWillpower,
  recoverWillpowerSchema,
  respire,
  respireSchema,
  setActed,
  setInitiative,
  undoSchema,
  type Viewer,
  validationErrors,
} from '@loom/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { requirePlayer } from '../auth/current-player.ts'
import { visibleChronicle } from '../chronicles/chronicle-in-path.ts'
import { retriedOnConflict } from '../http/conflict-retry.ts'
import { forbidden, HttpError, unprocessable, validate } from '../http/errors.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { kindLabel, owned } from '../items/item-access.ts'
import { updated } from '../items/item-changes.ts'
import {
  type AppliedChange,
  ChangedSince,
  type ChronicleCombat,
  changeJsonOf,
  runCombatTransition,
} from './chronicle-combat.ts'
import { type CombatantFinder, combatantFinder, combatPatch } from './combatant-in-chronicle.ts'

type WithId = { Params: { id: string } }

const ONLY_THE_ST = 'Only the storyteller of this chronicle can do that'

/**
 * The chronicle's initiative tracker and the storyteller's controls: the moves that change
 * several combatants at once, or follow rules beyond a plain PATCH (crash, Initiative Break,
 * recovery). Each answers the changes it made, which POST …/combat/undo takes back.
 *
 * Who may: a move on one combatant (join battle, initiative, acted, leave combat), whoever
 * may edit every combatant it changes; a new round, ending combat and the storyteller's
 * controls, the storyteller alone.
 */
export async function combatRoutes(app: FastifyInstance, options: RouteOptions): Promise<void> {
  const { db, changes } = options
  const base = '/api/v1/chronicles/:id'

  /** Runs one kind of request: parse, find the chronicle, authorise, transition, publish. */
  function route<S extends z.ZodType>(
    path: string,
    schema: S,
    who: 'editors' | 'storyteller',
    transition: (
      combat: ChronicleCombat,
      body: z.output<S>,
      find: CombatantFinder,
    ) => CombatChange[],
  ) {
    app.post<WithId>(`${base}/${path}`, async (request) => {
      const { caller, membership } = await chronicleFor(request)
      const body = validate(schema, request.body ?? {}) as z.output<S>
      if (who === 'storyteller' && !canEditChronicle(caller, membership)) {
        throw forbidden(ONLY_THE_ST)
      }
      const applied = await retriedOnConflict(() =>
        runCombatTransition(
          db,
          membership.id,
          (combat) => {
            const planned = transition(combat, body, combatantFinder(combat, caller, membership))
            requireEditorOfAll(combat, planned, caller, membership)
            return planned
          },
          combatPatch,
        ),
      )
      return answer(applied)
    })
  }

  async function chronicleFor(request: FastifyRequest<WithId>) {
    const caller = await requirePlayer(request)
    const { membership } = await visibleChronicle(db, request.params.id, caller)
    return { caller, membership }
  }

  function answer(applied: readonly AppliedChange[]): CombatResult {
    for (const change of applied) {
      changes.publish(updated(KINDS[change.kind], change.after, change.changes, change.audience))
    }
    return { changes: applied.map(changeJsonOf) }
  }

  route('combat/join_battle', joinBattleSchema, 'editors', (_combat, body, find) =>
    joinBattle(find(body.combatant).participant, body.successes),
  )
  route('combat/initiative', initiativeSchema, 'editors', (_combat, body, find) => {
    const attacker = body.attacker ? find(body.attacker).participant : null
    return setInitiative(find(body.combatant).participant, body.initiative, attacker)
  })
  route('combat/acted', actedSchema, 'editors', (_combat, body, find) =>
    setActed(find(body.combatant).participant, body.acted),
  )
  route('combat/leave', leaveCombatSchema, 'editors', (_combat, body, find) =>
    leaveCombat(find(body.combatant).participant),
  )
  const everyone = (combat: ChronicleCombat) => combat.entries.map((entry) => entry.participant)
  route('combat/next_round', noFieldsSchema, 'storyteller', (combat) => newRound(everyone(combat)))
  route('combat/end_combat', noFieldsSchema, 'storyteller', (combat) => endCombat(everyone(combat)))
  route('st_actions/end_scene', noFieldsSchema, 'storyteller', (combat) =>
    endScene(everyone(combat)),
  )
  route('st_actions/respire', respireSchema, 'storyteller', (combat, body) =>
    respire(everyone(combat), body.motes, body.include_qcs),
  )
  route('st_actions/recover_willpower', recoverWillpowerSchema, 'storyteller', (combat, body) =>
    recoverWillpower(everyone(combat), body.willpower, {
      exceedPermanent: body.exceed_permanent,
      includeQcs: body.include_qcs,
    }),
  )
  route('st_actions/downtime', downtimeSchema, 'storyteller', (combat, body) =>
    downtime(everyone(combat), body.hours, { endScene: body.end_scene }),
  )

  app.post<WithId>(`${base}/combat/undo`, async (request) => {
    const { caller, membership } = await chronicleFor(request)
    const body = validate(undoSchema, request.body ?? {})
    const reversed: CombatChange[] = body.changes.toReversed().map((change) => ({
      kind: change.type,
      id: change.id,
      before: change.after,
      after: restorable(change.type, change.before),
    }))
    const undo = (combat: ChronicleCombat) => {
      const find = combatantFinder(combat, caller, membership)
      for (const change of reversed) find({ type: change.kind, id: change.id })
      requireEditorOfAll(combat, reversed, caller, membership)
      return reversed
    }
    try {
      const applied = await retriedOnConflict(() =>
        runCombatTransition(db, membership.id, undo, combatPatch, { checkUnchanged: true }),
      )
      return answer(applied)
    } catch (error) {
      if (!(error instanceof ChangedSince)) throw error
      const since = `${kindLabel(KINDS[error.kind])} ${error.id} has changed its ${error.field} since`
      throw new HttpError(409, { error: `${since}, so this can no longer be undone` })
    }
  })
}

function requireEditorOfAll(
  combat: ChronicleCombat,
  planned: readonly CombatChange[],
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

/**
 * The values an undo writes back, parsed like a PATCH of that kind: checked, and cleaned as a
 * PATCH stores them (names trimmed, tag lists without repeats).
 */
function restorable(type: CombatantRef['type'], fields: Record<string, unknown>) {
  const result = KINDS[type].schemas.patch.safeParse(fields)
  if (!result.success) throw unprocessable(validationErrors(result.error))
  return result.data as Record<string, unknown>
}

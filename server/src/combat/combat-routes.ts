import {
  actedSchema,
  type CombatantRef,
  type CombatChange,
  canEditChronicle,
  downtime,
  downtimeSchema,
  endCombat,
  endScene,
  initiativeSchema,
  joinBattle,
  joinBattleSchema,
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
} from '@loom/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { requirePlayer } from '../auth/current-player.ts'
import { visibleChronicle } from '../chronicles/chronicle-in-path.ts'
import { forbidden, validate } from '../http/errors.ts'
import type { RouteOptions } from '../http/route-options.ts'
import type { ChronicleCombat } from './chronicle-combat.ts'
import { makeMove, undoMove } from './combat-moves.ts'
import { type CombatantFinder, combatantFinder } from './combatant-in-chronicle.ts'

type WithId = { Params: { id: string } }

const ONLY_THE_ST = 'Only the storyteller of this chronicle can do that'

/**
 * The chronicle's initiative tracker and the storyteller's controls: the moves that change
 * several combatants at once, or follow rules beyond a plain PATCH (crash, Initiative Break,
 * recovery). Each answers the changes it made and the id of its record, which
 * POST …/combat/undo names to take the move back (combat-moves.ts).
 *
 * Who may: a move on one combatant (join battle, initiative, acted), whoever may edit every
 * combatant it changes; leaving combat, whoever may edit the combatant that leaves (the other
 * side of its grapple is let go as a consequence, as an attack changes its target); a new round,
 * ending combat and the storyteller's controls, the storyteller alone.
 */
export async function combatRoutes(app: FastifyInstance, options: RouteOptions): Promise<void> {
  const { db, changes } = options
  const moveDeps = { db, changes, happenings: app.happenings }
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
    options: {
      readonly newRound?: boolean
      /** The combatant the move is made for, alone checked (MoveOptions' `actor`). */
      readonly actor?: (body: z.output<S>) => CombatantRef
    } = {},
  ) {
    app.post<WithId>(`${base}/${path}`, async (request) => {
      const { caller, membership } = await chronicleFor(request)
      const body = validate(schema, request.body ?? {}) as z.output<S>
      if (who === 'storyteller' && !canEditChronicle(caller, membership)) {
        throw forbidden(ONLY_THE_ST)
      }
      return makeMove(
        moveDeps,
        caller,
        membership,
        (combat) => transition(combat, body, combatantFinder(combat, caller, membership)),
        { newRound: options.newRound, actor: options.actor?.(body) },
      )
    })
  }

  async function chronicleFor(request: FastifyRequest<WithId>) {
    const caller = await requirePlayer(request)
    const { membership } = await visibleChronicle(db, request.params.id, caller)
    return { caller, membership }
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
  const everyone = (combat: ChronicleCombat) => combat.entries.map((entry) => entry.participant)
  // Leaving lets go of a grapple: its other side is freed too, whoever it belongs to.
  route(
    'combat/leave',
    leaveCombatSchema,
    'editors',
    (combat, body, find) => leaveCombat(find(body.combatant).participant, everyone(combat)),
    { actor: (body) => body.combatant },
  )
  route(
    'combat/next_round',
    noFieldsSchema,
    'storyteller',
    (combat) => newRound(everyone(combat)),
    {
      newRound: true,
    },
  )
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
    return undoMove(moveDeps, caller, membership, body.move_id)
  })
}

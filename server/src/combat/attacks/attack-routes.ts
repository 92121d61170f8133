import {
  type AttackResolutionJson,
  attackRequestSchema,
  canEditChronicle,
  grappleRequestSchema,
  type RandomInt,
} from '@loom/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requirePlayer } from '../../auth/current-player.ts'
import { visibleChronicle } from '../../chronicles/chronicle-in-path.ts'
import { forbidden, validate } from '../../http/errors.ts'
import type { RouteOptions } from '../../http/route-options.ts'
import type { RollLimitHook } from '../../rolls/roll-limit.ts'
import { chronicleResolutions } from './combat-resolutions.ts'
import { resolutionJson, takeAttack } from './take-attack.ts'
import { takeGrapple } from './take-grapple.ts'
import { undoLatestAttack } from './undo-attack.ts'

type WithId = { Params: { id: string } }

const ONLY_THE_ST = 'Only the storyteller of this chronicle can do that'

const undoSchema = z.strictObject(
  { forget: z.boolean({ error: 'forget must be true or false' }).default(false) },
  { error: 'the body must be an object' },
)

/**
 * Attacks resolved by the server (see attacks/): whoever may edit the attacker resolves its
 * attack, and whoever may edit the one acting in a grapple its grapple action; the storyteller lists the chronicle's resolved attacks and undoes them, newest first.
 */
export async function combatAttackRoutes(
  app: FastifyInstance,
  options: RouteOptions & { random: RandomInt; rollLimit: RollLimitHook },
): Promise<void> {
  const { db, changes, random, rollLimit } = options
  const base = '/api/v1/chronicles/:id/combat'

  async function chronicleFor(request: FastifyRequest<WithId>) {
    const caller = await requirePlayer(request)
    const { membership } = await visibleChronicle(db, request.params.id, caller)
    return { caller, membership }
  }

  // An attack's rolls land in the log like any roll's, so it spends one of the allowance.
  app.post<WithId>(`${base}/attack`, { onRequest: rollLimit }, async (request, reply) => {
    const { caller, membership } = await chronicleFor(request)
    const body = validate(attackRequestSchema, request.body ?? {})
    return reply
      .code(201)
      .send(
        await takeAttack(
          { db, changes, happenings: app.happenings, random },
          caller,
          membership,
          body,
        ),
      )
  })

  // A grapple's action (take-grapple.ts): rolled and undone as an attack is.
  app.post<WithId>(`${base}/grapple`, { onRequest: rollLimit }, async (request, reply) => {
    const { caller, membership } = await chronicleFor(request)
    const body = validate(grappleRequestSchema, request.body ?? {})
    const deps = { db, changes, happenings: app.happenings, random }
    return reply.code(201).send(await takeGrapple(deps, caller, membership, body))
  })

  app.post<WithId>(`${base}/attack/undo`, async (request) => {
    const { caller, membership } = await chronicleFor(request)
    const body = validate(undoSchema, request.body ?? {})
    if (!canEditChronicle(caller, membership)) throw forbidden(ONLY_THE_ST)
    return undoLatestAttack({ db, changes }, caller, membership, body)
  })

  app.get<WithId>(`${base}/attacks`, async (request): Promise<AttackResolutionJson[]> => {
    const { caller, membership } = await chronicleFor(request)
    if (!canEditChronicle(caller, membership)) throw forbidden(ONLY_THE_ST)
    return (await chronicleResolutions(db, membership.id)).map(resolutionJson)
  })
}

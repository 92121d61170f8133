import { canEditChronicle, experienceAwardSchema } from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { visibleChronicle } from '../chronicles/chronicle-in-path.ts'
import { forbidden, validate } from '../http/errors.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { giveExperienceAward } from './experience-awards.ts'

/**
 * The storyteller awards experience to several characters of the chronicle at once, with a
 * reason: each gets a line in its experience log, open sheets follow through the characters'
 * ordinary live changes, and each award is told as a happening (the session log).
 */
export async function experienceAwardRoutes(
  app: FastifyInstance,
  options: RouteOptions,
): Promise<void> {
  const { db, changes } = options

  app.post<{ Params: { id: string } }>(
    '/api/v1/chronicles/:id/experience_awards',
    async (request, reply) => {
      const caller = await requirePlayer(request)
      const { membership } = await visibleChronicle(db, request.params.id, caller)
      if (!canEditChronicle(caller, membership)) {
        throw forbidden('Only the storyteller of this chronicle can award experience')
      }
      const award = validate(experienceAwardSchema, request.body ?? {})
      const given = await giveExperienceAward(db, membership, award)
      for (const change of given.changes) changes.publish(change)
      for (const happening of given.happenings) app.happenings.tell(happening)
      return reply.code(201).send({ awards: given.summaries })
    },
  )
}

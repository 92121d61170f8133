import { canEditChronicle, chronicleSchemas, KINDS } from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { answeredNotModified, etagOf } from '../http/conditional-get.ts'
import { forbidden, notFound } from '../http/errors.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { parseItemBody } from '../items/item-body.ts'
import { created } from '../items/item-changes.ts'
import { visibleChronicle } from './chronicle-in-path.ts'
import { chronicleFields, chronicleJson } from './chronicle-json.ts'
import {
  createChronicle,
  deleteChronicle,
  freshInviteCode,
  membershipOf,
  setInviteCode,
  updateChronicle,
} from './chronicle-records.ts'
import { placementChange } from './placement-change.ts'

type WithId = { Params: { id: string } }

const ONLY_THE_ST = 'Only the storyteller of this chronicle can do that'

/**
 * A chronicle itself: create (the caller becomes its storyteller), show (ST and members),
 * rename or edit notes, delete, and its invite code (regenerate or disable), all ST-only.
 */
export async function chronicleRoutes(app: FastifyInstance, options: RouteOptions): Promise<void> {
  const { db, changes } = options

  app.post('/api/v1/chronicles', async (request) => {
    const caller = await requirePlayer(request)
    const sent = parseItemBody(KINDS.chronicle, chronicleSchemas.create, request.body)
    const fields = chronicleSchemas.fields.parse(sent)
    const chronicle = await createChronicle(db, caller.id, fields)
    changes.publish(created(KINDS.chronicle, chronicleFields(chronicle, null), null))
    const membership = await membershipOf(db, chronicle)
    return chronicleJson(db, chronicle, membership, caller)
  })

  app.get<WithId>('/api/v1/chronicles/:id', async (request, reply) => {
    const caller = await requirePlayer(request)
    const { chronicle, membership } = await visibleChronicle(db, request.params.id, caller)
    const json = await chronicleJson(db, chronicle, membership, caller)
    // The body is small and built from several tables (people, contents): tag the body itself.
    if (answeredNotModified(request, reply, etagOf(['chronicle', JSON.stringify(json)]))) {
      return reply
    }
    return json
  })

  app.patch<WithId>('/api/v1/chronicles/:id', async (request) => {
    const caller = await requirePlayer(request)
    const { chronicle, membership } = await visibleChronicle(db, request.params.id, caller)
    if (!canEditChronicle(caller, membership)) throw forbidden(ONLY_THE_ST)
    const patch = parseItemBody(KINDS.chronicle, chronicleSchemas.patch, request.body)
    const changed = Object.fromEntries(
      Object.entries(patch).filter(
        ([field, value]) => chronicle[field as keyof typeof patch] !== value,
      ),
    )
    // Like items: a PATCH that changes nothing writes nothing and publishes nothing.
    if (Object.keys(changed).length === 0) return chronicleJson(db, chronicle, membership, caller)
    const updated = await updateChronicle(db, chronicle.id, changed)
    if (!updated) throw notFound(`There is no chronicle ${request.params.id} that you can see`)
    changes.publish({
      kind: 'chronicle_updated',
      chronicle: chronicleFields(updated, null),
      changes: changed,
    })
    return chronicleJson(db, updated, membership, caller)
  })

  app.delete<WithId>('/api/v1/chronicles/:id', async (request, reply) => {
    const caller = await requirePlayer(request)
    const { chronicle, membership } = await visibleChronicle(db, request.params.id, caller)
    if (!canEditChronicle(caller, membership)) throw forbidden(ONLY_THE_ST)
    const deleted = await deleteChronicle(db, chronicle.id)
    if (!deleted) throw notFound(`Chronicle ${request.params.id} does not exist`)
    changes.publish({
      kind: 'chronicle_deleted',
      chronicle: chronicleFields(deleted.chronicle, null),
      member_ids: deleted.member_ids,
    })
    for (const item of deleted.detached) changes.publish(placementChange(item))
    for (const offer of deleted.cancelledOffers) changes.publish(offer)
    return reply.code(204).send()
  })

  for (const [action, nextCode] of [
    ['regen_invite_code', freshInviteCode],
    ['disable_invite_code', () => null],
  ] as const) {
    app.post<WithId>(`/api/v1/chronicles/:id/${action}`, async (request) => {
      const caller = await requirePlayer(request)
      const { chronicle, membership } = await visibleChronicle(db, request.params.id, caller)
      if (!canEditChronicle(caller, membership)) throw forbidden(ONLY_THE_ST)
      const updated = await setInviteCode(db, chronicle.id, nextCode())
      if (!updated) throw notFound(`Chronicle ${request.params.id} does not exist`)
      changes.publish({
        kind: 'chronicle_invite_code',
        chronicle_id: updated.id,
        st_id: updated.st_id,
        invite_code: updated.invite_code,
        version: updated.version,
      })
      return chronicleJson(db, updated, membership, caller)
    })
  }
}

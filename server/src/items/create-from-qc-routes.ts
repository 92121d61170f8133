import { BATTLEGROUP_FROM_QC_CHILDREN, battlegroupFromQc, KINDS, type QcFields } from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { visibleItem } from './item-access.ts'
import { insertItemWithCopies } from './item-writes.ts'
import { answerNew } from './new-item-answer.ts'

/**
 * POST /battlegroups/create_from_qc/{qcId}: a battlegroup of soldiers like a qc the caller may
 * view, named after it, with copies of its attacks (data-model §6.5), owned by the caller.
 */
export async function createFromQcRoutes(
  app: FastifyInstance,
  { db, changes }: RouteOptions,
): Promise<void> {
  app.post<{ Params: { qcId: string } }>(
    '/api/v1/battlegroups/create_from_qc/:qcId',
    async (request) => {
      const caller = await requirePlayer(request)
      const qc = await visibleItem(db, KINDS.qc, request.params.qcId, caller)
      const fields = battlegroupFromQc(qc.item.entity as QcFields)
      const entity = await insertItemWithCopies(
        db,
        KINDS.battlegroup,
        { ...fields, player_id: caller.id, chronicle_id: null },
        { kind: 'qc', id: qc.item.entity.id as number, kinds: BATTLEGROUP_FROM_QC_CHILDREN },
      )
      return answerNew(db, KINDS.battlegroup, changes, entity)
    },
  )
}

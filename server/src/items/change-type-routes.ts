import { canChangeType, changeTypeSchema, KINDS } from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { changeType } from './change-type.ts'
import { fullItems } from './full-items.ts'
import { owned, ownerOutsideChronicleOnly, visibleItem } from './item-access.ts'
import { parseItemBody } from './item-body.ts'
import { destroyed, updated } from './item-changes.ts'
import { changedFields } from './item-document.ts'

const character = KINDS.character
const charm = KINDS.charm

/**
 * POST /characters/{id}/change_type, body {"type": "LunarCharacter"}: the character takes the
 * new type's fields (data-model §3.6) and its native charms become the new native kind (and
 * join an Alchemical's loadout); a character becoming a Mortal loses every charm. All in one
 * transaction, only by the owner, and only outside a chronicle.
 */
export async function changeTypeRoutes(
  app: FastifyInstance,
  { db, changes }: RouteOptions,
): Promise<void> {
  app.post<{ Params: { id: string } }>('/api/v1/characters/:id/change_type', async (request) => {
    const caller = await requirePlayer(request)
    const { type } = parseItemBody(character, changeTypeSchema, request.body)
    const context = await visibleItem(db, character, request.params.id, caller)
    const before = context.item.entity
    if (!canChangeType(caller, owned(before))) {
      throw ownerOutsideChronicleOnly(character, before, caller, [
        'change its type',
        'changing its type',
      ])
    }
    const saved = await changeType(db, before, type)
    const fields = [...character.columns, ...character.documentFields]
    const characterChanges = changedFields(fields, before, saved.entity)
    const { audience } = saved
    const root = { kind: character, id: saved.entity.id as number }
    changes.publish(updated(character, saved.entity, characterChanges, audience))
    for (const entity of saved.deleted) changes.publish(destroyed(charm, entity, audience, root))
    const charmFields = [...charm.columns, ...charm.documentFields]
    for (const { before: previous, after } of saved.rewritten) {
      const charmChanges = changedFields(charmFields, previous, after)
      changes.publish(updated(charm, after, charmChanges, audience, root))
    }
    const [full] = await fullItems(db, character, [
      { item: { entity: saved.entity, revision: 0 }, editor: true },
    ])
    return full
  })
}

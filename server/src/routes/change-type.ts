import {
  type CharacterDraft,
  type CharmFields,
  type CharmType,
  canChangeType,
  changeCharacterType,
  changeTypeSchema,
  convertedCharm,
  KINDS,
} from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { unprocessable } from '../http/errors.ts'
import { fullItems } from '../items/full-items.ts'
import { owned, ownerOutsideChronicleOnly, visibleItem } from '../items/item-access.ts'
import { parseItemBody } from '../items/item-body.ts'
import { destroyed, updated } from '../items/item-changes.ts'
import { changedFields, type Entity } from '../store/item-document.ts'
import { rewriteItem } from '../store/items.ts'
import type { ItemRouteOptions } from './items.ts'

const character = KINDS.character
const charm = KINDS.charm

/**
 * POST /characters/{id}/change_type, body {"type": "LunarCharacter"}: the character takes the
 * new type's fields (data-model §3.6) and its native charms become the new native kind; a
 * character becoming a Mortal loses every charm. All in one transaction, only by the owner,
 * and only outside a chronicle.
 */
export async function changeTypeRoutes(
  app: FastifyInstance,
  { db, changes }: ItemRouteOptions,
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
    const change = changeCharacterType(before as CharacterDraft, type)
    if (!change.ok) throw unprocessable(change.errors)
    const ofTypes = (charms: readonly Entity[], types: readonly CharmType[]) =>
      charms.filter((entity) => types.includes(entity.charm_type as CharmType))
    const saved = await rewriteItem(db, character, before, change.character, {
      kind: charm,
      plan: (charms) => ({
        deleted: ofTypes(charms, change.deletedCharmTypes),
        rewritten: ofTypes(charms, change.convertedCharmTypes).map((entity) => ({
          before: entity,
          after: {
            ...entity,
            ...convertedCharm(entity as CharmFields, change.nativeCharmType!),
          } as Entity,
        })),
      }),
    })
    const fields = [...character.columns, ...character.documentFields]
    const characterChanges = changedFields(fields, before, saved.entity)
    const { audience } = saved
    changes.publish(updated(character, saved.entity, characterChanges, audience))
    for (const entity of saved.deleted) changes.publish(destroyed(charm, entity, audience))
    const charmFields = [...charm.columns, ...charm.documentFields]
    for (const { before: previous, after } of saved.rewritten) {
      changes.publish(updated(charm, after, changedFields(charmFields, previous, after), audience))
    }
    const [full] = await fullItems(db, character, [
      { item: { entity: saved.entity, revision: 0 }, editor: true },
    ])
    return full
  })
}

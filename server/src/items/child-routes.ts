import { KINDS, type KindDefinition, type ParentLink } from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { baseVersionOf } from '../http/base-version.ts'
import { answeredNotModified, etagOf } from '../http/conditional-get.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { withCharmTypeAlias } from './charm-type-alias.ts'
import { type ItemContext, requireEditor, visibleChild, visibleItem } from './item-access.ts'
import { parseItemBody } from './item-body.ts'
import { created, destroyed } from './item-changes.ts'
import type { Entity } from './item-document.ts'
import { newItemFields } from './item-drafts.ts'
import { patchItem } from './item-patch.ts'
import { parentColumns, type Root, withChildren } from './item-tree.ts'
import { deleteItem, insertItem } from './item-writes.ts'

/**
 * Children under their parent's path, `/api/v1/{parents}/{parentId}/{children}[/{id}]`, for
 * every parent the registry allows (weapon poisons under `/weapons/{id}/poisons`, qc attacks
 * under qcs and battlegroups, …): create, show, PATCH and DELETE. A child is found only under
 * its own parent, and every decision is made on the top-level item it belongs to.
 * Combat actors' poisons are served with the combat actor routes.
 */
export async function childRoutes(app: FastifyInstance, options: RouteOptions): Promise<void> {
  for (const child of Object.values(KINDS)) {
    for (const link of child.parents) {
      if (link.kind !== 'combat_actor') registerChild(app, child, link, options)
    }
  }
}

function rootOf(context: ItemContext): Root {
  return { kind: context.root.kind, id: context.root.item.entity.id as number }
}

function registerChild(
  app: FastifyInstance,
  kind: KindDefinition,
  link: ParentLink,
  { db, changes }: RouteOptions,
) {
  const parentKind = KINDS[link.kind]
  const base = `/api/v1/${parentKind.plural}/:parentId/${kind.plural}`
  type Params = { parentId: string; id: string }

  app.post<{ Params: Params }>(base, async (request) => {
    const caller = await requirePlayer(request)
    const body = kind.name === 'charm' ? withCharmTypeAlias(request.body) : request.body
    const input = parseItemBody(kind, kind.schemas.create, body) as Entity
    const parent = await visibleItem(db, parentKind, request.params.parentId, caller)
    requireEditor(parent, caller)
    const fields = newItemFields(kind, input, parent.item.entity)
    const placement = parentColumns(kind, { kind: link.kind, id: parent.item.entity.id as number })
    const { entity, audience } = await insertItem(
      db,
      kind,
      { ...fields, ...placement },
      rootOf(parent),
    )
    const [full] = await withChildren(db, kind, [entity])
    changes.publish(created(kind, full!, audience, rootOf(parent)))
    return full
  })

  app.get<{ Params: Params }>(`${base}/:id`, async (request, reply) => {
    const viewer = (await request.currentPlayer()) ?? null
    const parent = await visibleItem(db, parentKind, request.params.parentId, viewer)
    const child = await visibleChild(parent, kind, request.params.id, db)
    const entity = child.item.entity
    // The root's revision also moves when something under this child changes.
    const etag = etagOf([
      kind.name,
      entity.id as number,
      entity.version as number,
      child.root.item.revision,
    ])
    if (answeredNotModified(request, reply, etag)) return reply
    const [full] = await withChildren(db, kind, [entity])
    return full
  })

  app.patch<{ Params: Params }>(`${base}/:id`, async (request) => {
    const caller = await requirePlayer(request)
    return patchItem(
      { db, changes },
      caller,
      kind,
      request.body,
      baseVersionOf(request),
      async () => {
        const parent = await visibleItem(db, parentKind, request.params.parentId, caller)
        return visibleChild(parent, kind, request.params.id, db)
      },
    )
  })

  app.delete<{ Params: Params }>(`${base}/:id`, async (request, reply) => {
    const caller = await requirePlayer(request)
    const parent = await visibleItem(db, parentKind, request.params.parentId, caller)
    const child = await visibleChild(parent, kind, request.params.id, db)
    requireEditor(child, caller)
    const { audience } = await deleteItem(db, kind, child.item.entity, rootOf(child))
    changes.publish(destroyed(kind, child.item.entity, audience, rootOf(child)))
    return reply.code(204).send()
  })
}

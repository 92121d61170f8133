import { createHash } from 'node:crypto'
import {
  CHRONICLE_ITEM_KINDS,
  type ChronicleItemKind,
  KINDS,
  MAX_PORTRAIT_BYTES,
  PORTRAIT_TYPE_MESSAGE,
  portraitTypeOf,
} from '@loom/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { answeredNotModified } from '../http/conditional-get.ts'
import { notFound, unprocessable } from '../http/errors.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { kindLabel, requireEditor, visibleItem } from '../items/item-access.ts'
import { updated } from '../items/item-changes.ts'
import { findPortrait, type PortraitImage, replacePortrait } from './portrait-images.ts'

/**
 * An uploaded portrait of a character, qc or battlegroup, served from this origin:
 * - GET answers the image to whoever may view the item (a hidden or private item's portrait
 *   answers 404 or 401 like the item), revalidated on every use (ETag, `private, no-cache`) so
 *   that losing sight of the item stops its portrait too;
 * - PUT (the raw image as the body, at most MAX_PORTRAIT_BYTES) and DELETE are for whoever may
 *   change the item, and answer the item; the type comes from the bytes, never from the
 *   client's Content-Type, so no script or SVG is ever served as a portrait.
 */
export async function portraitRoutes(app: FastifyInstance, options: RouteOptions) {
  // Any body is read as bytes here, and only here (this plugin's routes).
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_PORTRAIT_BYTES },
    (_request, body, done) => done(null, body),
  )
  for (const name of CHRONICLE_ITEM_KINDS) registerKind(app, name, options)
}

function registerKind(app: FastifyInstance, name: ChronicleItemKind, options: RouteOptions) {
  const { db, changes } = options
  const kind = KINDS[name]
  const path = `/api/v1/${kind.plural}/:id/portrait`

  app.get<{ Params: { id: string } }>(path, async (request, reply) => {
    const viewer = (await request.currentPlayer()) ?? null
    const context = await visibleItem(db, kind, request.params.id, viewer, { head: true })
    const id = context.item.entity.id as number
    const portrait = await findPortrait(db, kind, id)
    if (portrait === undefined) throw notFound(`${kindLabel(kind)} ${id} has no portrait`)
    reply.header('vary', 'authorization')
    if (answeredNotModified(request, reply, `"${portrait.digest}"`)) return reply
    return reply.type(portrait.contentType).send(portrait.bytes)
  })

  /** Puts the body's image (or none) in place, once the caller is known to be an editor. */
  const replace = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    imageOf: ((body: unknown) => PortraitImage) | null,
  ) => {
    const caller = await requirePlayer(request)
    const context = await visibleItem(db, kind, request.params.id, caller)
    requireEditor(context, caller)
    const id = context.item.entity.id as number
    const image = imageOf === null ? null : imageOf(request.body)
    const result = await replacePortrait(db, kind, id, image)
    if (result === undefined) throw notFound(`There is no ${kindLabel(kind)} ${id} any more`)
    if (result === 'unchanged') return context.item.entity
    changes.publish(updated(kind, result.entity, result.changes, result.audience))
    return result.entity
  }

  app.put<{ Params: { id: string } }>(path, { bodyLimit: MAX_PORTRAIT_BYTES }, async (request) =>
    replace(request, portraitImageOf),
  )
  app.delete<{ Params: { id: string } }>(path, async (request) => replace(request, null))
}

/** The body as a portrait, or the 422 saying what a portrait must be. */
function portraitImageOf(body: unknown): PortraitImage {
  const bytes = Buffer.isBuffer(body) ? body : null
  const contentType = bytes && portraitTypeOf(bytes)
  if (!bytes || !contentType) throw unprocessable({ portrait: [{ error: PORTRAIT_TYPE_MESSAGE }] })
  return { contentType, bytes, digest: createHash('sha256').update(bytes).digest('hex') }
}

import {
  defaultEntryName,
  KINDS,
  type LibraryEntryCreate,
  libraryCopySchema,
  libraryEntryCreateSchema,
  libraryEntryPatchSchema,
  libraryListQuerySchema,
  type Viewer,
} from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { requirePlayer } from '../auth/current-player.ts'
import { visibleChronicle } from '../chronicles/chronicle-in-path.ts'
import { notFound, unprocessable, validate } from '../http/errors.ts'
import { pageRequestOf, sendPageHeaders } from '../http/paging.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { visibleItem } from '../items/item-access.ts'
import { requireEntryEditor, visibleEntry } from './entry-access.ts'
import { copyEntry, copyUnder } from './library-copy.ts'
import {
  deleteLibraryEntry,
  insertLibraryEntry,
  LibraryFull,
  listLibraryEntries,
  type NewLibraryEntry,
  updateLibraryEntry,
} from './library-entries.ts'
import { checkedDocument, documentOfItem } from './saved-document.ts'

/**
 * The library: entries a player saves for themself or for a chronicle they are in (see
 * core's library-permissions.ts), listed with filters, changed and deleted; a copy of an
 * entry added to a character, a qc or the caller's own list; and a charm copied straight from
 * any sheet the caller may see to one they may edit.
 */
export async function libraryRoutes(app: FastifyInstance, options: RouteOptions): Promise<void> {
  const { db } = options
  const base = '/api/v1/library_entries'
  type Params = { id: string }

  app.get(base, async (request, reply) => {
    const caller = await requirePlayer(request)
    const query = validate(libraryListQuerySchema, request.query ?? {})
    const page = pageRequestOf(request)
    const filter = {
      viewer: caller.id,
      kind: query.kind,
      scope: query.scope,
      chronicleId: query.chronicle_id,
      q: query.q,
      tag: query.tag,
    }
    const { entries, total } = await listLibraryEntries(db, filter, page)
    sendPageHeaders(request, reply, page, total)
    return entries
  })

  app.post(base, async (request) => {
    const caller = await requirePlayer(request)
    const body = validate(libraryEntryCreateSchema, request.body ?? {})
    const chronicleId = await libraryChronicle(db, body, caller)
    const document =
      body.source === undefined
        ? checkedDocument(body.kind, body.document)
        : await documentOfItem(db, body.source.kind, body.source.id, caller)
    return saveEntry(db, {
      kind: body.kind,
      name: body.name ?? defaultEntryName(body.kind, document),
      player_id: caller.id,
      chronicle_id: chronicleId,
      tags: body.tags ?? [],
      document,
    })
  })

  app.get<{ Params: Params }>(`${base}/:id`, async (request) => {
    const caller = await requirePlayer(request)
    return (await visibleEntry(db, request.params.id, caller)).entry
  })

  app.patch<{ Params: Params }>(`${base}/:id`, async (request) => {
    const caller = await requirePlayer(request)
    const context = await visibleEntry(db, request.params.id, caller)
    requireEntryEditor(context, caller)
    const body = validate(libraryEntryPatchSchema, request.body ?? {})
    // Nothing sent, nothing changed: the same version, as item PATCHes answer.
    if (Object.keys(body).length === 0) return context.entry
    const document =
      body.document === undefined ? undefined : checkedDocument(context.entry.kind, body.document)
    const entry = await updateLibraryEntry(db, context.entry.id, { ...body, document })
    if (entry === undefined) throw notFound(`There is no library entry ${request.params.id}`)
    return entry
  })

  app.delete<{ Params: Params }>(`${base}/:id`, async (request, reply) => {
    const caller = await requirePlayer(request)
    const context = await visibleEntry(db, request.params.id, caller)
    requireEntryEditor(context, caller)
    await deleteLibraryEntry(db, context.entry.id)
    return reply.code(204).send()
  })

  app.post<{ Params: Params }>(`${base}/:id/copy`, app.heavyWork, async (request) => {
    const caller = await requirePlayer(request)
    const { entry } = await visibleEntry(db, request.params.id, caller)
    const body = validate(libraryCopySchema, request.body ?? {})
    return copyEntry(options, entry.kind, entry.document, body, caller)
  })

  app.post<{ Params: Params }>('/api/v1/characters/:id/copy_charm', async (request) => {
    const caller = await requirePlayer(request)
    const { charm_id } = validate(copyCharmSchema, request.body ?? {})
    const target = await visibleItem(db, KINDS.character, request.params.id, caller)
    const document = await documentOfItem(db, 'charm', charm_id, caller)
    return copyUnder(options, 'charm', document, target, caller)
  })
}

const copyCharmSchema = z.strictObject({
  charm_id: z.int({ error: () => 'charm_id must be an id' }).min(1, {
    error: () => 'charm_id must be an id',
  }),
})

/** The chronicle whose library a save goes to (null: the caller's own), if they are in it. */
async function libraryChronicle(
  db: RouteOptions['db'],
  body: LibraryEntryCreate,
  caller: Viewer,
): Promise<number | null> {
  if (body.chronicle_id === undefined || body.chronicle_id === null) return null
  // Its storyteller and members may; anyone else gets the 404 of a chronicle they cannot see.
  const { chronicle } = await visibleChronicle(db, String(body.chronicle_id), caller)
  return chronicle.id
}

/** Saves the entry, or the 422 of a full library (on `chronicle_id` for a chronicle's). */
async function saveEntry(db: RouteOptions['db'], entry: NewLibraryEntry) {
  try {
    return await insertLibraryEntry(db, entry)
  } catch (error) {
    if (!(error instanceof LibraryFull)) throw error
    const field = entry.chronicle_id === null ? 'base' : 'chronicle_id'
    throw unprocessable({ [field]: [{ error: error.message }] })
  }
}

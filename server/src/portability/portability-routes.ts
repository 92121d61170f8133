import {
  CHRONICLE_ITEM_KINDS,
  type ChronicleExport,
  type ChronicleItemKind,
  canEditChronicle,
  canEditItem,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  itemExport,
  KINDS,
  MAX_IMPORT_BYTES,
} from '@loom/core'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { visibleChronicle } from '../chronicles/chronicle-in-path.ts'
import { chronicleJson } from '../chronicles/chronicle-json.ts'
import { forbidden } from '../http/errors.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { fullItems } from '../items/full-items.ts'
import { mayEdit, owned, visibleItem } from '../items/item-access.ts'
import { listItems } from '../items/item-reads.ts'
import { insertItemTree } from '../items/item-writes.ts'
import { answerNew } from '../items/new-item-answer.ts'
import { everyJournalEntry } from '../journal/journal-entries.ts'
import { importedTree } from './item-import.ts'

/**
 * Taking items elsewhere and bringing them back: export an item (what the caller may see of
 * it) or a chronicle (its storyteller only) as one self-describing document, and import an
 * item from such a document or from the reference app's full-item JSON (item-import.ts).
 */
export async function portabilityRoutes(
  app: FastifyInstance,
  options: RouteOptions,
): Promise<void> {
  for (const name of CHRONICLE_ITEM_KINDS) registerKind(app, name, options)
  const { db } = options

  app.get<{ Params: { id: string } }>('/api/v1/chronicles/:id/export', async (request, reply) => {
    const caller = await requirePlayer(request)
    const { chronicle, membership } = await visibleChronicle(db, request.params.id, caller)
    if (!canEditChronicle(caller, membership)) {
      throw forbidden('Only the storyteller can export the chronicle')
    }
    const items = async (kind: ChronicleItemKind) => {
      const scope = { chronicle: chronicle.id, viewer: caller.id, storyteller: true }
      const { items: stored } = await listItems(db, KINDS[kind], scope, EVERYTHING)
      const viewed = stored.map((item) => ({
        item,
        editor: canEditItem(caller, owned(item.entity), membership),
      }))
      return fullItems(db, KINDS[kind], viewed)
    }
    const document: ChronicleExport = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      kind: 'chronicle',
      exported_at: new Date().toISOString(),
      chronicle: await chronicleJson(db, chronicle, membership, caller),
      characters: await items('character'),
      qcs: await items('qc'),
      battlegroups: await items('battlegroup'),
      journal: await everyJournalEntry(db, chronicle.id),
    }
    return attachment(reply, chronicle.name, document)
  })
}

/** Every item of a list at once: a chronicle export is not paged. */
const EVERYTHING = { limit: Number.MAX_SAFE_INTEGER, offset: 0 }

function registerKind(app: FastifyInstance, name: ChronicleItemKind, options: RouteOptions) {
  const { db, changes } = options
  const kind = KINDS[name]

  app.get<{ Params: { id: string } }>(
    `/api/v1/${kind.plural}/:id/export`,
    async (request, reply) => {
      const viewer = (await request.currentPlayer()) ?? null
      const context = await visibleItem(db, kind, request.params.id, viewer)
      const editor = mayEdit(context, viewer)
      const [full] = await fullItems(db, kind, [{ item: context.item, editor }])
      return attachment(reply, String(full!.name ?? name), itemExport(name, full!, new Date()))
    },
  )

  app.post(
    `/api/v1/${kind.plural}/import`,
    { bodyLimit: MAX_IMPORT_BYTES, ...app.heavyWork },
    async (request, reply) => {
      const caller = await requirePlayer(request)
      const tree = await importedTree(kind, request.body)
      const fields = { ...tree.fields, player_id: caller.id, chronicle_id: null }
      const entity = await insertItemTree(db, { ...tree, fields })
      return reply.code(201).send(await answerNew(db, kind, changes, entity))
    },
  )
}

/** Answers `document` as a download named after the item: `Zan the Bold.loom.json`. */
function attachment(reply: FastifyReply, title: string, document: unknown) {
  const base = title.replace(/[^\p{L}\p{N} _.-]+/gu, '').trim() || 'export'
  const ascii = base.replace(/[^\x20-\x7e]/g, '_')
  return reply
    .header(
      'content-disposition',
      `attachment; filename="${ascii}.loom.json"; filename*=UTF-8''${encodeURIComponent(base)}.loom.json`,
    )
    .send(document)
}

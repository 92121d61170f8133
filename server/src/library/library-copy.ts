import { KINDS, LIBRARY_TARGETS, type LibraryCopy, type LibraryKind, type Viewer } from '@loom/core'
import { visibleChronicle } from '../chronicles/chronicle-in-path.ts'
import type { Db } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { unprocessable } from '../http/errors.ts'
import { fullItems } from '../items/full-items.ts'
import { type ItemContext, requireEditor, visibleItem } from '../items/item-access.ts'
import { created } from '../items/item-changes.ts'
import type { Entity } from '../items/item-document.ts'
import { entityAudienceIn } from '../items/item-sight.ts'
import { withChildren } from '../items/item-tree.ts'
import { insertChildTree, insertItemTree } from '../items/item-writes.ts'
import type { ChangePublisher } from '../live/changes.ts'
import { documentTree } from '../portability/item-import.ts'

/**
 * Adding a copy of a saved document: fresh rows made through the same schemas and rules as a
 * create (new ids; a child under the target, a qc or battlegroup owned by the copier), which
 * nothing links back to the entry. The copy's `create` is published like any other.
 */
export interface CopyOptions {
  readonly db: Db
  readonly changes: ChangePublisher
}

/** A charm, spell, merit or weapon copied under a character or qc the caller may edit. */
export async function copyUnder(
  { db, changes }: CopyOptions,
  kind: LibraryKind,
  document: Record<string, unknown>,
  target: ItemContext,
  caller: Viewer,
): Promise<Entity> {
  requireEditor(target, caller)
  const definition = KINDS[kind]
  const parent = { kind: target.kind.name, id: target.item.entity.id as number }
  const tree = await documentTree(definition, document, target.item.entity)
  const root = { kind: target.root.kind, id: target.root.item.entity.id as number }
  const { entity, audience } = await insertChildTree(db, tree, parent, root)
  const [full] = await withChildren(db, definition, [entity])
  changes.publish(created(definition, full!, audience, root))
  return full!
}

/** A qc or battlegroup copied as a new item of the caller's, in `chronicleId` when named. */
export async function copyAsItem(
  { db, changes }: CopyOptions,
  kind: LibraryKind,
  document: Record<string, unknown>,
  chronicleId: number | null,
  caller: Viewer,
): Promise<Entity> {
  const definition = KINDS[kind]
  const tree = await documentTree(definition, document, null)
  const fields = { ...tree.fields, player_id: caller.id, chronicle_id: chronicleId }
  const { entity, audience } = await inTransaction(db, async (trx) => {
    const entity = await insertItemTree(trx, { ...tree, fields })
    return { entity, audience: await entityAudienceIn(trx, entity) }
  })
  const [full] = await fullItems(db, definition, [{ item: { entity, revision: 1 }, editor: true }])
  changes.publish(created(definition, full!, audience))
  return full!
}

/**
 * Adds a copy of the entry's document where the body says: exactly one item its kind may go
 * under, or (for a qc or battlegroup) the caller's own list or a chronicle they are in.
 */
export async function copyEntry(
  options: CopyOptions,
  kind: LibraryKind,
  document: Record<string, unknown>,
  body: LibraryCopy,
  caller: Viewer,
): Promise<Entity> {
  const targets = LIBRARY_TARGETS[kind]
  const named = (['character', 'qc'] as const).filter((name) => body[`${name}_id`] !== undefined)
  if (targets.length === 0) {
    if (named.length > 0) throw wrongTarget(named[0]!, `a ${kind} is not added to another item`)
    if (body.chronicle_id === undefined) return copyAsItem(options, kind, document, null, caller)
    const { chronicle } = await visibleChronicle(options.db, String(body.chronicle_id), caller)
    return copyAsItem(options, kind, document, chronicle.id, caller)
  }
  if (body.chronicle_id !== undefined) {
    throw wrongTarget('chronicle', `a ${kind} is added to a ${targets.join(' or ')}`)
  }
  const [name, ...others] = named
  if (name === undefined || others.length > 0) {
    throw wrongTarget(targets[0]!, `name exactly one ${targets.join(' or ')} to add the ${kind} to`)
  }
  if (!(targets as readonly string[]).includes(name)) {
    throw wrongTarget(name, `a ${kind} is added to a ${targets.join(' or ')}, not a ${name}`)
  }
  const target = await visibleItem(options.db, KINDS[name], String(body[`${name}_id`]), caller)
  return copyUnder(options, kind, document, target, caller)
}

function wrongTarget(name: string, message: string) {
  return unprocessable({ [`${name}_id`]: [{ error: message }] })
}

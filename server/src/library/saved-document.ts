import {
  childListsOf,
  KINDS,
  type KindName,
  type LibraryKind,
  libraryDocumentSchema,
  SHEET_BOUND_FIELDS,
  type Viewer,
} from '@loom/core'
import type { z } from 'zod'
import type { Db } from '../db/schema.ts'
import { fieldErrorsOf, unprocessable } from '../http/errors.ts'
import { fullItems } from '../items/full-items.ts'
import { mayEdit, visibleItem } from '../items/item-access.ts'
import type { Entity } from '../items/item-document.ts'

/**
 * What a library entry keeps of an item: its kind's create fields and its child rows, checked
 * by the kind's create schemas. A 422 names the fields under `document`.
 */
export function checkedDocument(kind: LibraryKind, document: unknown): Record<string, unknown> {
  const result = libraryDocumentSchema(kind).safeParse(document)
  if (result.success) return result.data
  const errors = fieldErrorsOf(result.error)
  throw unprocessable(
    Object.fromEntries(Object.entries(errors).map(([field, list]) => [`document.${field}`, list])),
  )
}

/**
 * The document of an item `viewer` may see (a charm on another player's sheet, a qc in their
 * chronicle), as they see it: secrets only for its editors, so none leak into a copy. An item
 * they may not see is a 404, as everywhere.
 */
export async function documentOfItem(
  db: Db,
  kind: LibraryKind,
  id: number,
  viewer: Viewer,
): Promise<Record<string, unknown>> {
  const context = await visibleItem(db, KINDS[kind], String(id), viewer)
  const editor = mayEdit(context, viewer)
  const [full] = await fullItems(db, KINDS[kind], [{ item: context.item, editor }])
  return checkedDocument(kind, rowDocument(kind, full!))
}

/** A stored row (children embedded) reduced to what a document holds, recursively. */
function rowDocument(kind: KindName, row: Entity): Record<string, unknown> {
  const definition = KINDS[kind]
  const fields = Object.keys((definition.schemas.create as z.ZodObject).shape)
  const bound = SHEET_BOUND_FIELDS[kind as LibraryKind] ?? []
  const document: Record<string, unknown> = {}
  for (const field of fields) {
    if (row[field] !== undefined && !bound.includes(field)) document[field] = row[field]
  }
  for (const { kind: child, list } of childListsOf(definition.name)) {
    const rows = row[list]
    if (Array.isArray(rows)) document[list] = rows.map((entry) => rowDocument(child, entry))
  }
  return document
}
